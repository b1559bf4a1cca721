package dev.zeitnot.bot.game;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Variant;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.ConfigLoader;
import dev.zeitnot.config.EngineConfig;
import dev.zeitnot.testing.VariantListingEngine;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EngineChoiceTest {

  @TempDir
  Path dir;

  private static String uci(Path script) {
    return "{type: uci, uci: {command: [" + script + "]}}";
  }

  @Test
  void aVariantWhoseOwnEngineDoesNotListItGoesToTheMainEngineWhenThatOnePlaysIt() {
    Path main = VariantListingEngine.write(dir, "main-engine", List.of("chess", "3check", "atomic"));
    Path lacking = VariantListingEngine.write(dir, "old-fairy", List.of("chess", "3check", "crazyhouse"));
    BotConfig config = ConfigLoader.parse("engine:\n  type: uci\n  uci: {command: [" + main + "]}\n"
        + "  variants:\n    atomic: " + uci(lacking) + "\n    crazyhouse: " + uci(lacking) + "\n"
        + "challenge:\n  variants: [standard, atomic, crazyhouse]\n");
    EngineChoice choice = EngineChoice.probing(config);
    assertThat(choice.engineFor(Variant.ATOMIC, "blitz")).contains(config.engine());
    assertThat(choice.engineFor(Variant.CRAZYHOUSE, "blitz")).contains(config.engineFor(Variant.CRAZYHOUSE));
    assertThat(choice.engineFor(Variant.STANDARD, "blitz")).contains(config.engine());
  }

  @Test
  void aVariantNoConfiguredEngineListsHasNoEngineSoTheBotDeclinesIt() {
    Path main = VariantListingEngine.write(dir, "stockfish", List.of());
    Path fairy = VariantListingEngine.write(dir, "fairy", List.of("chess", "3check"));
    BotConfig config = ConfigLoader.parse("engine:\n  type: uci\n  uci: {command: [" + main + "]}\n"
        + "  variants:\n    atomic: " + uci(fairy) + "\n    threeCheck: " + uci(fairy) + "\n"
        + "challenge:\n  variants: [standard, atomic, threeCheck, kingOfTheHill]\n");
    EngineFactory factory = EngineFactory.of(config, EngineChoice.probing(config));
    assertThat(factory.plays(Variant.ATOMIC, "blitz")).isFalse();
    assertThat(factory.plays(Variant.KING_OF_THE_HILL, "blitz")).as("the main engine has no UCI_Variant").isFalse();
    assertThat(factory.plays(Variant.THREE_CHECK, "blitz")).isTrue();
    assertThat(factory.plays(Variant.STANDARD, "blitz")).isTrue();
    assertThat(factory.forGame(Variant.ATOMIC, "blitz")).as("a game that comes anyway: the configured engine")
        .isSameAs(factory.forGame(Variant.THREE_CHECK, "blitz"));
  }

  @Test
  void eachExternalEngineIsAskedOnceAndOnlyForTheVariantsTheBotPlays() {
    Path fairy = VariantListingEngine.write(dir, "fairy", List.of("chess", "3check", "kingofthehill"));
    BotConfig config = ConfigLoader.parse("engine:\n  variants:\n    threeCheck: " + uci(fairy)
        + "\n    kingOfTheHill: " + uci(fairy) + "\n    atomic: " + uci(fairy) + "\n"
        + "challenge:\n  variants: [standard, threeCheck, kingOfTheHill]\n");
    List<EngineConfig.Uci> asked = new ArrayList<>();
    EngineChoice choice = EngineChoice.of(config, uci -> {
      asked.add(uci);
      return Optional.of(Set.of("chess", "3check"));
    });
    assertThat(asked).hasSize(1);
    assertThat(choice.engineFor(Variant.THREE_CHECK, "blitz")).contains(config.engineFor(Variant.THREE_CHECK));
    assertThat(choice.engineFor(Variant.KING_OF_THE_HILL, "blitz")).as("the built-in main engine plays it")
        .contains(config.engine());
    assertThat(choice.engineFor(Variant.ATOMIC, "blitz")).as("not played: the engine it is set for, unasked")
        .contains(config.engineFor(Variant.ATOMIC));
  }

  @Test
  void aSpeedEngineThatLacksTheVariantIsPassedOverForTheMainEngineAtThatSpeedOnly() {
    Path stockfish = VariantListingEngine.write(dir, "stockfish", List.of());
    Path fairy = VariantListingEngine.write(dir, "fairy", List.of("chess", "atomic"));
    BotConfig config = ConfigLoader.parse("engine:\n  type: uci\n  uci: {command: [" + fairy + "]}\n"
        + "  speeds:\n    bullet: " + uci(stockfish) + "\n"
        + "challenge:\n  variants: [standard, atomic]\n");
    EngineChoice choice = EngineChoice.probing(config);
    assertThat(choice.engineFor(Variant.STANDARD, "bullet")).contains(config.engineFor(Variant.STANDARD, "bullet"));
    assertThat(choice.engineFor(Variant.STANDARD, "bullet")).isNotEqualTo(Optional.of(config.engine()));
    assertThat(choice.engineFor(Variant.ATOMIC, "bullet")).contains(config.engine());
    assertThat(choice.engineFor(Variant.ATOMIC, "blitz")).contains(config.engine());
  }

  @Test
  void aVariantPlayedByASpeedEngineOnlyIsPlayableAtThatSpeedOnly() {
    Path stockfish = VariantListingEngine.write(dir, "stockfish", List.of());
    Path fairy = VariantListingEngine.write(dir, "fairy", List.of("chess", "atomic"));
    BotConfig config = ConfigLoader.parse("engine:\n  type: uci\n  uci: {command: [" + stockfish + "]}\n"
        + "  speeds:\n    blitz: " + uci(fairy) + "\n"
        + "challenge:\n  variants: [standard, atomic]\n");
    EngineFactory factory = EngineFactory.of(config, EngineChoice.probing(config));
    assertThat(factory.plays(Variant.ATOMIC, "blitz")).isTrue();
    assertThat(factory.plays(Variant.ATOMIC, "bullet")).isFalse();
    assertThat(factory.plays(Variant.STANDARD, "bullet")).isTrue();
    assertThat(factory.forGame(Variant.STANDARD, "blitz")).isNotSameAs(factory.forGame(Variant.STANDARD, "rapid"));
  }

  @Test
  void anEngineThatCannotBeAskedIsTakenAtItsWord() {
    Path fairy = VariantListingEngine.write(dir, "fairy", List.of());
    BotConfig config = ConfigLoader.parse("engine:\n  variants:\n    atomic: " + uci(fairy) + "\n"
        + "challenge:\n  variants: [atomic]\n");
    EngineChoice choice = EngineChoice.of(config, uci -> Optional.empty());
    assertThat(choice.engineFor(Variant.ATOMIC, "blitz")).contains(config.engineFor(Variant.ATOMIC));
  }
}
