package dev.zeitnot.bot.clock;

import static dev.zeitnot.bot.clock.RecentScores.NONE;
import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Position;
import dev.zeitnot.config.TimeConfig;
import dev.zeitnot.engine.time.TimeManager;
import dev.zeitnot.engine.time.TimeParams;
import java.util.Arrays;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * Whole games played on paper: each of our moves costs what the engine's soft limit gives it
 * plus the real trip, and the increment comes back after it. The link cost is what {@link
 * AdaptiveOverhead} learns from a steady link: this move's overhead its 95th percentile + 25 ms,
 * each later move planned at the mean + 25 ms.
 */
class SimulatedGamesTest {

  private static final TimeParams BOT_PARAMS = TimeParams.DEFAULT.withMoveOverheadMs(0);
  private static final Position MIDDLEGAME =
      Position.fromFen("r2q1rk1/pp3ppp/2n1bn2/3p4/3P4/2NBBN2/PP3PPP/R2Q1RK1 w - - 0 12");

  private final ClockBudget budget = new ClockBudget(TimeConfig.DEFAULT);

  /** Our clock after each of our {@code moves} moves as white, none of them scored. */
  private long[] play(int moves, long startMs, long incrementMs, long realTripMs, LinkCost link) {
    return play(moves, startMs, incrementMs, realTripMs, link, move -> NONE);
  }

  /** The same, the engine having scored our moves before move {@code m} as {@code scoresBefore(m)}. */
  private long[] play(int moves, long startMs, long incrementMs, long realTripMs, LinkCost link,
      IntFunction<RecentScores> scoresBefore) {
    long[] after = new long[moves];
    long clock = startMs;
    for (int move = 0; move < moves; move++) {
      int ply = 2 * move;
      MoveBudget plan = budget.plan(new ReportedClocks(true, clock, startMs, incrementMs, incrementMs, startMs), 0, ply,
          MIDDLEGAME, 0, link, scoresBefore.apply(move));
      long thinking = switch (plan.kind()) {
        case CLOCK -> TimeManager.budget(plan.limits(), 0, BOT_PARAMS).softMs();
        case FIRST_MOVE -> 0; // the clock does not run before both sides have moved
        default -> 5;
      };
      if (ply >= 2) {
        clock += incrementMs - thinking - realTripMs;
      }
      after[move] = clock;
    }
    return after;
  }

  private static long min(long[] clocks) {
    return Arrays.stream(clocks).min().orElseThrow();
  }

  @Test
  void aHundredMoveBulletGameOn300MsTripsNeverFlagsAndEndsWithLessThanATenthOfTheClock() {
    long[] clocks = play(100, 60_000, 0, 300, new LinkCost(325, 325));
    assertThat(min(clocks)).isPositive();
    assertThat(clocks[99]).isLessThan(6_000);
  }

  @Test
  void aHundredMoveHalfMinuteGameOn250MsTripsNeverFlags() {
    // The 1/2+0 games that flagged ran 87-96 moves, lost positions the opponent did not finish.
    long[] clocks = play(100, 30_000, 0, 250, new LinkCost(325, 275));
    assertThat(min(clocks)).isPositive();
  }

  @Test
  void aSeventyFiveMoveBulletGameOnA100MsLinkUsesNineTenthsOfTheClock() {
    // Shorter games keep more: the trips of the rest of a 115-move game (60 moves: 84 % used).
    long[] clocks = play(75, 60_000, 0, 100, new LinkCost(125, 125));
    assertThat(clocks[74]).isPositive().isLessThanOrEqualTo(6_000);
  }

  @Test
  void anEightyMoveBulletGameOn680MsTripsNeverFlagsYetThinksWithPartOfTheClock() {
    // A 1+0 clock pays for at most 85 such trips with no thinking at all: the plan is for 81 moves.
    long[] clocks = play(80, 60_000, 0, 680, new LinkCost(1_000, 705));
    assertThat(min(clocks)).isPositive();
    assertThat(60_000 - clocks[79] - 79 * 680L).as("time spent thinking").isGreaterThan(2_000);
  }

  @Test
  void aLostHundredAndFiftyMoveBulletGameOn230MsTripsNeverFlagsWhereTheScoreUnawarePlanWould() {
    // 100 +/- 50 ms one-way: trips of 230 ms, learned as a 325 ms overhead and 255 ms a later move.
    // Lost from move 30 on, the opponent failing to convert (our arena's lost marathons ran to 119 moves).
    RecentScores lost = GameLengthTest.scores(-900, -900, -900, -900, -900);
    LinkCost link = new LinkCost(325, 255);
    long[] clocks = play(150, 60_000, 0, 230, link, move -> move < 30 ? NONE : lost);
    assertThat(min(clocks)).isPositive();
    assertThat(min(play(150, 60_000, 0, 230, link))).as("the plan that ignores the score").isNegative();
  }

  @Test
  void aLevelNinetyMoveBulletGameOn230MsTripsSpendsAsBeforeTheScoresWereSeen() {
    RecentScores level = GameLengthTest.scores(40, -20, 10, 0, 25);
    LinkCost link = new LinkCost(325, 255);
    assertThat(play(90, 60_000, 0, 230, link, move -> level)).containsExactly(play(90, 60_000, 0, 230, link));
  }

  @Test
  void aHundredMoveGameWithAnIncrementThatPaysTheTripsNeverFlags() {
    long[] clocks = play(100, 0, 1_000, 250, new LinkCost(325, 275));
    // The first move is free: the clock starts with the second.
    assertThat(min(Arrays.copyOfRange(clocks, 1, clocks.length))).isPositive();
  }

  @Test
  void theTimeForAMoveNeverJumpsFromOneMoveToTheNext() {
    long[] clocks = play(100, 60_000, 0, 250, new LinkCost(325, 275));
    long largestSpend = 0;
    long largestJump = 0;
    for (int move = 2; move < clocks.length; move++) {
      long spend = clocks[move - 1] - clocks[move] - 250;
      long previousSpend = move > 2 ? clocks[move - 2] - clocks[move - 1] - 250 : spend;
      largestSpend = Math.max(largestSpend, spend);
      largestJump = Math.max(largestJump, Math.abs(spend - previousSpend));
    }
    assertThat(largestSpend).isLessThan(1_500);
    assertThat(largestJump).isLessThan(200);
  }
}
