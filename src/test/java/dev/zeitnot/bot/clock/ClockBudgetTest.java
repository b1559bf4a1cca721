package dev.zeitnot.bot.clock;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.config.TimeConfig;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.time.TimeBudget;
import dev.zeitnot.engine.time.TimeManager;
import dev.zeitnot.engine.time.TimeParams;
import org.junit.jupiter.api.Test;

class ClockBudgetTest {

  private static final int WHITE = 0;
  private static final int BLACK = 1;
  private final ClockBudget budget = new ClockBudget(TimeConfig.DEFAULT);

  private static ReportedClocks clocks(long wtime, long btime, long inc) {
    return new ReportedClocks(true, wtime, btime, inc, inc);
  }

  @Test
  void subtractsTheTimeSinceReceiptAndTheOverheadFromOurClockOnly() {
    MoveBudget plan = budget.plan(clocks(60_000, 55_000, 1_000), WHITE, 10, 12, 50);
    assertThat(plan.kind()).isEqualTo(MoveBudget.Kind.CLOCK);
    assertThat(plan.availableMs()).isEqualTo(60_000 - 12 - 50);
    assertThat(plan.limits()).isEqualTo(SearchLimits.clock(59_938, 55_000, 1_000, 1_000));
  }

  @Test
  void asBlackReducesTheBlackClock() {
    MoveBudget plan = budget.plan(clocks(30_000, 20_000, 100), BLACK, 11, 5, 100);
    assertThat(plan.limits()).isEqualTo(SearchLimits.clock(30_000, 19_895, 100, 100));
  }

  @Test
  void withoutIncrementKeepsTheRoundTripsOfFutureMovesBack() {
    // 1+0 on a slow link: 300 ms a trip, 60 future trips kept back.
    MoveBudget plan = budget.plan(clocks(30_000, 30_000, 0), WHITE, 40, 0, 300);
    assertThat(plan.availableMs()).isEqualTo(30_000 - 300 - 60 * 300);
  }

  @Test
  void keepsBackOnlyThePartOfTheTripTheIncrementDoesNotPay() {
    MoveBudget plan = budget.plan(clocks(30_000, 30_000, 200), WHITE, 40, 0, 300);
    assertThat(plan.availableMs()).isEqualTo(30_000 - 300 - 60 * 100);
  }

  @Test
  void aSuddenDeathGameOnASlowLinkAffordsAHundredMovesWithoutFlagging() {
    // Each move costs the engine's share of what it is handed plus the 300 ms trip.
    long clock = 60_000;
    for (int move = 0; move < 100; move++) {
      MoveBudget plan = budget.plan(clocks(clock, clock, 0), WHITE, 2 + 2 * move, 0, 300);
      TimeBudget engine =
          TimeManager.budget(plan.limits(), WHITE, TimeParams.DEFAULT.withMoveOverheadMs(0));
      long spent = plan.kind() == MoveBudget.Kind.CLOCK ? engine.softMs() : 0;
      clock -= spent + 300;
      assertThat(clock).as("clock after move %d", move + 1).isPositive();
    }
  }

  @Test
  void theEngineThenSpendsTheSpecsShareOfWhatIsReallyLeft() {
    // Spec example shape: 60 s, 1 s increment; the bot already took 50 ms, the engine takes none.
    MoveBudget plan = budget.plan(clocks(60_000, 60_000, 1_000), WHITE, 20, 0, 50);
    TimeBudget engine = TimeManager.budget(plan.limits(), WHITE, TimeParams.DEFAULT.withMoveOverheadMs(0));
    assertThat(engine.softMs()).isEqualTo(59_950 / 30 + 750);
    assertThat(engine.hardMs()).isLessThanOrEqualTo(59_950 / 2);
  }

  @Test
  void neverHandsTheEngineLessThanTheFloorNorANegativeTime() {
    MoveBudget plan = budget.plan(clocks(40, 5_000, 0), WHITE, 30, 30, 50);
    assertThat(plan.availableMs()).isEqualTo(ClockBudget.FLOOR_MS);
    assertThat(plan.limits().whiteTimeMs()).isEqualTo(ClockBudget.FLOOR_MS);
  }

  @Test
  void nearEmptyClockPlaysADepthOneMoveAtOnce() {
    MoveBudget plan = budget.plan(clocks(250, 5_000, 50), WHITE, 60, 0, 50);
    assertThat(plan.kind()).isEqualTo(MoveBudget.Kind.LOW_CLOCK);
    assertThat(plan.limits().depth()).isEqualTo(1);
    assertThat(plan.limits().whiteTimeMs()).isEqualTo(200);
  }

  @Test
  void lowClockThresholdGrowsWithABadLink() {
    assertThat(budget.lowClockThresholdMs(50)).isEqualTo(300);
    assertThat(budget.lowClockThresholdMs(200)).isEqualTo(600);
    assertThat(budget.plan(clocks(500, 5_000, 0), WHITE, 60, 0, 200).kind())
        .isEqualTo(MoveBudget.Kind.LOW_CLOCK);
    assertThat(budget.plan(clocks(500, 5_000, 0), WHITE, 60, 0, 50).kind())
        .isEqualTo(MoveBudget.Kind.CLOCK);
  }

  @Test
  void timeSpentSinceReceiptCountsTowardsTheLowClock() {
    assertThat(budget.plan(clocks(400, 5_000, 0), WHITE, 60, 150, 50).kind())
        .isEqualTo(MoveBudget.Kind.LOW_CLOCK);
  }

  @Test
  void eachSidesFirstMoveIsAShortFixedSearchWhateverTheClock() {
    MoveBudget white = budget.plan(clocks(180_000, 180_000, 2_000), WHITE, 0, 0, 50);
    MoveBudget black = budget.plan(clocks(180_000, 180_000, 2_000), BLACK, 1, 100, 50);
    assertThat(white.kind()).isEqualTo(MoveBudget.Kind.FIRST_MOVE);
    assertThat(white.limits()).isEqualTo(SearchLimits.moveTime(1_000));
    assertThat(black.limits()).isEqualTo(SearchLimits.moveTime(900));
  }

  @Test
  void secondMoveOfWhiteUsesTheClock() {
    assertThat(budget.plan(clocks(15_000, 15_000, 0), WHITE, 2, 0, 50).kind())
        .isEqualTo(MoveBudget.Kind.CLOCK);
  }

  @Test
  void correspondenceGetsAFixedThinkingTime() {
    MoveBudget plan = budget.plan(new ReportedClocks(false, 259_200_000, 259_200_000, 0, 0), WHITE, 10, 0, 50);
    assertThat(plan.kind()).isEqualTo(MoveBudget.Kind.NO_CLOCK);
    assertThat(plan.limits()).isEqualTo(SearchLimits.moveTime(ClockBudget.NO_CLOCK_MOVE_MS));
  }
}
