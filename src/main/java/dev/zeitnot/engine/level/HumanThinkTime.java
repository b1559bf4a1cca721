package dev.zeitnot.engine.level;

import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.time.TimeManager;
import dev.zeitnot.engine.time.TimeBudget;
import dev.zeitnot.engine.time.TimeParams;
import java.util.random.RandomGenerator;

/**
 * How long a weakened engine takes over a move: a human spends a varying part of a sensible
 * budget, never nothing and never the whole clock. The budget is the time manager's soft limit
 * by the spec's reference formula (so the clock, the increment, the moves left and the overhead
 * count as for full strength);
 * the move takes a random {@value #MIN_SHARE_PERCENT}..100 % of it, at least
 * {@value #MIN_THINK_MS} ms when the budget allows. A fixed movetime is used whole.
 */
public final class HumanThinkTime {

  static final int MIN_SHARE_PERCENT = 50;
  /** The least a move takes when the budget allows; a forced move takes at most this. */
  public static final long MIN_THINK_MS = 300;

  private HumanThinkTime() {}

  /**
   * Milliseconds to take over the move of {@code sideToMove} (0 white, 1 black) under
   * {@code limits}; 0 when the limits have neither a clock nor a movetime (depth or node
   * searches, analysis): then the move comes as soon as it is chosen.
   */
  public static long millis(SearchLimits limits, int sideToMove, TimeParams params, RandomGenerator random) {
    if (limits.infinite() || (!limits.hasMoveTime() && !limits.hasClock(sideToMove))) {
      return 0;
    }
    // The spec's formula (the clock over the horizon), not the full-strength engine's bank, whose
    // small early share would make the first moves of a human-like game hurried.
    TimeBudget budget = TimeManager.budget(limits, sideToMove, params.with("BankMoves", 0));
    if (limits.hasMoveTime()) {
      return budget.softMs();
    }
    long soft = budget.softMs();
    long share = soft * (MIN_SHARE_PERCENT + random.nextInt(101 - MIN_SHARE_PERCENT)) / 100;
    return Math.min(soft, Math.max(MIN_THINK_MS, share));
  }
}
