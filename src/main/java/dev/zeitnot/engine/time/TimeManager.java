package dev.zeitnot.engine.time;

import dev.zeitnot.engine.SearchLimits;
import java.util.function.LongSupplier;

/**
 * Decides how long the engine thinks on one move: soft and hard limits from the clock
 * (docs/time-management.md, section 2), rescaled after each depth by best-move stability, a
 * falling score and the share of the nodes the best move took. One instance per search; the
 * clock is injectable for tests.
 */
public final class TimeManager {

  private static final long NANOS_PER_MS = 1_000_000L;
  /** The share of nodes under the best move, when the search is too shallow to tell. */
  public static final int NODE_SHARE_UNKNOWN = -1;

  private final TimeParams params;
  private final LongSupplier nanoClock;
  private final TimeBudget budget;
  private final long startNanos;
  private volatile long hardStartNanos;
  private volatile boolean pondering;

  /**
   * Starts timing a search of {@code limits} for {@code sideToMove} (0 white, 1 black) at
   * {@code gamePly} (half-moves played so far) now. While {@code limits.ponder()} no limit
   * applies until {@link #ponderHit()}.
   */
  public TimeManager(SearchLimits limits, int sideToMove, int gamePly, TimeParams params,
      LongSupplier nanoClock) {
    this.params = params;
    this.nanoClock = nanoClock;
    this.budget = budget(limits, sideToMove, gamePly, params);
    this.startNanos = nanoClock.getAsLong();
    this.hardStartNanos = startNanos;
    this.pondering = limits.ponder();
  }

  /** {@link #budget(SearchLimits, int, int, TimeParams)} for a caller that does not know the ply (as at ply 0). */
  public static TimeBudget budget(SearchLimits limits, int sideToMove, TimeParams params) {
    return budget(limits, sideToMove, 0, params);
  }

  /**
   * Soft and hard limits for {@code limits} at {@code gamePly} before any scaling. With a clock:
   * remaining = clock minus the overhead. With the client's expected moves left ({@link
   * SearchLimits#movesLeft()}) or a movestogo, or with {@code bankMoves} 0: the moves left are
   * those, or movestogo clamped to the horizon, or the horizon; every one of them costs {@link
   * SearchLimits#tripMs()} outside the search, so soft = (remaining - moves left x trip) / moves
   * left + a share of the increment, hard = a multiple of soft, and both are capped at a share of
   * what this move may take without touching the trips of the moves after it that the increment
   * does not pay for. As the clock shrinks the share shrinks with it: there is no step anywhere,
   * only the floor. Otherwise (a GUI's sudden-death clock) see {@link #bankBudget}.
   */
  public static TimeBudget budget(SearchLimits limits, int sideToMove, int gamePly, TimeParams params) {
    if (limits.infinite()) {
      return TimeBudget.UNLIMITED;
    }
    if (limits.hasMoveTime()) {
      long ms = Math.max(params.minimumThinkMs(), limits.moveTimeMs() - params.moveOverheadMs());
      return new TimeBudget(ms, ms, false);
    }
    if (!limits.hasClock(sideToMove)) {
      return TimeBudget.UNLIMITED;
    }
    long remaining = Math.max(0, limits.timeMs(sideToMove) - params.moveOverheadMs());
    long increment = limits.incMs(sideToMove);
    if (limits.movesLeft() <= 0 && limits.movesToGo() <= 0 && params.bankMoves() > 0) {
      return bankBudget(remaining, increment, gamePly, params);
    }
    int movesLeft = movesLeft(limits, params);
    long trip = limits.tripMs();
    long soft = (remaining - movesLeft * trip) / movesLeft + increment * params.incrementPercent() / 100;
    long hard = soft * params.hardLimitPercent() / 100;
    long unpaidLaterTrips = (movesLeft - 1) * Math.max(0, trip - increment);
    long cap = Math.max(0, remaining - trip - unpaidLaterTrips) * params.maxClockSharePercent() / 100;
    long floor = params.minimumThinkMs();
    return new TimeBudget(Math.max(floor, Math.min(soft, cap)), Math.max(floor, Math.min(hard, cap)), true);
  }

