package dev.zeitnot.arena.clock;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ArenaClockTest {

  @Test
  void nothingRunsBeforeTheClockIsStarted() {
    ArenaClock clock = new ArenaClock(60_000, 1_000);
    assertThat(clock.running()).isEqualTo(-1);
    assertThat(clock.charge(0, 5_000)).isTrue();
    assertThat(clock.reported(0, 99_000)).isEqualTo(60_000);
    assertThat(clock.reported(1, 99_000)).isEqualTo(60_000);
  }

  @Test
  void chargesTheMoverTheWholeIntervalSinceItsClockStarted() {
    ArenaClock clock = new ArenaClock(60_000, 0);
    clock.start(0, 1_000);
    assertThat(clock.charge(0, 3_456)).isTrue();
    assertThat(clock.exactRemaining(0, 10_000)).isEqualTo(60_000 - 2_456);
  }

  @Test
  void reportsWholeCentisecondsWithThePendingTimeDeducted() {
    ArenaClock clock = new ArenaClock(60_000, 0);
    clock.start(1, 0);
    assertThat(clock.reported(1, 1_234)).isEqualTo(58_760);
    assertThat(clock.reported(1, 1_234) % 10).isZero();
    assertThat(clock.reported(0, 1_234)).isEqualTo(60_000);
  }

  @Test
  void incrementIsAddedOnlyWhenTheCallerSaysTheMoveCounts() {
    ArenaClock clock = new ArenaClock(60_000, 2_000);
    clock.start(0, 0);
    clock.charge(0, 1_000);
    clock.addIncrement(0);
    assertThat(clock.exactRemaining(0, 5_000)).isEqualTo(61_000);
  }

  @Test
  void aMoveAtOrAfterTheRemainingTimeIsLateAndLeavesZero() {
    ArenaClock clock = new ArenaClock(60_000, 0);
    clock.start(0, 0);
    assertThat(clock.isFlagged(59_999)).isFalse();
    assertThat(clock.isFlagged(60_000)).isTrue();
    assertThat(clock.charge(0, 60_000)).isFalse();
    assertThat(clock.exactRemaining(0, 60_000)).isZero();
  }

  @Test
  void zeroLimitGamesStartAtTheLargerOfIncrementAndThreeSeconds() {
    assertThat(new ArenaClock(0, 1_000).exactRemaining(0, 0)).isEqualTo(3_000);
    assertThat(new ArenaClock(0, 5_000).exactRemaining(1, 0)).isEqualTo(5_000);
  }

  @Test
  void stoppingChargesTheRunningSide() {
    ArenaClock clock = new ArenaClock(10_000, 0);
    clock.start(1, 0);
    clock.stop(4_000);
    assertThat(clock.running()).isEqualTo(-1);
    assertThat(clock.exactRemaining(1, 50_000)).isEqualTo(6_000);
  }

  @Test
  void aRestoredClockKeepsRunningWithTheTimeAlreadyUsed() {
    ArenaClock clock = ArenaClock.restore(60_000, 0, 50_000, 40_000, 1, 3_000, 100_000);
    assertThat(clock.exactRemaining(1, 100_000)).isEqualTo(37_000);
    assertThat(clock.exactRemaining(0, 100_000)).isEqualTo(50_000);
  }
}
