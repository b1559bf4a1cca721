package dev.zeitnot.bot.game;

import dev.zeitnot.bot.clock.MoveBudget;
import dev.zeitnot.chess.Game;
import dev.zeitnot.engine.builtin.BuiltinEngine;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.time.TimeManager;
import dev.zeitnot.engine.time.TimeParams;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The last move source, for when the engine has failed: a short search of the built-in engine
 * (a small one of its own, made on first use), or the first legal move if even that fails. It
 * keeps the budget's plan: never more than the clock's share after the trips of the moves left.
 */
final class FallbackMove implements MoveSource, AutoCloseable {

  private static final Logger log = LoggerFactory.getLogger(FallbackMove.class);
  /** The fallback search's time limit. */
  static final long SEARCH_MS = 100;
  /** Below this much search time the fallback searches one ply. */
  private static final long MIN_SEARCH_MS = 10;
  /** The fallback never takes more than this share (1/n) of the time left. */
  private static final long SHARE_OF_LEFT = 20;
  private static final EngineSettings SETTINGS = new EngineSettings(1, 1, false,
      TimeParams.DEFAULT.withMoveOverheadMs(0));

  private final LongSupplier nanoClock;
  private BuiltinEngine engine;

  FallbackMove(LongSupplier nanoClock) {
    this.nanoClock = nanoClock;
  }

  @Override
  public Proposal propose(Turn turn, MoveBudget budget) {
    Game game = turn.game();
    long leftMs = budget.availableMs() - (nanoClock.getAsLong() - turn.receivedNanos()) / 1_000_000;
    long searchMs = Math.min(SEARCH_MS, shareMs(leftMs, budget.limits(), game.position().sideToMove()));
    SearchLimits limits = searchMs < MIN_SEARCH_MS ? SearchLimits.depth(1) : SearchLimits.moveTime(searchMs);
    try {
      if (engine == null) {
        engine = new BuiltinEngine(SETTINGS);
      }
      SearchRequest request = new SearchRequest(game.initialFen(), game.uciMoves(), game.isChess960(), limits,
          game.variant());
      ChosenMove chosen = ChosenMove.of(engine.search(request, SearchListener.NONE), game);
      if (chosen != null) {
        return new Proposal(chosen, budget, "fallback: built-in engine, "
            + (limits.hasMoveTime() ? searchMs + " ms" : "depth 1"));
      }
    } catch (RuntimeException | StackOverflowError e) {
      log.warn("the fallback engine failed too ({}); playing the first legal move", e.toString());
    }
    ChosenMove first = ChosenMove.firstLegal(game);
    return first == null ? null : new Proposal(first, budget, "fallback: first legal move");
  }

  /**
   * What this move may take of {@code leftMs} when {@code color} is to move: at most a twentieth,
   * and with a clock no more than the soft limit the engine's time manager gives these limits, so
   * the fallback keeps the budget's plan (the trips of the moves left come off the clock first;
   * late in a game on a slow link that leaves the floor).
   */
  static long shareMs(long leftMs, SearchLimits limits, int color) {
    long share = leftMs / SHARE_OF_LEFT;
    if (!limits.hasClock(color)) {
      return share;
    }
    return Math.min(share, TimeManager.budget(limits, color, SETTINGS.timeParams()).softMs());
  }

  @Override
  public void close() {
    if (engine != null) {
      engine.close();
    }
  }
}
