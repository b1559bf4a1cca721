package dev.zeitnot.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class ArenaCommandTest {

  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    CommandLine cli = Main.commandLine();
    cli.setErr(new PrintWriter(err));
    cli.setOut(new PrintWriter(new StringWriter()));
    return cli.execute(args);
  }

  @Test
  void refusesATournamentOptionWithoutMinutesSayingHowToWriteIt() {
    assertThat(run("arena", "--port", "0", "--tournament", "1+0")).isEqualTo(2);
    assertThat(err.toString()).contains("--tournament 1+0: write the clock and the minutes like 1+0,30");
  }

  @Test
  void refusesATournamentClockBotsMayNotPlay() {
    assertThat(run("arena", "--port", "0", "--tournament", "0.25+0,30")).isEqualTo(2);
    assertThat(err.toString()).contains("--tournament 0.25+0,30: Tournament refused: Bots cannot play UltraBullet");
  }
}
