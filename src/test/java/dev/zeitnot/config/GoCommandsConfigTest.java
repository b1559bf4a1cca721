package dev.zeitnot.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class GoCommandsConfigTest {

  @Test
  void noSpeedHasAFixedLimitByDefault() {
    GoCommands commands = ConfigLoader.parse("").time().goCommands();
    assertThat(commands).isEqualTo(GoCommands.NONE);
    assertThat(commands.forSpeed("blitz").isSet()).isFalse();
  }

  @Test
  void readsDepthNodesAndMovetimeForEachNamedSpeed() {
    GoCommands commands = ConfigLoader.parse("""
        time:
          go_commands:
            bullet: {nodes: 20000}
            correspondence: {depth: 18, movetime_ms: 30000}
        """).time().goCommands();
    assertThat(commands.forSpeed("bullet")).isEqualTo(new GoCommand(0, 20_000, 0));
    assertThat(commands.forSpeed("correspondence")).isEqualTo(new GoCommand(18, 0, 30_000));
    assertThat(commands.forSpeed("blitz")).isEqualTo(GoCommand.NONE);
  }

  @Test
  void namesAnUnknownSpeedAndABadLimitByTheirKeys() {
    assertThatThrownBy(() -> ConfigLoader.parse("""
        time:
          go_commands:
            blits: {depth: 5}
            rapid: {depth: -1, movetime: 100}
        """)).isInstanceOf(ConfigException.class)
        .hasMessageContaining("time.go_commands.blits: unknown key; did you mean \"blitz\"?")
        .hasMessageContaining("time.go_commands.rapid.depth: -1 is out of range; allowed 0..200")
        .hasMessageContaining("time.go_commands.rapid.movetime: unknown key; "
            + "known keys here: depth, nodes, movetime_ms");
  }

  @Test
  void thePrintedConfigReadsBackWithItsLimits() {
    BotConfig config = ConfigLoader.parse("time:\n  go_commands:\n    blitz: {depth: 9}\n");
    assertThat(ConfigLoader.parse(ConfigPrinter.print(config, null))).isEqualTo(config);
  }
}
