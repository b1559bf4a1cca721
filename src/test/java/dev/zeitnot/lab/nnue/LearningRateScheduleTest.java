package dev.zeitnot.lab.nnue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class LearningRateScheduleTest {

  @Test
  void aCosineStartsAtItsStartPassesTheMidpointHalfwayAndEndsAtItsEnd() {
    LearningRateSchedule cosine = new LearningRateSchedule.Cosine(1e-3, 1e-6);
    assertThat(cosine.rate(1, 0)).isEqualTo(1e-3);
    assertThat(cosine.rate(8, 0.5)).isCloseTo((1e-3 + 1e-6) / 2, within(1e-12));
    assertThat(cosine.rate(16, 1)).isCloseTo(1e-6, within(1e-15));
    assertThat(cosine.rate(12, 0.75)).isLessThan(cosine.rate(4, 0.25));
  }

  @Test
  void stepsMultiplyTheStartEveryFewEpochsAndNeverWhenEveryIsZero() {
    LearningRateSchedule steps = new LearningRateSchedule.Steps(1e-3, 6, 0.3);
    assertThat(steps.rate(6, 0.3)).isEqualTo(1e-3);
    assertThat(steps.rate(7, 0.4)).isCloseTo(3e-4, within(1e-12));
    assertThat(steps.rate(13, 0.8)).isCloseTo(9e-5, within(1e-12));
    assertThat(new LearningRateSchedule.Steps(1e-3, 0, 0.3).rate(40, 0.99)).isEqualTo(1e-3);
  }

  @Test
  void aCosineThatWouldRiseIsRefused() {
    assertThatThrownBy(() -> new LearningRateSchedule.Cosine(1e-4, 1e-3)).hasMessageContaining("end <= start");
  }
}
