package dev.zeitnot.bot.clock;

import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.time.TimeBudget;
import dev.zeitnot.engine.time.TimeManager;
import dev.zeitnot.engine.time.TimeParams;

/**
 * What the engine gets for one move, and why.
 *
 * @param kind which rule of the time-management spec decided it
 * @param limits the engine's limits (our clock reduced by the elapsed time and this move's
 *     overhead above a typical trip; the moves left and their trip for the engine to plan with)
 * @param availableMs the clock the engine was told it has
 * @param movesLeft the moves the clock is shared over ({@link ClockHorizon}; 0 when not used)
 */
public record MoveBudget(Kind kind, SearchLimits limits, long availableMs, int movesLeft) {

  /** The budget of a move known without a search: no thinking time at all. */
  public static MoveBudget instant() {
    return new MoveBudget(Kind.INSTANT, SearchLimits.depth(1), 0, 0);
  }

  /** Whether the move is played without a search. */
  public boolean isInstant() {
    return kind == Kind.INSTANT;
  }

  /**
   * The longest a search on this budget may honestly take, by the time manager's rules
   * (docs/time-management.md, section 2): the movetime, or the hard limit of our clock. An
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
    /** The move is known without a search (the only legal move; a book or tablebase move): at once. */
    INSTANT,
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
