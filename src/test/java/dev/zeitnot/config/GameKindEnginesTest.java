package dev.zeitnot.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class GameKindEnginesTest {

  private static final BotConfig CONFIG = ConfigLoader.parse("""
      engine:
        type: uci
        uci: {command: [/bin/sh], options: {Name: main}}
        speeds:
          bullet: {type: uci, uci: {command: [/bin/sh], options: {Name: bullet}}}
        kinds:
          asBlack:
            when: {color: black}
            type: uci
            uci: {command: [/bin/sh], options: {Name: asBlack}}
          ratedBots:
            when: {opponent: bot, rated: true}
            type: uci
            uci: {command: [/bin/sh], options: {Name: ratedBots}}
          blackBullet:
            when: {color: black, speed: bullet}
            type: uci
            uci: {command: [/bin/sh], options: {Name: blackBullet}}
          arenas:
            when: {tournament: true}
            type: uci
            uci: {command: [/bin/sh], options: {Name: arenas}}
      """);

  private static String engineFor(String speed, String color, Boolean bot, boolean rated, boolean tournament) {
    EngineConfig engine = CONFIG.engineFor(new GameKind("standard", speed, color, bot, rated, tournament));
    return ((EngineConfig.Uci) engine).options().get("Name");
  }

  @Test
  void theChoiceWithTheMostConditionsThatHoldPlaysTheGame() {
    assertThat(engineFor("blitz", "white", false, false, false)).isEqualTo("main");
    assertThat(engineFor("bullet", "white", false, false, false)).isEqualTo("bullet");
    assertThat(engineFor("blitz", "black", false, false, false)).isEqualTo("asBlack");
    assertThat(engineFor("bullet", "black", false, false, false)).as("two conditions beat one")
        .isEqualTo("blackBullet");
    assertThat(engineFor("blitz", "black", true, true, false)).as("two beat one").isEqualTo("ratedBots");
    assertThat(engineFor("blitz", "white", true, false, false)).as("casual: ratedBots does not hold").isEqualTo("main");
  }

  @Test
  void onATieAKindsEntryComesBeforeTheSpeedKeyAndAnEarlierEntryBeforeALaterOne() {
    assertThat(engineFor("bullet", "white", false, false, true)).as("arenas vs speeds.bullet").isEqualTo("arenas");
    assertThat(engineFor("blitz", "black", false, false, true)).as("asBlack listed before arenas").isEqualTo("asBlack");
  }

  @Test
  void aConditionOnTheOpponentHoldsOnlyOnceTheOpponentIsKnown() {
    assertThat(engineFor("blitz", "white", null, true, false)).isEqualTo("main");
    assertThat(engineFor("blitz", "white", true, true, false)).isEqualTo("ratedBots");
  }

  @Test
  void namesEveryBadCondition() {
    assertThatThrownBy(() -> ConfigLoader.parse("""
        engine:
          kinds:
            odd:
              when: {color: red, opponent: alien, speed: fast, rated: sometimes}
            bare:
              when: {}
        """)).isInstanceOfSatisfying(ConfigException.class, e -> assertThat(e.problems())
        .anySatisfy(p -> assertThat(p).startsWith("engine.kinds.odd.when.color: \"red\" is not a colour"))
        .anySatisfy(p -> assertThat(p).startsWith("engine.kinds.odd.when.opponent: \"alien\""))
        .anySatisfy(p -> assertThat(p).startsWith("engine.kinds.odd.when.speed: \"fast\" is not a Lichess speed"))
        .anySatisfy(p -> assertThat(p).startsWith("engine.kinds.odd.when.rated: "))
        .anySatisfy(p -> assertThat(p).startsWith("engine.kinds.bare: has no conditions")));
  }

  @Test
  void enginesAndBooksByKindSurvivePrinting() {
    BotConfig config = ConfigLoader.parse("""
        engine:
          kinds:
            ratedBots: {when: {opponent: bot, rated: true, variant: chess960}, type: builtin, builtin: {hash_mb: 8}}
        book:
          kinds:
            humans: {when: {opponent: human, tournament: false, speed: blitz, color: black}, books: [h.bin]}
        """);
    assertThat(ConfigLoader.parse(ConfigPrinter.print(config, null))).isEqualTo(config);
  }
}