  /**
   * The sudden-death budget without a client's plan: bank = remaining + the counted share of the
   * increments of the next {@code bankMoves - 1} moves; soft = bank x (softShareBase +
   * softShareGrowth x sqrt(gamePly + 3)) / 10000, at most {@code softMaxClockPercent} of the
   * remaining clock (so a small clock living on its increment spends about the increment); hard =
   * a multiple of soft, at most {@code maxClockSharePercent} of the remaining clock. The share
   * grows with the ply: early moves do not eat the clock the middlegame and endgame need.
   */
  static TimeBudget bankBudget(long remaining, long increment, int gamePly, TimeParams params) {
    long bank = remaining + (params.bankMoves() - 1) * increment * params.incrementPercent() / 100;
    double share = (params.softShareBase() + params.softShareGrowth() * Math.sqrt(gamePly + 3.0)) / 10_000;
    long soft = Math.min((long) (bank * share), remaining * params.softMaxClockPercent() / 100);
    long hard = Math.min(soft * params.hardLimitPercent() / 100, remaining * params.maxClockSharePercent() / 100);
    long floor = params.minimumThinkMs();
    return new TimeBudget(Math.max(floor, soft), Math.max(floor, hard), true);
  }

  /** The moves the clock is shared over: the client's expectation, else movestogo or the horizon. */
  static int movesLeft(SearchLimits limits, TimeParams params) {
    if (limits.movesLeft() > 0) {
      return limits.movesLeft();
    }
    return limits.movesToGo() > 0 ? Math.min(limits.movesToGo(), params.movesHorizon()) : params.movesHorizon();
  }

  /**
   * The soft limit after rescaling: by {@code stableDepths} (how many depths in a row the best
   * move stayed the same), by {@code scoreFallCp} (how far the score fell since the previous
   * depth, 0 or negative when it did not fall) and by {@code bestMoveNodesPercent} (the share of
   * the search's nodes that went to the best root move, or {@link #NODE_SHARE_UNKNOWN}); never
   * above the hard limit.
   */
  public static long scaledSoftMs(TimeBudget budget, TimeParams params, int stableDepths, int scoreFallCp,
      int bestMoveNodesPercent) {
    if (!budget.scalable()) {
      return budget.softMs();
    }
    int fall = Math.max(0, Math.min(scoreFallCp, params.scoreFallMaxCp()));
    double scale = params.stabilityPercent(stableDepths) / 100.0
        * (100 + fall * params.scoreFallPercentPerCp()) / 100.0
        * params.nodeSharePercent(bestMoveNodesPercent) / 100.0;
    return Math.min(budget.hardMs(), (long) (budget.softMs() * scale));
  }

  public TimeBudget budget() {
    return budget;
  }

  /** The pondered move was played: limits apply from now on, measured as the spec says. */
  public void ponderHit() {
    hardStartNanos = nanoClock.getAsLong();
    pondering = false;
  }

  public boolean isPondering() {
    return pondering;
  }

  /** Milliseconds since the search started (including time spent pondering). */
  public long elapsedMs() {
    return (nanoClock.getAsLong() - startNanos) / NANOS_PER_MS;
  }

  /**
   * Whether the search must stop at once. The hard limit runs from the ponder hit, because our
   * clock only runs from then on.
   */
  public boolean hardLimitReached() {
    if (pondering || budget.isUnlimited()) {
      return false;
    }
    return (nanoClock.getAsLong() - hardStartNanos) / NANOS_PER_MS >= budget.hardMs();
  }

  /**
   * Whether no new depth should start after one completed with the given stability, score fall
   * and share of the nodes under the best move ({@link #scaledSoftMs}): with a clock once
   * {@code newDepthPercent} of the scaled soft limit is spent (the next depth would not finish in
   * time), with a movetime once it is spent. Pondered time counts as
   * thinking already done, so it is measured from the start.
   */
  public boolean softLimitReached(int stableDepths, int scoreFallCp, int bestMoveNodesPercent) {
    if (pondering || budget.isUnlimited()) {
      return false;
    }
    long soft = scaledSoftMs(budget, params, stableDepths, scoreFallCp, bestMoveNodesPercent);
    long startBefore = budget.scalable() ? soft * params.newDepthPercent() / 100 : soft;
    return elapsedMs() >= startBefore || hardLimitReached();
  }
}
