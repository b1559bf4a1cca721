package dev.zeitnot.engine.time;

import dev.zeitnot.engine.SearchLimits;
import java.util.function.LongSupplier;

/**
 * Decides how long the engine thinks on one move: soft and hard limits from the clock
 * (spec/time-management.md, section 2), rescaled after each depth by best-move stability and a
 * falling score. One instance per search; the clock is injectable for tests.
 */
public final class TimeManager {

  private static final long NANOS_PER_MS = 1_000_000L;

  private final TimeParams params;
  private final LongSupplier nanoClock;
  private final TimeBudget budget;
  private final long startNanos;
  private volatile long hardStartNanos;
  private volatile boolean pondering;

  /**
   * Starts timing a search of {@code limits} for {@code sideToMove} (0 white, 1 black) now.
   * While {@code limits.ponder()} no limit applies until {@link #ponderHit()}.
   */
  public TimeManager(SearchLimits limits, int sideToMove, TimeParams params, LongSupplier nanoClock) {
    this.params = params;
    this.nanoClock = nanoClock;
    this.budget = budget(limits, sideToMove, params);
    this.startNanos = nanoClock.getAsLong();
    this.hardStartNanos = startNanos;
    this.pondering = limits.ponder();
  }

  /**
   * Soft and hard limits for {@code limits} before any scaling. With a clock: remaining = clock
   * minus the overhead; the moves left are the client's expected count ({@link
   * SearchLimits#movesLeft()}), else movestogo clamped to the horizon, else the horizon; every one
   * of them costs {@link SearchLimits#tripMs()} outside the search, so
   * soft = (remaining - moves left x trip) / moves left + a share of the increment, hard = a
   * multiple of soft, and both are capped at a share of what this move may take without touching
   * the trips of the moves after it that the increment does not pay for. As the clock shrinks
   * the share shrinks with it: there is no step anywhere, only the floor.
   */
  public static TimeBudget budget(SearchLimits limits, int sideToMove, TimeParams params) {
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
    int movesLeft = movesLeft(limits, params);
    long trip = limits.tripMs();
    long increment = limits.incMs(sideToMove);
    long soft = (remaining - movesLeft * trip) / movesLeft + increment * params.incrementPercent() / 100;
    long hard = soft * params.hardLimitPercent() / 100;
    long unpaidLaterTrips = (movesLeft - 1) * Math.max(0, trip - increment);
    long cap = Math.max(0, remaining - trip - unpaidLaterTrips) * params.maxClockSharePercent() / 100;
    long floor = params.minimumThinkMs();
    return new TimeBudget(Math.max(floor, Math.min(soft, cap)), Math.max(floor, Math.min(hard, cap)), true);
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
   * move stayed the same) and by {@code scoreFallCp} (how far the score fell since the previous
   * depth, 0 or negative when it did not fall); never above the hard limit.
   */
  public static long scaledSoftMs(TimeBudget budget, TimeParams params, int stableDepths, int scoreFallCp) {
    if (!budget.scalable()) {
      return budget.softMs();
    }
    int fall = Math.max(0, Math.min(scoreFallCp, params.scoreFallMaxCp()));
    double scale = params.stabilityPercent(stableDepths) / 100.0
        * (100 + fall * params.scoreFallPercentPerCp()) / 100.0;
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
   * Whether no new depth should start after one completed with the given stability and score
   * fall. Pondered time counts as thinking already done, so it is measured from the start.
   */
  public boolean softLimitReached(int stableDepths, int scoreFallCp) {
    if (pondering || budget.isUnlimited()) {
      return false;
    }
    long soft = scaledSoftMs(budget, params, stableDepths, scoreFallCp);
    return elapsedMs() >= soft || hardLimitReached();
  }
}
