package dev.zeitnot.bot.clock;

import static dev.zeitnot.bot.clock.RecentScores.NONE;
import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Position;
import dev.zeitnot.config.TimeConfig;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.time.TimeBudget;
import dev.zeitnot.engine.time.TimeManager;
import dev.zeitnot.engine.time.TimeParams;
import org.junit.jupiter.api.Test;

class ClockBudgetTest {

  private static final int WHITE = 0;
  private static final int BLACK = 1;
  private static final Position START = Position.startpos();
  /** Only Kxf1 is legal. */
  private static final Position ONE_LEGAL_MOVE = Position.fromFen("k7/8/8/8/8/8/5PPP/5rK1 w - - 0 40");
  private static final TimeParams BOT_PARAMS = TimeParams.DEFAULT.withMoveOverheadMs(0);
  private final ClockBudget budget = new ClockBudget(TimeConfig.DEFAULT);

  private static ReportedClocks clocks(long wtime, long btime, long inc) {
    return new ReportedClocks(true, wtime, btime, inc, inc, Math.max(wtime, btime));
  }

  @Test
  void subtractsTheTimeSinceReceiptFromOurClockOnlyAndHandsTheEngineTheMovesLeftAndTheirTrip() {
    MoveBudget plan = budget.plan(clocks(60_000, 55_000, 1_000), WHITE, 10, START, 12, LinkCost.flat(50), NONE);
    assertThat(plan.kind()).isEqualTo(MoveBudget.Kind.CLOCK);
    assertThat(plan.availableMs()).isEqualTo(60_000 - 12);
    assertThat(plan.movesLeft()).isEqualTo(ClockHorizon.movesLeft(60_000 - 12, 50, 1_000, 5, 60_000, NONE));
    assertThat(plan.limits())
        .isEqualTo(SearchLimits.clock(59_988, 55_000, 1_000, 1_000).withTrips(plan.movesLeft(), 50));
  }

  @Test
  void asBlackReducesTheBlackClock() {
    MoveBudget plan = budget.plan(clocks(30_000, 20_000, 100), BLACK, 11, START, 5, LinkCost.flat(100), NONE);
    assertThat(plan.limits().whiteTimeMs()).isEqualTo(30_000);
    assertThat(plan.limits().blackTimeMs()).isEqualTo(19_995);
  }

  @Test
  void thisMovesOverheadAboveATypicalTripComesOffTheClockAtOnce() {
    // p95 overhead 320 ms, mean trip 245 ms: this move keeps back 75 ms more than a typical one.
    MoveBudget plan = budget.plan(clocks(30_000, 30_000, 0), WHITE, 40, START, 0, new LinkCost(320, 245), NONE);
    assertThat(plan.availableMs()).isEqualTo(30_000 - 75);
    assertThat(plan.limits().tripMs()).isEqualTo(245);
  }

  @Test
  void whenOurLastMovesScoredALostGameTheEngineGetsLessOfTheClockToKeepTheTripsOfALongerGame() {
    RecentScores lost = GameLengthTest.scores(-650, -700, -640, -800, -720);
    ReportedClocks clocks = new ReportedClocks(true, 20_000, 5_000, 0, 0, 60_000);
    MoveBudget level = budget.plan(clocks, WHITE, 140, START, 0, LinkCost.flat(250), NONE);
    MoveBudget losing = budget.plan(clocks, WHITE, 140, START, 0, LinkCost.flat(250), lost);
    assertThat(losing.movesLeft())
        .isEqualTo(ClockHorizon.movesLeft(20_000, 250, 0, 70, 60_000, lost))
        .isGreaterThan(level.movesLeft());
    assertThat(TimeManager.budget(losing.limits(), 140, BOT_PARAMS).softMs())
        .isLessThan(TimeManager.budget(level.limits(), 140, BOT_PARAMS).softMs());
  }

  @Test
  void theEngineSharesTheClockLessTheTripsOfTheMovesLeftOverTheMovesLeft() {
    MoveBudget plan = budget.plan(clocks(60_000, 60_000, 0), WHITE, 20, START, 0, LinkCost.flat(300), NONE);
    TimeBudget engine = TimeManager.budget(plan.limits(), WHITE, BOT_PARAMS);
    int movesLeft = ClockHorizon.movesLeft(60_000, 300, 0, 10, 60_000, NONE);
    assertThat(engine.softMs()).isEqualTo((60_000 - movesLeft * 300L) / movesLeft);
  }

  @Test
  void theShareShrinksSmoothlyWithTheClockWithoutACliff() {
    long previous = Long.MAX_VALUE;
    for (long clock = 60_000; clock >= 5_000; clock -= 100) {
      MoveBudget plan = budget.plan(clocks(clock, 60_000, 0), WHITE, 80, START, 0, LinkCost.flat(300), NONE);
      long soft = TimeManager.budget(plan.limits(), WHITE, BOT_PARAMS).softMs();
      assertThat(soft).isLessThanOrEqualTo(previous);
      if (previous != Long.MAX_VALUE) {
        // 100 ms of clock is at most 100/15 ms a move; one move more in the count (never fewer than
        // 15) at most clock / (15 x 16).
        assertThat(previous - soft).isLessThanOrEqualTo(7 + clock / 240);
      }
      previous = soft;
    }
    assertThat(previous).isEqualTo(TimeParams.DEFAULT.minimumThinkMs());
  }

