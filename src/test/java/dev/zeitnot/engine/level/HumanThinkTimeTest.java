package dev.zeitnot.engine.level;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.time.TimeManager;
import dev.zeitnot.engine.time.TimeParams;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class HumanThinkTimeTest {

  private final SplittableRandom random = new SplittableRandom(5);

  /** The time manager's budget by the spec's formula (the clock over the horizon), which levels use. */
  private static final TimeParams SPEC_FORMULA = TimeParams.DEFAULT.with("BankMoves", 0);

  @Test
  void aMoveTakesHalfToAllOfTheTimeManagersSoftBudgetAndNeverLess() {
    SearchLimits limits = SearchLimits.clock(60_000, 60_000, 1_000, 1_000);
    long soft = TimeManager.budget(limits, 0, SPEC_FORMULA).softMs();
    long shortest = Long.MAX_VALUE;
    long longest = 0;
    for (int i = 0; i < 500; i++) {
      long ms = HumanThinkTime.millis(limits, 0, TimeParams.DEFAULT, random);
      shortest = Math.min(shortest, ms);
      longest = Math.max(longest, ms);
    }
    assertThat(shortest).isGreaterThanOrEqualTo(soft / 2).isGreaterThanOrEqualTo(HumanThinkTime.MIN_THINK_MS);
    assertThat(longest).isLessThanOrEqualTo(soft);
    assertThat(longest - shortest).as("the time varies from move to move").isGreaterThan(soft / 4);
  }

  @Test
  void aNearlyEmptyClockIsNeverOverspent() {
    SearchLimits limits = SearchLimits.clock(400, 60_000, 0, 0);
    long soft = TimeManager.budget(limits, 0, SPEC_FORMULA).softMs();
    for (int i = 0; i < 100; i++) {
      assertThat(HumanThinkTime.millis(limits, 0, TimeParams.DEFAULT, random)).isLessThanOrEqualTo(soft);
    }
  }

  @Test
  void aFixedMovetimeIsUsedWhole() {
    long budget = TimeManager.budget(SearchLimits.moveTime(2_000), 1, TimeParams.DEFAULT).softMs();
    assertThat(HumanThinkTime.millis(SearchLimits.moveTime(2_000), 1, TimeParams.DEFAULT, random)).isEqualTo(budget);
  }

  @Test
  void depthAndAnalysisSearchesDoNotWait() {
    assertThat(HumanThinkTime.millis(SearchLimits.depth(5), 0, TimeParams.DEFAULT, random)).isZero();
    assertThat(HumanThinkTime.millis(SearchLimits.untilStopped(), 0, TimeParams.DEFAULT, random)).isZero();
  }
}
