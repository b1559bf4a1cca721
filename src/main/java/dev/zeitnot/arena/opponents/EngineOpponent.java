package dev.zeitnot.arena.opponents;

import dev.zeitnot.arena.games.GameSnapshot;
import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.Score;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;

/**
 * An engine playing one game for the arena: with fixed limits (depth, nodes or move time) or,
 * when none are given, on the game's clocks like a real player. It accepts a draw offer when its
 * own search of the position scores it at most {@link #ACCEPT_DRAW_MAX_CP} for itself (level or
 * behind) or sees itself mated; declining, it plays that search's move.
 */
public final class EngineOpponent implements ArenaPlayer {

  /** The best score (centipawns, for itself) at which the engine still accepts a draw offer. */
  public static final int ACCEPT_DRAW_MAX_CP = 30;
  /** Thinking time per move in a game without clock. */
  private static final long UNTIMED_MOVE_MS = 1_000;

  private final Engine engine;
  private final SearchLimits fixedLimits;
  /** The search of the position after this many moves, kept when it answered a draw offer. */
  private int searchedPly = -1;
  private SearchResult searched;

  /** {@code fixedLimits} null: search on the clocks. The engine is closed with the game. */
  public EngineOpponent(Engine engine, SearchLimits fixedLimits) {
    this.engine = engine;
    this.fixedLimits = fixedLimits;
    engine.newGame();
  }

  @Override
  public String chooseMove(GameSnapshot game) {
    return search(game).bestMove();
  }

  @Override
  public boolean acceptsDraw(GameSnapshot game) {
    SearchResult result = search(game);
    Score score = result.info() == null ? null : result.info().score();
    if (score == null) {
      return false;
    }
    return score.isMate() ? score.mateIn() < 0 : score.centipawns() <= ACCEPT_DRAW_MAX_CP;
  }

  @Override
  public void close() {
    engine.close();
  }

  private SearchResult search(GameSnapshot game) {
    if (searched != null && searchedPly == game.moves().size()) {
      return searched;
    }
    SearchLimits limits = fixedLimits;
    if (limits == null) {
      limits = game.whiteTimeMs() >= Integer.MAX_VALUE ? SearchLimits.moveTime(UNTIMED_MOVE_MS)
          : SearchLimits.clock(game.whiteTimeMs(), game.blackTimeMs(), game.incrementMs(),
              game.incrementMs());
    }
    searched = engine.search(new SearchRequest(game.initialFen(), game.moves(), game.chess960(), limits,
        game.variant()), SearchListener.NONE);
    searchedPly = game.moves().size();
    return searched;
  }
}
