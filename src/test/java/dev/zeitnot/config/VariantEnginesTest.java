package dev.zeitnot.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zeitnot.chess.Variant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class VariantEnginesTest {

  @Test
  void aVariantWithItsOwnEngineGetsItAndTheOthersTheMainEngine() {
    BotConfig config = ConfigLoader.parse("""
        engine:
          type: builtin
          variants:
            threeCheck:
              type: uci
              uci: {command: [/bin/sh], options: {Threads: 1}}
        """);
    assertThat(config.engineFor(Variant.THREE_CHECK))
        .isEqualTo(new EngineConfig.Uci(List.of("/bin/sh"), Map.of("Threads", "1")));
    assertThat(config.engineFor(Variant.KING_OF_THE_HILL)).isSameAs(config.engine());
    assertThat(config.engineFor(Variant.STANDARD)).isSameAs(config.engine());
  }

  @Test
  void anEngineIsChosenByVariantAndSpeedThenVariantThenSpeedThenTheMainOne() {
    BotConfig config = ConfigLoader.parse("""
        engine:
          type: builtin
          speeds:
            bullet: {type: uci, uci: {command: [/bin/sh], options: {Name: bullet}}}
          variants:
            threeCheck:
              type: uci
              uci: {command: [/bin/sh], options: {Name: threeCheck}}
              speeds:
                bullet: {type: uci, uci: {command: [/bin/sh], options: {Name: threeCheckBullet}}}
            atomic:
              speeds:
                blitz: {type: uci, uci: {command: [/bin/sh], options: {Name: atomicBlitz}}}
        """);
    assertThat(name(config.engineFor(Variant.THREE_CHECK, "bullet"))).isEqualTo("threeCheckBullet");
    assertThat(name(config.engineFor(Variant.THREE_CHECK, "blitz"))).isEqualTo("threeCheck");
    assertThat(name(config.engineFor(Variant.STANDARD, "bullet"))).isEqualTo("bullet");
    assertThat(name(config.engineFor(Variant.ATOMIC, "blitz"))).isEqualTo("atomicBlitz");
    assertThat(name(config.engineFor(Variant.ATOMIC, "bullet"))).as("no own engine: the speed's").isEqualTo("bullet");
    assertThat(config.engineFor(Variant.ATOMIC, "rapid")).isSameAs(config.engine());
    assertThat(config.engineFor(Variant.STANDARD, null)).isSameAs(config.engine());
    assertThat(config.variantEngines().candidates(Variant.THREE_CHECK, "bullet", config.engine()))
        .extracting(VariantEngines.Candidate::key).containsExactly("engine.variants.threeCheck.speeds.bullet",
            "engine.variants.threeCheck", "engine.speeds.bullet", "engine");
  }

  private static String name(EngineConfig engine) {
    return ((EngineConfig.Uci) engine).options().get("Name");
  }

  @Test
  void anUnknownSpeedOrABadSpeedEngineIsRefusedNamingTheKey() {
    assertThatThrownBy(() -> ConfigLoader.parse("""
        engine:
          speeds:
            bulet: {type: builtin}
            blitz: {type: stockfish}
          variants:
            atomic:
              speeds:
                rapid: {type: uci, uci: {command: []}}
        """))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining("engine.speeds.bulet: is not a Lichess speed; did you mean \"bullet\"?")
        .hasMessageContaining("engine.speeds.blitz.type: \"stockfish\" is not an engine type")
        .hasMessageContaining("engine.variants.atomic.speeds.rapid.uci.command: is missing");
  }

  @Test
  void withoutVariantsEveryGameHasTheMainEngine() {
    assertThat(ConfigLoader.parse("engine:\n  type: builtin\n").variantEngines()).isEqualTo(VariantEngines.NONE);
  }

  @Test
  void anUnknownVariantKeyOrABadEngineIsRefusedNamingTheKey() {
    assertThatThrownBy(() -> ConfigLoader.parse("""
        engine:
          variants:
            kingOfTheHil: {type: builtin}
            threeCheck: {type: stockfish}
        """))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining("engine.variants.kingOfTheHil: is not a variant whose rules zeitnot has; "
            + "did you mean \"kingOfTheHill\"?")
        .hasMessageContaining("engine.variants.threeCheck.type: \"stockfish\" is not an engine type");
  }

  @Test
  void everyVariantMayBePlayedByTheBuiltInEngineOrByAnEngineOfItsOwn() {
    BotConfig builtin = ConfigLoader.parse("""
        challenge:
          variants: [standard, kingOfTheHill, threeCheck, antichess, atomic, horde, racingKings, crazyhouse]
        """);
    for (Variant variant : Variant.values()) {
      assertThat(builtin.engineFor(variant)).as(variant.lichessKey()).isInstanceOf(EngineConfig.Builtin.class);
    }
    BotConfig withFairy = ConfigLoader.parse("""
        challenge:
          variants: [standard, antichess]
        engine:
          variants:
            antichess: {type: uci, uci: {command: [/bin/sh]}}
        """);
    assertThat(withFairy.engineFor(Variant.ANTICHESS)).isInstanceOf(EngineConfig.Uci.class);
    assertThat(ConfigLoader.parse("""
        challenge:
          variants: [crazyhouse]
        engine:
          type: uci
          uci: {command: [/bin/sh]}
        """).engineFor(Variant.CRAZYHOUSE)).isInstanceOf(EngineConfig.Uci.class);
  }
}
