package dev.zeitnot.bot.clock;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Position;
import dev.zeitnot.config.TimeConfig;
import dev.zeitnot.engine.time.TimeManager;
import dev.zeitnot.engine.time.TimeParams;
import org.junit.jupiter.api.Test;

/**
 * Whole games played on paper: each of our moves costs what the engine's soft limit gives it
 * plus the real trip, with the material coming off the board as in a typical game of ours.
 */
class SimulatedGamesTest {

  private static final TimeParams BOT_PARAMS = TimeParams.DEFAULT.withMoveOverheadMs(0);
  private static final Position OPENING = Position.startpos();
  private static final Position MIDDLEGAME =
      Position.fromFen("r2q1rk1/pp3ppp/2n1bn2/3p4/3P4/2NBBN2/PP3PPP/R2Q1RK1 w - - 0 12");
  private static final Position ENDGAME = Position.fromFen("8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 w - - 0 40");
  private static final Position LATE_ENDGAME = Position.fromFen("8/5k2/8/8/2R5/3K4/5p2/8 w - - 0 60");

  private final ClockBudget budget = new ClockBudget(TimeConfig.DEFAULT);

  /** Our clock after each of our {@code moves} moves as white, from {@code startMs}, with no increment. */
  private long[] play(int moves, long startMs, long realTripMs, LinkCost link) {
    long[] after = new long[moves];
    long clock = startMs;
    for (int move = 0; move < moves; move++) {
      int ply = 2 * move;
      MoveBudget plan = budget.plan(new ReportedClocks(true, clock, startMs, 0, 0), 0, ply, positionAt(ply), 0,
          link);
      long thinking = switch (plan.kind()) {
        case CLOCK -> TimeManager.budget(plan.limits(), 0, BOT_PARAMS).softMs();
        case FIRST_MOVE -> 0; // the clock does not run before both sides have moved
        default -> 5;
      };
      if (ply >= 2) {
        clock -= thinking + realTripMs;
      }
      after[move] = clock;
    }
    return after;
  }

  private static Position positionAt(int ply) {
    return ply < 40 ? OPENING : ply < 80 ? MIDDLEGAME : ply < 140 ? ENDGAME : LATE_ENDGAME;
  }

  private static long min(long[] clocks) {
    return java.util.Arrays.stream(clocks).min().orElseThrow();
  }

  @Test
  void aHundredMoveBulletGameOnA300MsLinkNeverFlagsAndEndsWithLessThanATenthOfTheClock() {
    long[] clocks = play(100, 60_000, 300, LinkCost.flat(300));
    assertThat(min(clocks)).isPositive();
    assertThat(clocks[99]).isLessThan(6_000);
  }

  @Test
  void aHundredAndThirtyMoveMarathonOnA250MsLinkNeverFlags() {
    // The adaptive overhead plans each trip at its mean plus 25 ms, and keeps its 95th percentile for this move.
    long[] clocks = play(130, 60_000, 250, new LinkCost(325, 275));
    assertThat(min(clocks)).isPositive();
  }

  @Test
  void aSixtyMoveGameOnA100MsLinkSpendsMoreThanTheOldFixedReserveDid() {
    // The old budget kept 60 unpaid trips back (about 19 s at 320 ms) and ended such games with 11-24 s.
    long[] clocks = play(60, 60_000, 220, new LinkCost(320, 245));
    assertThat(clocks[59]).isLessThan(19_000);
  }

  @Test
  void theTimeForAMoveNeverJumpsFromOneMoveToTheNext() {
    long[] clocks = play(100, 60_000, 250, new LinkCost(325, 275));
    long largestSpend = 0;
    for (int move = 2; move < clocks.length; move++) {
      largestSpend = Math.max(largestSpend, clocks[move - 1] - clocks[move] - 250);
    }
    assertThat(largestSpend).isLessThan(1_500);
  }
}
