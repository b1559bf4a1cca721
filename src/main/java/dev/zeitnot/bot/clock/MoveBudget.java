package dev.zeitnot.bot.clock;

import dev.zeitnot.engine.SearchLimits;

/**
 * What the engine gets for one move, and why.
 *
 * @param kind which rule of the time-management spec decided it
 * @param limits the engine's limits (clocks already reduced by elapsed time and overhead)
 * @param availableMs the time the engine was told it has (our clock after the deductions)
 */
public record MoveBudget(Kind kind, SearchLimits limits, long availableMs) {

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
