package dev.zeitnot.bot.clock;

import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.time.TimeBudget;
import dev.zeitnot.engine.time.TimeManager;
import dev.zeitnot.engine.time.TimeParams;

/**
 * What the engine gets for one move, and why.
 *
 * @param kind which rule of the time-management spec decided it
 * @param limits the engine's limits (clocks already reduced by elapsed time and overhead)
 * @param availableMs the time the engine was told it has (our clock after the deductions)
 */
public record MoveBudget(Kind kind, SearchLimits limits, long availableMs) {

  /**
   * The longest a search on this budget may honestly take, by the time manager's rules
   * (spec/time-management.md, section 2): the movetime, or the hard limit of our clock. An
   * engine still searching past it (plus a grace) is treated as hung.
   */
  public long hardLimitMs(int ourColor) {
    TimeBudget budget = TimeManager.budget(limits, ourColor, TimeParams.DEFAULT.withMoveOverheadMs(0));
    return budget.isUnlimited() ? availableMs : budget.hardMs();
  }

  /** The rule that applied. */
  public enum Kind {
    /** Our first move: the clock does not run yet, but a slow start can get the game aborted. */
    FIRST_MOVE,
    /** Near-empty clock: a depth-1 move at once. */
    LOW_CLOCK,
    /** The normal case: the engine shares out the clock. */
    CLOCK,
    /** Correspondence or unlimited: a fixed thinking time. */
    NO_CLOCK,
    /** The opponent played the reply we pondered on: that search, now timed, gives the move. */
    PONDER_HIT
  }
}
