package dev.zeitnot.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class StatsCommandTest {

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    CommandLine cli = Main.commandLine();
    cli.setOut(new PrintWriter(out));
    cli.setErr(new PrintWriter(err));
    return cli.execute(args);
  }

  private static void game(Path dir, String id, String white, String black, String result) throws Exception {
    Files.writeString(dir.resolve(id + ".pgn"), "[Event \"Rated bullet game\"]\n[White \"" + white
        + "\"]\n[Black \"" + black + "\"]\n[Result \"" + result + "\"]\n[WhiteElo \"1500\"]\n"
        + "[BlackElo \"1500\"]\n[BlackTitle \"BOT\"]\n[Termination \"mate\"]\n\n"
        + "1. e4 { [%clk 0:00:59] } 1... e5 { [%clk 0:00:58] } " + result + "\n");
  }

  @Test
  void printsATablePerSpeedAndOpponentKindForTheArchiveOwner(@TempDir Path dir) throws Exception {
    game(dir, "a", "zeitnot", "rival", "1-0");
    game(dir, "b", "zeitnot", "other", "0-1");
    assertThat(run("stats", "--pgn", dir.toString())).isZero();
    assertThat(out.toString()).contains("zeitnot: 2 games")
        .containsPattern("bullet +bot +2 +1 \\(50.0 %\\) +1500 +0 +0:59");
  }

  @Test
  void printsJsonForScripts(@TempDir Path dir) throws Exception {
    game(dir, "a", "zeitnot", "rival", "1-0");
    assertThat(run("stats", "--pgn", dir.toString(), "--json", "--account", "zeitnot")).isZero();
    assertThat(out.toString()).contains("\"speed\" : \"bullet\"").contains("\"performance\" : 1900");
  }

  @Test
  void writesTheHtmlReportBesidesTheTable(@TempDir Path dir) throws Exception {
    game(dir, "a", "zeitnot", "rival", "1-0");
    Path report = dir.resolve("report.html");
    assertThat(run("stats", "--pgn", dir.toString(), "--account", "zeitnot", "--html", report.toString()))
        .isZero();
    assertThat(out.toString()).contains("zeitnot: 1 game");
    assertThat(Files.readString(report)).startsWith("<!DOCTYPE html>").contains("id=\"chart-think\"",
        "<g class=\"series\" data-name=\"bullet\" data-values=\"1:1500\">");
  }

  @Test
  void failsClearlyWithoutAnArchive(@TempDir Path dir) {
    assertThat(run("stats", "--pgn", dir.resolve("none").toString())).isEqualTo(1);
    assertThat(err.toString()).contains("is not a directory");
  }
}
