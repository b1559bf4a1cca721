package dev.zeitnot.engine.level;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class LevelTest {

  @Test
  void theLowestLevelLooksShallowAndTakesWorseMovesReadily() {
    Level low = Level.of(Level.MIN_ELO);
    Level high = Level.of(Level.MAX_ELO);
    assertThat(low.depth()).isLessThan(high.depth());
    assertThat(low.nodes()).isLessThan(high.nodes());
    assertThat(low.temperatureCp()).isGreaterThan(high.temperatureCp());
    assertThat(low.windowCp()).isGreaterThan(high.windowCp());
    assertThat(low.oversightPercent()).isGreaterThan(high.oversightPercent());
  }

  @Test
  void everyParameterMovesOneWayAsTheLevelRises() {
    Level previous = Level.of(Level.MIN_ELO);
    for (int elo = Level.MIN_ELO + 50; elo <= Level.MAX_ELO; elo += 50) {
      Level level = Level.of(elo);
      assertThat(level.depth()).isGreaterThanOrEqualTo(previous.depth());
      assertThat(level.nodes()).isGreaterThanOrEqualTo(previous.nodes());
      assertThat(level.temperatureCp()).isLessThanOrEqualTo(previous.temperatureCp());
      assertThat(level.windowCp()).isLessThanOrEqualTo(previous.windowCp());
      assertThat(level.oversightPercent()).isLessThanOrEqualTo(previous.oversightPercent());
      previous = level;
    }
  }

  @Test
  void ofClampsARatingOutsideTheRange() {
    assertThat(Level.of(800).elo()).isEqualTo(Level.MIN_ELO);
    assertThat(Level.of(3000).elo()).isEqualTo(Level.MAX_ELO);
  }

  @Test
  void theConstructorRejectsARatingOutsideTheRangeNamingIt() {
    assertThatThrownBy(() -> new Level(1100, 2, 5_000, 3, 50, 100, 10))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("1200..2200").hasMessageContaining("1100");
  }
}
