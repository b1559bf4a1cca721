package dev.zeitnot.config;

/**
 * A fixed search limit for the games of one speed, as lichess-bot's {@code go_commands}: the
 * engine is told {@code go depth/nodes/movetime} besides the clock, so it stops at whichever
 * comes first; a movetime never exceeds what the clock's budget allows for the move. 0 is unset.
 *
 * @param depth the deepest search in plies
 * @param nodes the most nodes searched
 * @param movetimeMs the time to think per move
 */
public record GoCommand(int depth, long nodes, int movetimeMs) {

  /** No fixed limit: the clock alone decides. */
  public static final GoCommand NONE = new GoCommand(0, 0, 0);

  /** Whether any limit is set. */
  public boolean isSet() {
    return depth > 0 || nodes > 0 || movetimeMs > 0;
  }

  static GoCommand read(ConfigNode node) {
    GoCommand command = new GoCommand(
        (int) node.integer("depth", 0, 0, 200),
        node.integer("nodes", 0, 0, 1_000_000_000_000L),
        (int) node.integer("movetime_ms", 0, 0, 3_600_000));
    node.finish();
    return command;
  }
}