  @Test
  void aPositionWithOneLegalMoveIsPlayedAtOnceWhateverTheClock() {
    assertThat(ONE_LEGAL_MOVE.countLegal()).isEqualTo(1);
    MoveBudget plan = budget.plan(clocks(60_000, 60_000, 0), WHITE, 78, ONE_LEGAL_MOVE, 0, LinkCost.flat(50), NONE);
    assertThat(plan.kind()).isEqualTo(MoveBudget.Kind.INSTANT);
    assertThat(plan.isInstant()).isTrue();
  }

  @Test
  void neverHandsTheEngineLessThanTheFloorNorANegativeTime() {
    MoveBudget plan = budget.plan(clocks(40, 5_000, 0), WHITE, 30, START, 30, new LinkCost(100, 50), NONE);
    assertThat(plan.availableMs()).isEqualTo(ClockBudget.FLOOR_MS);
    assertThat(plan.limits().whiteTimeMs()).isEqualTo(ClockBudget.FLOOR_MS);
  }

  @Test
  void nearEmptyClockPlaysADepthOneMoveAtOnce() {
    MoveBudget plan = budget.plan(clocks(250, 5_000, 50), WHITE, 60, START, 0, LinkCost.flat(50), NONE);
    assertThat(plan.kind()).isEqualTo(MoveBudget.Kind.LOW_CLOCK);
    assertThat(plan.limits().depth()).isEqualTo(1);
    assertThat(plan.limits().whiteTimeMs()).isEqualTo(250);
  }

  @Test
  void lowClockThresholdGrowsWithABadLink() {
    assertThat(budget.lowClockThresholdMs(50)).isEqualTo(300);
    assertThat(budget.lowClockThresholdMs(200)).isEqualTo(600);
    assertThat(budget.plan(clocks(500, 5_000, 0), WHITE, 60, START, 0, LinkCost.flat(200), NONE).kind())
        .isEqualTo(MoveBudget.Kind.LOW_CLOCK);
    assertThat(budget.plan(clocks(500, 5_000, 0), WHITE, 60, START, 0, LinkCost.flat(50), NONE).kind())
        .isEqualTo(MoveBudget.Kind.CLOCK);
  }

  @Test
  void timeSpentSinceReceiptCountsTowardsTheLowClock() {
    assertThat(budget.plan(clocks(400, 5_000, 0), WHITE, 60, START, 150, LinkCost.flat(50), NONE).kind())
        .isEqualTo(MoveBudget.Kind.LOW_CLOCK);
  }

  @Test
  void eachSidesFirstMoveIsAShortFixedSearchWhateverTheClock() {
    MoveBudget white = budget.plan(clocks(180_000, 180_000, 2_000), WHITE, 0, START, 0, LinkCost.flat(50), NONE);
    MoveBudget black = budget.plan(clocks(180_000, 180_000, 2_000), BLACK, 1, START, 100, LinkCost.flat(50), NONE);
    assertThat(white.kind()).isEqualTo(MoveBudget.Kind.FIRST_MOVE);
    assertThat(white.limits()).isEqualTo(SearchLimits.moveTime(1_000));
    assertThat(black.limits()).isEqualTo(SearchLimits.moveTime(900));
  }

  @Test
  void secondMoveOfWhiteUsesTheClock() {
    assertThat(budget.plan(clocks(15_000, 15_000, 0), WHITE, 2, START, 0, LinkCost.flat(50), NONE).kind())
        .isEqualTo(MoveBudget.Kind.CLOCK);
  }

  @Test
  void correspondenceGetsAFixedThinkingTime() {
    MoveBudget plan = budget.plan(new ReportedClocks(false, 259_200_000, 259_200_000, 0, 0, 0), WHITE, 10,
        START, 0, LinkCost.flat(50), NONE);
    assertThat(plan.kind()).isEqualTo(MoveBudget.Kind.NO_CLOCK);
    assertThat(plan.limits()).isEqualTo(SearchLimits.moveTime(10_000));
  }

  @Test
  void correspondenceThinksForTheConfiguredTimePerMove() {
    TimeConfig d = TimeConfig.DEFAULT;
    ClockBudget configured = new ClockBudget(
        new TimeConfig(d.moveOverheadMs(), d.adaptiveOverhead(), d.firstMoveMs(), d.lowClockMs(), 60_000));
    MoveBudget plan = configured.plan(new ReportedClocks(false, 0, 0, 0, 0, 0), BLACK, 11, START, 0,
        LinkCost.flat(50), NONE);
    assertThat(plan.limits()).isEqualTo(SearchLimits.moveTime(60_000));
    assertThat(plan.availableMs()).isEqualTo(60_000);
  }
}
