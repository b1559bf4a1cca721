package dev.zeitnot.bot.clock;

import dev.zeitnot.config.TimeConfig;
import dev.zeitnot.engine.SearchLimits;

/**
 * The client layer of spec/time-management.md: turns the clocks the server reported into the
 * time the engine really has. From our reported clock it subtracts the time since the state came
 * off the socket and the move overhead, never hands the engine less than {@link #FLOOR_MS}, moves
 * fast on each side's first move and at once on a near-empty clock.
 *
 * <p>Every move costs the round trip as well as the search. Where the increment does not pay
 * that cost back, the clock also keeps back the unpaid part for {@link TimeConfig#reserveMoves()}
 * future moves: the engine then plans with what is left after them, its share of the clock
 * shrinks as the clock does, and the moves of a long game still find time for their trips.
 */
public final class ClockBudget {

  /** The least time the engine is ever told it has. */
  public static final long FLOOR_MS = 10;
  /** Below this many overheads of clock, a search is too risky: play a depth-1 move. */
  public static final int LOW_CLOCK_OVERHEADS = 3;
  /** Thinking time per move in correspondence and unlimited games. */
  public static final long NO_CLOCK_MOVE_MS = 10_000;

  private final TimeConfig config;

  public ClockBudget(TimeConfig config) {
    this.config = config;
  }

  /**
   * The budget for our move.
   *
   * @param clocks the state's clocks as reported (ms), {@code realTime} false without a clock
   * @param ourColor 0 white, 1 black
   * @param ply moves played so far (0 and 1 are the first moves, which the clock does not charge)
   * @param elapsedMs time since the state was read off the socket
   * @param overheadMs the current move overhead (configured or adapted)
   */
  public MoveBudget plan(ReportedClocks clocks, int ourColor, int ply, long elapsedMs, long overheadMs) {
    if (!clocks.realTime()) {
      return new MoveBudget(MoveBudget.Kind.NO_CLOCK, SearchLimits.moveTime(NO_CLOCK_MOVE_MS),
          NO_CLOCK_MOVE_MS);
    }
    if (ply < 2) {
      long moveTime = Math.max(FLOOR_MS, config.firstMoveMs() - elapsedMs);
      return new MoveBudget(MoveBudget.Kind.FIRST_MOVE, SearchLimits.moveTime(moveTime), moveTime);
    }
    long clockNow = clocks.timeMs(ourColor) - elapsedMs;
    long unpaidTripMs = Math.max(0, overheadMs - clocks.incMs(ourColor));
    long reserveMs = unpaidTripMs * config.reserveMoves();
    long available = Math.max(FLOOR_MS, clockNow - overheadMs - reserveMs);
    long whiteMs = ourColor == 0 ? available : clocks.whiteTimeMs();
    long blackMs = ourColor == 1 ? available : clocks.blackTimeMs();
    SearchLimits limits = SearchLimits.clock(whiteMs, blackMs, clocks.whiteIncMs(), clocks.blackIncMs());
    if (clockNow < lowClockThresholdMs(overheadMs)) {
      // The clock stays in the limits as a safety net; depth 1 makes the move all but instant.
      return new MoveBudget(MoveBudget.Kind.LOW_CLOCK, limits.withDepth(1), available);
    }
    return new MoveBudget(MoveBudget.Kind.CLOCK, limits, available);
  }

  /** Below this much clock the bot plays at once: the configured figure or a few overheads. */
  public long lowClockThresholdMs(long overheadMs) {
    return Math.max(config.lowClockMs(), LOW_CLOCK_OVERHEADS * overheadMs);
  }
}
