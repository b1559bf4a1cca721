package dev.zeitnot.bot.game;

import dev.zeitnot.bot.clock.MoveBudget;

/**
 * One place our move can come from. The mover asks its sources in order (known moves such as
 * the opening book, the pondered search, the supervised engine, then the fallback) and plays
 * the first move proposed.
 */
@FunctionalInterface
interface MoveSource {

  /** A move for {@code turn} within {@code budget}, or null to leave the turn to the next source. */
  Proposal propose(Turn turn, MoveBudget budget);

  /**
   * A proposed move and the budget it was chosen under (a source may restate the budget's kind,
   * as a ponder hit does); {@code note} says, for the move's log line, where an unusual move
   * came from ("fallback: ..."), else null.
   */
  record Proposal(ChosenMove move, MoveBudget budget, String note) {}
}
