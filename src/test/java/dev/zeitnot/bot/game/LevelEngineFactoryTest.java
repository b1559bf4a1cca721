package dev.zeitnot.bot.game;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.config.EngineConfig;
import dev.zeitnot.engine.builtin.BuiltinEngine;
import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.level.LevelPolicy;
import dev.zeitnot.engine.level.LeveledEngine;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class LevelEngineFactoryTest {

  private static final EngineSettings SMALL = EngineSettings.DEFAULT.withHashMb(4);

  @Test
  void aFixedLevelMakesEveryGamesEngineALeveledOne() {
    EngineFactory factory = EngineFactory.of(new EngineConfig.Builtin(SMALL,
        new LevelPolicy(1500, false, 0, 1200, 2200)));
    try (Engine engine = factory.forOpponent(OptionalInt.of(2000)).create()) {
      assertThat(engine).isInstanceOf(LeveledEngine.class);
      assertThat(((LeveledEngine) engine).level().elo()).isEqualTo(1500);
    }
  }

  @Test
  void levelByRatingPlaysAtTheOpponentsRatingPlusTheOffset() {
    EngineFactory factory = EngineFactory.of(new EngineConfig.Builtin(SMALL,
        new LevelPolicy(LevelPolicy.OFF, true, 100, 1200, 2200)));
    try (Engine engine = factory.forOpponent(OptionalInt.of(1650)).create()) {
      assertThat(((LeveledEngine) engine).level().elo()).isEqualTo(1750);
    }
  }

  @Test
  void levelByRatingAgainstAnUnratedOpponentWithoutAFixedLevelPlaysAtFullStrength() {
    EngineFactory factory = EngineFactory.of(new EngineConfig.Builtin(SMALL,
        new LevelPolicy(LevelPolicy.OFF, true, 0, 1200, 2200)));
    try (Engine engine = factory.forOpponent(OptionalInt.empty()).create()) {
      assertThat(engine).isInstanceOf(BuiltinEngine.class);
    }
  }

  @Test
  void withoutALevelTheEngineIsTheFullStrengthOne() {
    try (Engine engine = EngineFactory.of(new EngineConfig.Builtin(SMALL)).forOpponent(OptionalInt.of(1500)).create()) {
      assertThat(engine).isInstanceOf(BuiltinEngine.class);
    }
  }
}
