package dev.zeitnot.arena;

import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;

/**
 * An engine playing one game for the arena: with fixed limits (depth, nodes or move time) or,
 * when none are given, on the game's clocks like a real player.
 */
public final class EngineOpponent implements Opponent {

  /** Thinking time per move in a game without clock. */
  private static final long UNTIMED_MOVE_MS = 1_000;

  private final Engine engine;
  private final SearchLimits fixedLimits;

  /** {@code fixedLimits} null: search on the clocks. The engine is closed with the game. */
  public EngineOpponent(Engine engine, SearchLimits fixedLimits) {
    this.engine = engine;
    this.fixedLimits = fixedLimits;
    engine.newGame();
  }

  @Override
  public String chooseMove(GameSnapshot game) {
    SearchLimits limits = fixedLimits;
    if (limits == null) {
      limits = game.whiteTimeMs() >= Integer.MAX_VALUE ? SearchLimits.moveTime(UNTIMED_MOVE_MS)
          : SearchLimits.clock(game.whiteTimeMs(), game.blackTimeMs(), game.incrementMs(),
              game.incrementMs());
    }
    SearchResult result = engine.search(
        new SearchRequest(game.initialFen(), game.moves(), game.chess960(), limits),
        SearchListener.NONE);
    return result.bestMove();
  }

  @Override
  public void close() {
    engine.close();
  }
}
