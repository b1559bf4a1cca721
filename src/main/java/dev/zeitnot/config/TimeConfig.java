package dev.zeitnot.config;

/**
 * The client side of time management (spec/time-management.md, section 1).
 *
 * @param moveOverheadMs the least time kept back per move for the trip of the state to us and
 *     of our move back
 * @param adaptiveOverhead whether to raise the overhead to the round-trip cost actually observed
 * @param firstMoveMs fixed thinking time for each side's first move (the clock does not run yet,
 *     but the game can be aborted if we are slow)
 * @param lowClockMs below this much clock (or three times the overhead, whichever is more) the
 *     bot plays a depth-1 move at once
 * @param reserveMoves for how many future moves the clock keeps back the round-trip cost that
 *     the increment does not pay for, so a long sudden-death game on a slow link cannot run the
 *     clock down to nothing
 */
public record TimeConfig(
    int moveOverheadMs, boolean adaptiveOverhead, int firstMoveMs, int lowClockMs, int reserveMoves) {

  public static final TimeConfig DEFAULT = new TimeConfig(50, true, 1000, 300, 60);

  static TimeConfig read(ConfigNode node) {
    TimeConfig config = new TimeConfig(
        (int) node.integer("move_overhead_ms", DEFAULT.moveOverheadMs, 0, 10_000),
        node.bool("adaptive_overhead", DEFAULT.adaptiveOverhead),
        (int) node.integer("first_move_ms", DEFAULT.firstMoveMs, 10, 20_000),
        (int) node.integer("low_clock_ms", DEFAULT.lowClockMs, 0, 60_000),
        (int) node.integer("reserve_moves", DEFAULT.reserveMoves, 0, 200));
    node.finish();
    return config;
  }
}
