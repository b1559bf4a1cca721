package dev.zeitnot.bot.clock;

import dev.zeitnot.chess.Position;
import dev.zeitnot.config.TimeConfig;
import dev.zeitnot.engine.SearchLimits;

/**
 * The client layer of docs/time-management.md: turns the clocks the server reported into the
 * time the engine really has. From our reported clock it subtracts the time since the state came
 * off the socket, never hands the engine less than {@link #FLOOR_MS}, moves fast on each side's
 * first move, at once with a single legal move and on a near-empty clock.
 *
 * <p>Every move costs a round trip as well as the search. The budget plans for the moves still
 * to come: {@link ClockHorizon} picks how many to share the clock over (from the game's length so
 * far, the engine's scores of our last moves, the clock and the trip), and the engine's time manager is handed that
 * count and the expected trip of each, so it shares out {@code clock - moves left x trip} over the moves left.
 * Only this move's overhead above a typical trip is taken off the clock up front.
 */
public final class ClockBudget {

  /** The least time the engine is ever told it has. */
  public static final long FLOOR_MS = 10;
  /** Below this many overheads of clock, a search is too risky: play a depth-1 move. */
  public static final int LOW_CLOCK_OVERHEADS = 3;

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
   * @param position the position we move in (its material and legal moves)
   * @param elapsedMs time since the state was read off the socket
   * @param link this move's overhead and the expected trip of each later one
   * @param recent what the engine said of our last moves in this game
   */
  public MoveBudget plan(ReportedClocks clocks, int ourColor, int ply, Position position, long elapsedMs,
      LinkCost link, RecentScores recent) {
    MoveBudget budget = byClock(clocks, ourColor, ply, elapsedMs, link, recent);
    // A single legal move needs no search; the time stays known for whoever may still look it up.
    return position.countLegal() == 1
        ? new MoveBudget(MoveBudget.Kind.INSTANT, budget.limits().withDepth(1), budget.availableMs(),
            budget.movesLeft())
        : budget;
  }

  private MoveBudget byClock(ReportedClocks clocks, int ourColor, int ply, long elapsedMs, LinkCost link,
      RecentScores recent) {
    if (!clocks.realTime()) {
      long moveTime = config.noClockMoveMs();
      return new MoveBudget(MoveBudget.Kind.NO_CLOCK, SearchLimits.moveTime(moveTime), moveTime, 0);
    }
    if (ply < 2) {
      long moveTime = Math.max(FLOOR_MS, config.firstMoveMs() - elapsedMs);
      return new MoveBudget(MoveBudget.Kind.FIRST_MOVE, SearchLimits.moveTime(moveTime), moveTime, 0);
    }
    long clockNow = clocks.timeMs(ourColor) - elapsedMs;
    long trip = Math.min(link.tripMs(), link.overheadMs());
    // This move keeps back its whole overhead: the part above a typical trip goes off the clock now.
    long available = Math.max(FLOOR_MS, clockNow - (link.overheadMs() - trip));
    int movesLeft = ClockHorizon.movesLeft(available, trip, clocks.incMs(ourColor), ply / 2,
        clocks.initialMs(), recent);
    long whiteMs = ourColor == 0 ? available : clocks.whiteTimeMs();
    long blackMs = ourColor == 1 ? available : clocks.blackTimeMs();
    SearchLimits limits = SearchLimits.clock(whiteMs, blackMs, clocks.whiteIncMs(), clocks.blackIncMs())
        .withTrips(movesLeft, trip);
    if (clockNow < lowClockThresholdMs(link.overheadMs())) {
      // The clock stays in the limits as a safety net; depth 1 makes the move all but instant.
      return new MoveBudget(MoveBudget.Kind.LOW_CLOCK, limits.withDepth(1), available, movesLeft);
    }
    return new MoveBudget(MoveBudget.Kind.CLOCK, limits, available, movesLeft);
  }

  /** Below this much clock the bot plays at once: the configured figure or a few overheads. */
  public long lowClockThresholdMs(long overheadMs) {
    return Math.max(config.lowClockMs(), LOW_CLOCK_OVERHEADS * overheadMs);
  }
}
