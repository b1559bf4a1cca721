package dev.zeitnot.bot.clock;

import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.level.HumanThinkTime;
import dev.zeitnot.engine.time.TimeParams;
import java.util.random.RandomGenerator;

/**
 * lichess-bot's {@code fake_think_time} with the think time of zeitnot's strength levels: from
 * ply {@value #FROM_PLY} of a real-time game, a move is held until a human would have played it,
 * a random share of a sensible budget ({@link HumanThinkTime}), whatever chose it and however
 * fast; a forced move (one legal move) at most {@link HumanThinkTime#MIN_THINK_MS}. The opening
 * moves go at once, as people play them (lichess-bot's rule too).
 */
public final class FakeThinkTime {

  /** The first ply whose move is held (lichess-bot's: after 9 plies). */
  public static final int FROM_PLY = 10;

  private final boolean enabled;
  private final RandomGenerator random;

  public FakeThinkTime(boolean enabled, RandomGenerator random) {
    this.enabled = enabled;
    this.random = random;
  }

  /**
   * How long after its position came our move at {@code ply} may be posted, in ms; 0 when it
   * goes at once (off, no clock, the opening). {@code overheadMs} is kept back from the clock as
   * for a search, and {@code forced} says the position has a single legal move.
   */
  public long holdMs(ReportedClocks clocks, int ourColor, int ply, long overheadMs, boolean forced) {
    if (!enabled || !clocks.realTime() || ply < FROM_PLY) {
      return 0;
    }
    SearchLimits limits = SearchLimits.clock(clocks.whiteTimeMs(), clocks.blackTimeMs(), clocks.whiteIncMs(),
        clocks.blackIncMs());
    long ms = HumanThinkTime.millis(limits, ourColor, TimeParams.DEFAULT.withMoveOverheadMs(overheadMs), random);
    return forced ? Math.min(ms, HumanThinkTime.MIN_THINK_MS) : ms;
  }
}
