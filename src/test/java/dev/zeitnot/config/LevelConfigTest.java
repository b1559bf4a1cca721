package dev.zeitnot.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zeitnot.engine.level.LevelPolicy;
import org.junit.jupiter.api.Test;

class LevelConfigTest {

  private static LevelPolicy levelOf(String yaml) {
    return ((EngineConfig.Builtin) ConfigLoader.parse(yaml).engine()).level();
  }

  @Test
  void theDefaultIsFullStrength() {
    assertThat(levelOf("")).isEqualTo(LevelPolicy.FULL_STRENGTH);
    assertThat(levelOf("engine:\n  builtin:\n    level: off\n")).isEqualTo(LevelPolicy.FULL_STRENGTH);
  }

  @Test
  void aRatingSetsAFixedLevel() {
    assertThat(levelOf("engine:\n  builtin:\n    level: 1500\n").level()).isEqualTo(1500);
  }

  @Test
  void levelByRatingReadsItsOffsetAndRange() {
    LevelPolicy policy = levelOf("engine:\n  builtin:\n    level_by_rating:\n      enabled: true\n"
        + "      offset: -150\n      min: 1300\n      max: 1900\n");
    assertThat(policy).isEqualTo(new LevelPolicy(LevelPolicy.OFF, true, -150, 1300, 1900));
  }

  @Test
  void aLevelOutsideTheRangeIsRefusedNamingTheKeyAndTheFix() {
    assertThatThrownBy(() -> ConfigLoader.parse("engine:\n  builtin:\n    level: 2500\n"))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining("engine.builtin.level: \"2500\" is not a level; write off (full strength) "
            + "or a rating 1200..2200");
  }

  @Test
  void aWordThatIsNotOffIsRefused() {
    assertThatThrownBy(() -> ConfigLoader.parse("engine:\n  builtin:\n    level: strong\n"))
        .isInstanceOf(ConfigException.class).hasMessageContaining("engine.builtin.level: \"strong\" is not a level");
  }

  @Test
  void anEmptyRatingRangeIsRefusedNamingMax() {
    assertThatThrownBy(() -> ConfigLoader.parse(
        "engine:\n  builtin:\n    level_by_rating:\n      enabled: true\n      min: 2000\n      max: 1500\n"))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining("engine.builtin.level_by_rating.max: (1500) is below min (2000)");
  }

  @Test
  void aRangeBeyondTheLevelsIsRefusedNamingTheKey() {
    assertThatThrownBy(() -> ConfigLoader.parse("engine:\n  builtin:\n    level_by_rating:\n      min: 800\n"))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining("engine.builtin.level_by_rating.min: 800 is out of range; allowed 1200..2200");
  }

  @Test
  void anUnknownKeyUnderLevelByRatingIsRefused() {
    assertThatThrownBy(() -> ConfigLoader.parse("engine:\n  builtin:\n    level_by_rating:\n      ofset: 100\n"))
        .isInstanceOf(ConfigException.class).hasMessageContaining("engine.builtin.level_by_rating.ofset");
  }
}
