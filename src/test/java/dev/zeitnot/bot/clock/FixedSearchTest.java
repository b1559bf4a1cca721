package dev.zeitnot.bot.clock;

import static dev.zeitnot.bot.clock.RecentScores.NONE;
import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Position;
import dev.zeitnot.config.GoCommand;
import dev.zeitnot.config.TimeConfig;
import dev.zeitnot.engine.uci.UciGo;
import org.junit.jupiter.api.Test;

class FixedSearchTest {

  private static final int WHITE = 0;
  private static final Position START = Position.startpos();
  private final ClockBudget budget = new ClockBudget(TimeConfig.DEFAULT);

  private MoveBudget onClock(long ourClockMs) {
    ReportedClocks clocks = new ReportedClocks(true, ourClockMs, 60_000, 0, 0, 60_000);
    return budget.plan(clocks, WHITE, 20, START, 0, LinkCost.flat(50), NONE);
  }

  @Test
  void addsDepthAndNodesBesideTheClockSoTheSearchStopsAtWhicheverComesFirst() {
    MoveBudget plain = onClock(60_000);
    MoveBudget fixed = FixedSearch.apply(plain, new GoCommand(8, 50_000, 0), WHITE);
    assertThat(fixed.limits()).isEqualTo(plain.limits().withDepth(8).withNodes(50_000));
    assertThat(fixed.kind()).isEqualTo(MoveBudget.Kind.CLOCK);
    assertThat(UciGo.format(fixed.limits().foldTrips(WHITE))).as("what an external engine is told")
        .startsWith("go wtime ").endsWith(" depth 8 nodes 50000");
  }

  @Test
  void keepsAFixedMovetimeTheClockCanAfford() {
    MoveBudget fixed = FixedSearch.apply(onClock(60_000), new GoCommand(0, 0, 500), WHITE);
    assertThat(fixed.limits().moveTimeMs()).isEqualTo(500);
  }

  @Test
  void cutsAFixedMovetimeToTheClocksHardLimitSoItNeverFlags() {
    MoveBudget plain = onClock(20_000);
    MoveBudget fixed = FixedSearch.apply(plain, new GoCommand(0, 0, 30_000), WHITE);
    assertThat(fixed.limits().moveTimeMs()).isEqualTo(plain.hardLimitMs(WHITE)).isBetween(100L, 10_000L);
  }

  @Test
  void takesAFixedMovetimeAsItIsWithoutAClock() {
    ReportedClocks none = new ReportedClocks(false, -1, -1, 0, 0, 0);
    MoveBudget plain = budget.plan(none, WHITE, 20, START, 0, LinkCost.flat(50), NONE);
    MoveBudget fixed = FixedSearch.apply(plain, new GoCommand(0, 0, 120_000), WHITE);
    assertThat(fixed.limits().moveTimeMs()).isEqualTo(120_000);
  }

  @Test
  void cutsAFixedMovetimeOnTheFirstMoveToTheFirstMoveTimeSoTheGameIsNotAborted() {
    ReportedClocks clocks = new ReportedClocks(true, 60_000, 60_000, 0, 0, 60_000);
    MoveBudget first = budget.plan(clocks, WHITE, 0, START, 0, LinkCost.flat(50), NONE);
    MoveBudget fixed = FixedSearch.apply(first, new GoCommand(0, 0, 30_000), WHITE);
    assertThat(fixed.limits().moveTimeMs()).isEqualTo(TimeConfig.DEFAULT.firstMoveMs());
  }

  @Test
  void leavesAMovePlayedAtOnceAndANearEmptyClockAsTheyAre() {
    MoveBudget low = onClock(100);
    assertThat(low.kind()).isEqualTo(MoveBudget.Kind.LOW_CLOCK);
    assertThat(FixedSearch.apply(low, new GoCommand(20, 0, 5_000), WHITE)).isEqualTo(low);
    assertThat(FixedSearch.apply(MoveBudget.instant(), new GoCommand(20, 0, 0), WHITE))
        .isEqualTo(MoveBudget.instant());
  }

  @Test
  void changesNothingWithoutAFixedLimit() {
    MoveBudget plain = onClock(60_000);
    assertThat(FixedSearch.apply(plain, GoCommand.NONE, WHITE)).isEqualTo(plain);
  }
}
