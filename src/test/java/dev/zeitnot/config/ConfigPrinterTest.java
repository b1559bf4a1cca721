package dev.zeitnot.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ConfigPrinterTest {

  @Test
  void printedConfigIsAValidConfigWithTheSameValues() {
    BotConfig config = ConfigLoader.parse("challenge:\n  time_controls: [\"0.5+0\", \"3+2\"]\n"
        + "  block_list: [Spammer]\ngame:\n  resign:\n    enabled: true\n");
    String printed = ConfigPrinter.print(config, null);
    assertThat(ConfigLoader.parse(printed)).isEqualTo(config);
  }

  @Test
  void uciEngineConfigSurvivesPrinting() {
    BotConfig config = BotConfig.forServer("https://lichess.org").withEngine(
        new EngineConfig.Uci(List.of("/bin/sh", "--flag"), Map.of("Threads", "2")));
    assertThat(ConfigLoader.parse(ConfigPrinter.print(config, null))).isEqualTo(config);
  }

  @Test
  void enginesPerVariantSurvivePrinting() {
    BotConfig config = ConfigLoader.parse("engine:\n  variants:\n"
        + "    threeCheck: {type: uci, uci: {command: [/bin/sh]}}\n"
        + "    kingOfTheHill: {type: builtin, builtin: {hash_mb: 8}}\n");
    assertThat(config.variantEngines().byVariant()).hasSize(2);
    assertThat(ConfigLoader.parse(ConfigPrinter.print(config, null))).isEqualTo(config);
  }

  @Test
  void enginesPerSpeedAndPerVariantAndSpeedSurvivePrinting() {
    BotConfig config = ConfigLoader.parse("engine:\n  speeds:\n    bullet: {type: builtin, builtin: {hash_mb: 8}}\n"
        + "  variants:\n    atomic:\n      speeds:\n        blitz: {type: uci, uci: {command: [/bin/sh]}}\n"
        + "    threeCheck:\n      type: uci\n      uci: {command: [/bin/sh]}\n"
        + "      speeds: {rapid: {type: builtin}}\n");
    assertThat(config.variantEngines().bySpeed()).hasSize(1);
    assertThat(config.variantEngines().byVariantAndSpeed()).hasSize(2);
    assertThat(ConfigLoader.parse(ConfigPrinter.print(config, null))).isEqualTo(config);
  }

  @Test
  void tokenAppearsOnlyMasked() {
    Token token = new Token("lip_supersecretvalue123", Token.ENVIRONMENT_VARIABLE);
    String printed = ConfigPrinter.print(BotConfig.forServer("https://lichess.org"), token);
    assertThat(printed).doesNotContain("supersecret").contains("lip_****");
  }
}
