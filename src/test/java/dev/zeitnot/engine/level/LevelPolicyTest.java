package dev.zeitnot.engine.level;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class LevelPolicyTest {

  @Test
  void fullStrengthPlaysNoLevelWhateverTheOpponent() {
    assertThat(LevelPolicy.FULL_STRENGTH.forOpponent(OptionalInt.of(1500))).isEmpty();
    assertThat(LevelPolicy.FULL_STRENGTH.forOpponent(OptionalInt.empty())).isEmpty();
  }

  @Test
  void aFixedLevelIsPlayedAgainstEveryone() {
    LevelPolicy policy = new LevelPolicy(1600, false, 0, Level.MIN_ELO, Level.MAX_ELO);
    assertThat(policy.forOpponent(OptionalInt.of(2100)).orElseThrow().elo()).isEqualTo(1600);
  }

  @Test
  void byRatingPlaysTheOpponentsRatingPlusTheOffsetClampedToTheRange() {
    LevelPolicy policy = new LevelPolicy(LevelPolicy.OFF, true, -100, 1300, 2000);
    assertThat(policy.forOpponent(OptionalInt.of(1700)).orElseThrow().elo()).isEqualTo(1600);
    assertThat(policy.forOpponent(OptionalInt.of(900)).orElseThrow().elo()).isEqualTo(1300);
    assertThat(policy.forOpponent(OptionalInt.of(2600)).orElseThrow().elo()).isEqualTo(2000);
  }

  @Test
  void byRatingWithoutAKnownRatingFallsBackToTheFixedLevel() {
    assertThat(new LevelPolicy(1500, true, 0, 1200, 2200).forOpponent(OptionalInt.empty()).orElseThrow().elo())
        .isEqualTo(1500);
    assertThat(new LevelPolicy(LevelPolicy.OFF, true, 0, 1200, 2200).forOpponent(OptionalInt.empty())).isEmpty();
  }

  @Test
  void anEmptyRangeIsRefused() {
    assertThatThrownBy(() -> new LevelPolicy(LevelPolicy.OFF, true, 0, 2000, 1500))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("2000..1500");
  }
}
