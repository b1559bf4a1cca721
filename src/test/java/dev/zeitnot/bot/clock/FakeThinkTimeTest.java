package dev.zeitnot.bot.clock;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Color;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.level.HumanThinkTime;
import dev.zeitnot.engine.time.TimeManager;
import dev.zeitnot.engine.time.TimeParams;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class FakeThinkTimeTest {

  /** 3+2, both sides with 150 s. */
  private static final ReportedClocks BLITZ = new ReportedClocks(true, 150_000, 150_000, 2_000, 2_000, 180_000);

  @Test
  void holdsAMoveFromPlyTenForAHumanShareOfTheBudget() {
    FakeThinkTime fake = new FakeThinkTime(true, new SplittableRandom(1));
    long soft = TimeManager.budget(SearchLimits.clock(150_000, 150_000, 2_000, 2_000), Color.WHITE,
        TimeParams.DEFAULT.withMoveOverheadMs(50).with("BankMoves", 0)).softMs();
    for (int i = 0; i < 200; i++) {
      assertThat(fake.holdMs(BLITZ, Color.WHITE, 10, 50, false)).isBetween(Math.max(soft / 2, 300), soft);
    }
  }

  @Test
  void theOpeningNoClockAndOffGoAtOnceAndAForcedMoveTakesLittle() {
    FakeThinkTime fake = new FakeThinkTime(true, new SplittableRandom(1));
    assertThat(fake.holdMs(BLITZ, Color.WHITE, 9, 50, false)).as("ply 9").isZero();
    assertThat(fake.holdMs(new ReportedClocks(false, 0, 0, 0, 0, 0), Color.WHITE, 30, 50, false)).isZero();
    assertThat(new FakeThinkTime(false, new SplittableRandom(1)).holdMs(BLITZ, Color.WHITE, 30, 50, false)).isZero();
    assertThat(fake.holdMs(BLITZ, Color.BLACK, 31, 50, true)).isEqualTo(HumanThinkTime.MIN_THINK_MS);
  }
}
