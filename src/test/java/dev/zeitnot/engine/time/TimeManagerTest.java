package dev.zeitnot.engine.time;

import static dev.zeitnot.engine.time.TimeManager.NODE_SHARE_UNKNOWN;
import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.engine.SearchLimits;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class TimeManagerTest {

  private static final int WHITE = 0;
  private static final int BLACK = 1;
  private static final TimeParams PARAMS = TimeParams.DEFAULT;
  /** The spec's reference formula for a GUI's sudden-death clock: the clock over the horizon. */
  private static final TimeParams SPEC = PARAMS.with("BankMoves", 0);

  private final AtomicLong nanos = new AtomicLong(1_000_000_000L);

  private void advanceMs(long ms) {
    nanos.addAndGet(ms * 1_000_000L);
  }

  @Test
  void workedExampleOfTheSpecGivesSoftTwoPointSevenFiveAndHardEightPointTwoFiveSeconds() {
    TimeBudget budget = TimeManager.budget(SearchLimits.clock(60_000, 60_000, 1_000, 1_000), WHITE, SPEC);
    // (60000 - 30) / 30 + 750 = 2749 ms, the spec's "2.75 s"; hard is three times that.
    assertThat(budget.softMs()).isEqualTo(2_749);
    assertThat(budget.hardMs()).isEqualTo(8_247);
  }

  @Test
  void usesTheClockOfTheSideToMove() {
    TimeBudget budget = TimeManager.budget(SearchLimits.clock(60_000, 30_030, 0, 0), BLACK, SPEC);
    assertThat(budget.softMs()).isEqualTo(1_000);
  }

  @Test
  void withTheClientsPlanTheClockLessTheTripsOfTheMovesLeftIsSharedOverThem() {
    TimeParams bot = PARAMS.withMoveOverheadMs(0);
    TimeBudget budget = TimeManager.budget(SearchLimits.clock(60_000, 60_000, 0, 0).withTrips(50, 250), WHITE, bot);
    assertThat(budget.softMs()).isEqualTo((60_000 - 50 * 250) / 50);
    assertThat(budget.hardMs()).isEqualTo(3 * 950);
  }

  @Test
  void theClientsMovesLeftAreNotClampedToTheHorizon() {
    TimeParams bot = PARAMS.withMoveOverheadMs(0);
    TimeBudget budget = TimeManager.budget(SearchLimits.clock(60_000, 0, 0, 0).withTrips(60, 0), WHITE, bot);
    assertThat(budget.softMs()).isEqualTo(1_000);
  }

  @Test
  void whenTheTripsEatTheWholeClockOnlyTheFloorIsLeft() {
    TimeParams bot = PARAMS.withMoveOverheadMs(0);
    TimeBudget budget = TimeManager.budget(SearchLimits.clock(5_000, 0, 0, 0).withTrips(40, 250), WHITE, bot);
    assertThat(budget.softMs()).isEqualTo(bot.minimumThinkMs());
    assertThat(budget.hardMs()).isEqualTo(bot.minimumThinkMs());
  }

  @Test
  void theHardLimitNeverTouchesTheTripsOfTheMovesAfterThisOne() {
    TimeParams bot = PARAMS.withMoveOverheadMs(0);
    // 20 s, 10 moves of 1 s trips: 10 s is free, the cap is half of it.
    TimeBudget budget = TimeManager.budget(SearchLimits.clock(20_000, 0, 0, 0).withTrips(10, 1_000), WHITE, bot);
    assertThat(budget.softMs()).isEqualTo(1_000);
    assertThat(budget.hardMs()).isEqualTo(3_000);
    // Two moves left: 10 s free, but this move may take only half of what the next trip leaves.
    TimeBudget tight = TimeManager.budget(SearchLimits.clock(12_000, 0, 0, 0).withTrips(2, 1_000), WHITE, bot);
    assertThat(tight.softMs()).isEqualTo(5_000);
    assertThat(tight.hardMs()).isEqualTo(5_000);
  }

  @Test
  void anIncrementThatPaysTheTripsFreesTheClockForTheCap() {
    TimeParams bot = PARAMS.withMoveOverheadMs(0);
    // 3+2 on a 300 ms link with 1 s left: the trips are paid by the increment, the cap is half of 0.7 s.
    TimeBudget budget = TimeManager.budget(SearchLimits.clock(1_000, 0, 2_000, 0).withTrips(45, 300), WHITE, bot);
    assertThat(budget.softMs()).isEqualTo(350);
    assertThat(budget.hardMs()).isEqualTo(350);
  }

  @Test
  void moveTimeGivesEqualSoftAndHardLessOverheadAndIsNotRescaled() {
    TimeBudget budget = TimeManager.budget(SearchLimits.moveTime(1_000), WHITE, PARAMS);
    assertThat(budget.softMs()).isEqualTo(970);
    assertThat(budget.hardMs()).isEqualTo(970);
    assertThat(TimeManager.scaledSoftMs(budget, PARAMS, 0, 100, NODE_SHARE_UNKNOWN)).isEqualTo(970);
    assertThat(TimeManager.scaledSoftMs(budget, PARAMS, 4, 0, NODE_SHARE_UNKNOWN)).isEqualTo(970);
  }

  @Test
  void movesToGoIsClampedToTheHorizon() {
    TimeBudget many = TimeManager.budget(SearchLimits.clock(30_030, 0, 0, 0).withMovesToGo(60), WHITE, PARAMS);
    assertThat(many.softMs()).isEqualTo(1_000);
    TimeBudget ten = TimeManager.budget(SearchLimits.clock(30_030, 0, 0, 0).withMovesToGo(10), WHITE, PARAMS);
    assertThat(ten.softMs()).isEqualTo(3_000);
  }

  @Test
  void bothLimitsAreCappedAtHalfTheRemainingClock() {
    TimeBudget lastMove = TimeManager.budget(SearchLimits.clock(10_030, 0, 0, 0).withMovesToGo(1), WHITE, PARAMS);
    assertThat(lastMove.softMs()).isEqualTo(5_000);
    assertThat(lastMove.hardMs()).isEqualTo(5_000);

    TimeBudget bigIncrement = TimeManager.budget(SearchLimits.clock(2_030, 0, 10_000, 0), WHITE, SPEC);
    assertThat(bigIncrement.softMs()).isEqualTo(1_000);
    assertThat(bigIncrement.hardMs()).isEqualTo(1_000);
  }

  @Test
  void hardIsCappedBeforeSoftWhenThreeTimesSoftExceedsHalfTheClock() {
    TimeBudget budget = TimeManager.budget(SearchLimits.clock(10_030, 0, 0, 0).withMovesToGo(5), WHITE, PARAMS);
    assertThat(budget.softMs()).isEqualTo(2_000);
    assertThat(budget.hardMs()).isEqualTo(5_000);
  }

  @Test
  void aClockBelowTheOverheadGivesTheFloorAndNeverANegativeTime() {
    TimeBudget budget = TimeManager.budget(SearchLimits.clock(10, 0, 0, 0), WHITE, PARAMS);
    assertThat(budget.softMs()).isEqualTo(PARAMS.minimumThinkMs());
    assertThat(budget.hardMs()).isEqualTo(PARAMS.minimumThinkMs());
    TimeBudget fixed = TimeManager.budget(SearchLimits.moveTime(5), WHITE, PARAMS);
    assertThat(fixed.hardMs()).isEqualTo(PARAMS.minimumThinkMs());
  }

  @Test
  void noClockInfiniteDepthAndNodeSearchesAreUnlimited() {
    assertThat(TimeManager.budget(SearchLimits.untilStopped(), WHITE, PARAMS).isUnlimited()).isTrue();
    assertThat(TimeManager.budget(SearchLimits.depth(5), WHITE, PARAMS).isUnlimited()).isTrue();
    assertThat(TimeManager.budget(SearchLimits.nodes(1000), WHITE, PARAMS).isUnlimited()).isTrue();
    assertThat(TimeManager.budget(SearchLimits.clock(60_000, -1, 0, 0), BLACK, PARAMS).isUnlimited()).isTrue();
  }

  @Test
  void stabilityScalesTheSoftLimitFrom180To75Percent() {
    TimeBudget budget = new TimeBudget(1_000, 10_000, true);
    assertThat(TimeManager.scaledSoftMs(budget, PARAMS, 0, 0, NODE_SHARE_UNKNOWN)).isEqualTo(1_800);
    assertThat(TimeManager.scaledSoftMs(budget, PARAMS, 1, 0, NODE_SHARE_UNKNOWN)).isEqualTo(1_400);
    assertThat(TimeManager.scaledSoftMs(budget, PARAMS, 2, 0, NODE_SHARE_UNKNOWN)).isEqualTo(1_100);
    assertThat(TimeManager.scaledSoftMs(budget, PARAMS, 3, 0, NODE_SHARE_UNKNOWN)).isEqualTo(900);
    assertThat(TimeManager.scaledSoftMs(budget, PARAMS, 4, 0, NODE_SHARE_UNKNOWN)).isEqualTo(750);
    assertThat(TimeManager.scaledSoftMs(budget, PARAMS, 12, 0, NODE_SHARE_UNKNOWN)).isEqualTo(750);
  }

  @Test
  void aFallingScoreExtendsOnePercentPerCentipawnUpToOneHundred() {
    TimeBudget budget = new TimeBudget(1_000, 10_000, true);
    assertThat(TimeManager.scaledSoftMs(budget, PARAMS, 2, 30, NODE_SHARE_UNKNOWN)).isEqualTo(1_430);
    assertThat(TimeManager.scaledSoftMs(budget, PARAMS, 2, 100, NODE_SHARE_UNKNOWN)).isEqualTo(2_200);
    assertThat(TimeManager.scaledSoftMs(budget, PARAMS, 2, 500, NODE_SHARE_UNKNOWN)).isEqualTo(2_200);
    assertThat(TimeManager.scaledSoftMs(budget, PARAMS, 2, -50, NODE_SHARE_UNKNOWN)).isEqualTo(1_100);
  }

  @Test
  void aBestMoveThatTookFewOfTheNodesGetsMoreTimeOneThatTookThemAllLess() {
    TimeBudget budget = new TimeBudget(1_000, 10_000, true);
    TimeParams params = PARAMS.with("NodeShareBasePercent", 60).with("NodeShareGrowth", 2);
    assertThat(TimeManager.scaledSoftMs(budget, params, 2, 0, 100)).isEqualTo(660);
    assertThat(TimeManager.scaledSoftMs(budget, params, 2, 0, 80)).isEqualTo(1_100);
    assertThat(TimeManager.scaledSoftMs(budget, params, 2, 0, 40)).isEqualTo(1_980);
    assertThat(TimeManager.scaledSoftMs(budget, params, 2, 0, NODE_SHARE_UNKNOWN)).isEqualTo(1_100);
  }

  @Test
  void withoutGrowthAndAtBaseOneHundredTheNodeShareChangesNothing() {
    TimeBudget budget = new TimeBudget(1_000, 10_000, true);
    TimeParams off = PARAMS.with("NodeShareBasePercent", 100).with("NodeShareGrowth", 0);
    for (int share : new int[] {0, 35, 100}) {
      assertThat(TimeManager.scaledSoftMs(budget, off, 1, 30, share))
          .isEqualTo(TimeManager.scaledSoftMs(budget, off, 1, 30, NODE_SHARE_UNKNOWN));
    }
  }

  @Test
  void theScaledSoftLimitNeverPassesTheHardLimit() {
    TimeBudget budget = new TimeBudget(1_000, 1_500, true);
    assertThat(TimeManager.scaledSoftMs(budget, PARAMS, 0, 100, NODE_SHARE_UNKNOWN)).isEqualTo(1_500);
  }

  @Test
  void stopsAtTheHardLimitAndStartsNoDepthOnceSixtyPercentOfTheScaledSoftLimitIsSpent() {
    // soft 2749 ms, x 110 % for two stable depths = 3023 ms; a depth starts only before 60 % of it.
    TimeManager tm = new TimeManager(SearchLimits.clock(60_000, 60_000, 1_000, 1_000), WHITE, 0, SPEC, nanos::get);
    advanceMs(1_812);
    assertThat(tm.softLimitReached(2, 0, NODE_SHARE_UNKNOWN)).isFalse();
    advanceMs(1);
    assertThat(tm.softLimitReached(2, 0, NODE_SHARE_UNKNOWN)).isTrue();
    assertThat(tm.hardLimitReached()).isFalse();
    advanceMs(8_247 - 1_813);
    assertThat(tm.hardLimitReached()).isTrue();
  }

  @Test
  void theNewDepthRuleAppliesToTheClientsPlanToo() {
    // (60000 - 50 x 250) / 50 = 950 ms soft, x 110 % = 1045, 60 % of it = 627 ms.
    SearchLimits plan = SearchLimits.clock(60_000, 60_000, 0, 0).withTrips(50, 250);
    TimeManager tm = new TimeManager(plan, WHITE, 40, PARAMS.withMoveOverheadMs(0), nanos::get);
    advanceMs(626);
    assertThat(tm.softLimitReached(2, 0, NODE_SHARE_UNKNOWN)).isFalse();
    advanceMs(1);
    assertThat(tm.softLimitReached(2, 0, NODE_SHARE_UNKNOWN)).isTrue();
  }

  @Test
  void aFixedMoveTimeStartsDepthsUntilItIsSpent() {
    TimeManager tm = new TimeManager(SearchLimits.moveTime(1_000), WHITE, 0, PARAMS, nanos::get);
    advanceMs(969);
    assertThat(tm.softLimitReached(4, 0, NODE_SHARE_UNKNOWN)).isFalse();
    advanceMs(1);
    assertThat(tm.softLimitReached(4, 0, NODE_SHARE_UNKNOWN)).isTrue();
  }

  @Test
  void ponderingIgnoresLimitsUntilPonderHitThenRunsTheHardLimitFromThere() {
    SearchLimits limits = SearchLimits.clock(60_000, 60_000, 1_000, 1_000).withPonder(true);
    TimeManager tm = new TimeManager(limits, WHITE, 0, SPEC, nanos::get);
    advanceMs(20_000);
    assertThat(tm.hardLimitReached()).isFalse();
    assertThat(tm.softLimitReached(0, 0, NODE_SHARE_UNKNOWN)).isFalse();
    tm.ponderHit();
    assertThat(tm.softLimitReached(4, 0, NODE_SHARE_UNKNOWN)).isTrue();
    assertThat(tm.hardLimitReached()).isFalse();
    advanceMs(8_247);
    assertThat(tm.hardLimitReached()).isTrue();
  }

  @Test
  void aSuddenDeathClockWithoutPlanSpendsAShareOfTheBankOfClockAndIncrements() {
    // 10+0.1 at the first ply: bank = 9970 + 49 x 75 ms = 13645 ms; share (112 + 56 sqrt 3) / 10000.
    TimeBudget first = TimeManager.budget(SearchLimits.clock(10_000, 10_000, 100, 100), WHITE, 0, PARAMS);
    assertThat(first.softMs()).isEqualTo(285);
    assertThat(first.hardMs()).isEqualTo(855);
  }

  @Test
  void theBanksShareGrowsWithTheGamePly() {
    SearchLimits clock = SearchLimits.clock(10_000, 10_000, 100, 100);
    // ply 40: share (112 + 56 sqrt 43) / 10000 of 13645 ms.
    assertThat(TimeManager.budget(clock, WHITE, 40, PARAMS).softMs()).isEqualTo(653);
    long previous = 0;
    for (int ply = 0; ply < 300; ply++) {
      long soft = TimeManager.budget(clock, WHITE, ply, PARAMS).softMs();
      assertThat(soft).isGreaterThanOrEqualTo(previous);
      previous = soft;
    }
  }

  @Test
  void aSmallClockLivingOnItsIncrementSpendsAFifthOfItAndHardStaysBelowHalf() {
    // 530 ms at ply 80 with 100 ms increment: bank 4175 x 6.2 % = 259 ms, capped at 20 % of 500.
    TimeBudget budget = TimeManager.budget(SearchLimits.clock(530, 10_000, 100, 100), WHITE, 80, PARAMS);
    assertThat(budget.softMs()).isEqualTo(100);
    assertThat(budget.hardMs()).isEqualTo(250);
  }

  @Test
  void theBankNeverPlansWithMovesToGoOrTheClientsMovesLeft() {
    TimeBudget movesToGo = TimeManager.budget(SearchLimits.clock(30_030, 0, 0, 0).withMovesToGo(10), WHITE, 0, PARAMS);
    assertThat(movesToGo.softMs()).isEqualTo(3_000);
    TimeBudget plan = TimeManager.budget(SearchLimits.clock(60_000, 0, 0, 0).withTrips(60, 0), WHITE, 0,
        PARAMS.withMoveOverheadMs(0));
    assertThat(plan.softMs()).isEqualTo(1_000);
  }

  @Test
  void parametersCanBeSetByTheirUciNames() {
    TimeParams p = PARAMS.with("move overhead", 0).with("MovesHorizon", 40);
    assertThat(p.moveOverheadMs()).isZero();
    assertThat(p.movesHorizon()).isEqualTo(40);
    assertThat(p.get("Stability4Percent")).isEqualTo(75);
    assertThat(TimeParams.isOption("HardLimitPercent")).isTrue();
  }
}
