package dev.zeitnot.bot.clock;

import dev.zeitnot.config.GoCommand;
import dev.zeitnot.engine.SearchLimits;

/**
 * Adds the owner's fixed search limits ({@code time.go_commands}) to a move's budget. Depth and
 * nodes are added beside the clock, so the search stops at whichever comes first. A movetime is
 * cut to the longest the clock's budget allows for the move (so it never flags, nor gets the game
 * aborted on the first move); without a clock it is taken as it is. A move played at once (one
 * legal move, a known move, a near-empty clock) keeps its budget.
 */
public final class FixedSearch {

  private FixedSearch() {}

  /** {@code budget} with {@code command}'s limits for the side {@code ourColor} (0 white, 1 black). */
  public static MoveBudget apply(MoveBudget budget, GoCommand command, int ourColor) {
    if (!command.isSet() || budget.isInstant() || budget.kind() == MoveBudget.Kind.LOW_CLOCK) {
      return budget;
    }
    SearchLimits limits = budget.limits();
    if (command.depth() > 0) {
      limits = limits.withDepth(command.depth());
    }
    if (command.nodes() > 0) {
      limits = limits.withNodes(command.nodes());
    }
    if (command.movetimeMs() > 0) {
      long movetime = budget.kind() == MoveBudget.Kind.NO_CLOCK ? command.movetimeMs()
          : Math.min(command.movetimeMs(), budget.hardLimitMs(ourColor));
      limits = limits.withMoveTime(Math.max(ClockBudget.FLOOR_MS, movetime));
    }
    return new MoveBudget(budget.kind(), limits, budget.availableMs(), budget.movesLeft());
  }
}
