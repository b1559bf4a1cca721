package dev.zeitnot.config;

/**
 * The client side of time management (docs/time-management.md, section 1).
 *
 * @param moveOverheadMs the least time kept back per move for the trip of the state to us and
 *     of our move back
 * @param adaptiveOverhead whether to raise the overhead to the round-trip cost actually observed
 * @param firstMoveMs fixed thinking time for each side's first move (the clock does not run yet,
 *     but the game can be aborted if we are slow)
 * @param lowClockMs below this much clock (or three times the overhead, whichever is more) the
 *     bot plays a depth-1 move at once
 * @param noClockMoveMs thinking time per move in correspondence and unlimited games
 * @param goCommands fixed depth, nodes or movetime by speed, within the clock's budget
 * @param fakeThinkTime a real-time move is not posted before a human-like time has passed since
 *     the position came (from ply 10, whatever chose it: the engine at full strength, a book, a
 *     tablebase); lichess-bot's {@code fake_think_time}
 * @param noClockPonder whether an engine that ponders also ponders in correspondence and unlimited
 *     games (while the session holds the game; a game put aside stops it)
 */
public record TimeConfig(int moveOverheadMs, boolean adaptiveOverhead, int firstMoveMs, int lowClockMs,
    int noClockMoveMs, GoCommands goCommands, boolean fakeThinkTime, boolean noClockPonder) {

  public static final TimeConfig DEFAULT = new TimeConfig(50, true, 1000, 300, 10_000);

  /** Without fixed search limits. */
  public TimeConfig(int moveOverheadMs, boolean adaptiveOverhead, int firstMoveMs, int lowClockMs,
      int noClockMoveMs) {
    this(moveOverheadMs, adaptiveOverhead, firstMoveMs, lowClockMs, noClockMoveMs, GoCommands.NONE, false, false);
  }

  /** No fake think time, not pondering without a clock. */
  public TimeConfig(int moveOverheadMs, boolean adaptiveOverhead, int firstMoveMs, int lowClockMs,
      int noClockMoveMs, GoCommands goCommands) {
    this(moveOverheadMs, adaptiveOverhead, firstMoveMs, lowClockMs, noClockMoveMs, goCommands, false, false);
  }

  public TimeConfig withGoCommands(GoCommands value) {
    return new TimeConfig(moveOverheadMs, adaptiveOverhead, firstMoveMs, lowClockMs, noClockMoveMs, value,
        fakeThinkTime, noClockPonder);
  }

  public TimeConfig withFakeThinkTime(boolean value) {
    return new TimeConfig(moveOverheadMs, adaptiveOverhead, firstMoveMs, lowClockMs, noClockMoveMs, goCommands,
        value, noClockPonder);
  }

  public TimeConfig withNoClockPonder(boolean value) {
    return new TimeConfig(moveOverheadMs, adaptiveOverhead, firstMoveMs, lowClockMs, noClockMoveMs, goCommands,
        fakeThinkTime, value);
  }

  /** A key of earlier versions: the trips are now planned over the expected moves left. */
  static final String REMOVED_RESERVE_MOVES = "reserve_moves";

  static TimeConfig read(ConfigNode node) {
    TimeConfig config = new TimeConfig(
        (int) node.integer("move_overhead_ms", DEFAULT.moveOverheadMs, 0, 10_000),
        node.bool("adaptive_overhead", DEFAULT.adaptiveOverhead),
        (int) node.integer("first_move_ms", DEFAULT.firstMoveMs, 10, 20_000),
        (int) node.integer("low_clock_ms", DEFAULT.lowClockMs, 0, 60_000),
        (int) node.integer("no_clock_move_ms", DEFAULT.noClockMoveMs, 100, 3_600_000),
        GoCommands.read(node.section("go_commands")),
        node.bool("fake_think_time", DEFAULT.fakeThinkTime),
        node.bool("no_clock_ponder", DEFAULT.noClockPonder));
    if (node.has(REMOVED_RESERVE_MOVES)) {
      node.problem(REMOVED_RESERVE_MOVES, "was removed; delete it: the bot now keeps back the trips of"
          + " the moves it expects still to play (its game-length model), no fixed count");
    }
    node.finish();
    return config;
  }
}
