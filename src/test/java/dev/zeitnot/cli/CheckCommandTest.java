package dev.zeitnot.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.config.MemoryLimit;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class CheckCommandTest {

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int check(Path file) {
    CommandLine cli = Main.commandLine();
    cli.setOut(new PrintWriter(out));
    cli.setErr(new PrintWriter(err));
    return cli.execute("check", "--config", file.toString());
  }

  @Test
  void printsTheEffectiveConfigWithDefaultsFilledIn(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("bot.yml");
    Files.writeString(file, "server:\n  url: http://127.0.0.1:8080\n  token_file: "
        + ownerOnly(Files.writeString(dir.resolve("token"), "lip_0123456789abcdef")) + "\n");
    assertThat(check(file)).isZero();
    assertThat(out.toString()).contains("url: http://127.0.0.1:8080")
        .contains("move_overhead_ms: 50").contains("lip_****").contains("# token sent to: 127.0.0.1 (server.url)")
        .doesNotContain("0123456789abcdef");
  }

  @Test
  void listsEveryProblemAndFails(@TempDir Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("bot.yml"), "time:\n  move_overhead: 5\n");
    assertThat(check(file)).isEqualTo(1);
    assertThat(err.toString()).contains("time.move_overhead: unknown key; did you mean");
    assertThat(out.toString()).isEmpty();
  }

  @Test
  void failsNamingTheKeyWhenTheGamesWouldNotFitInTheHeap(@TempDir Path dir) throws Exception {
    // 100 games of 64 search threads need about 50 GiB, more than any test JVM's heap.
    Path file = Files.writeString(dir.resolve("bot.yml"), "server:\n  token_file: "
        + ownerOnly(Files.writeString(dir.resolve("token"), "lip_0123456789abcdef"))
        + "\nengine:\n  builtin:\n    threads: 64\nchallenge:\n  concurrency: 100\n");
    assertThat(check(file)).isEqualTo(1);
    assertThat(out.toString()).contains("concurrency: 100");
    assertThat(err.toString()).contains("challenge.concurrency: 100 game(s) at once with 64 search thread(s)")
        .contains("Java may use at most");
  }

  @Test
  void masksTheTournamentsEntryCodes(@TempDir Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("bot.yml"), "server:\n  token_file: "
        + ownerOnly(Files.writeString(dir.resolve("token"), "lip_0123456789abcdef"))
        + "\ntournaments:\n  join: [Efgh5678]\n  passwords: {Efgh5678: s3cretCode}\n");
    assertThat(check(file)).isZero();
    assertThat(out.toString()).contains("Efgh5678: '****'").doesNotContain("s3cretCode");
  }

  @Test
  void aYamlSyntaxErrorSaysWhereWithoutEchoingTheLine(@TempDir Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("bot.yml"),
        "server:\n  url: https://lichess.org\n  token: lip_AbCdEf0123456789xyz: oops\n");
    assertThat(check(file)).isEqualTo(1);
    assertThat(err.toString()).contains("not valid YAML: mapping values are not allowed here at line 3, column 33")
        .doesNotContain("AbCdEf0123456789xyz").doesNotContain("oops");
  }

  @Test
  void refusesEightGamesOfAnEngineWithA64GibHashWithTheNumbers(@TempDir Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("bot.yml"), "server:\n  token_file: "
        + ownerOnly(Files.writeString(dir.resolve("token"), "lip_0123456789abcdef"))
        + "\nengine:\n  type: uci\n  uci:\n    command: [/bin/sh]\n    options: {Hash: 65536, Threads: 128}\n"
        + "challenge:\n  concurrency: 8\n");
    CommandLine cli = Main.commandLine();
    cli.setOut(new PrintWriter(out));
    cli.setErr(new PrintWriter(err));
    ((CheckCommand) cli.getSubcommands().get("check").getCommand()).memory =
        new MemoryLimit(8192L * 1024 * 1024, "the cgroup's memory.max");
    assertThat(cli.execute("check", "--config", file.toString())).isEqualTo(1);
    assertThat(err.toString()).contains("engine.uci.options: 8 game(s) at once (challenge.concurrency) x (65536 MiB "
        + "Hash + 128 Threads x 8 MiB + 64 MiB base per engine)").contains("more than the 8192 MiB");
  }

  @Test
  void explainPrintsTheKeysRowOfTheReferenceAndWhatTheLoaderTakes() {
    CommandLine cli = Main.commandLine();
    cli.setOut(new PrintWriter(out));
    cli.setErr(new PrintWriter(err));
    assertThat(cli.execute("check", "--explain", "challenge.concurrency")).isZero();
    assertThat(out.toString()).contains("challenge.concurrency  (section challenge)").contains("default: 1")
        .contains("most games at once").contains("the loader takes a whole number 1..100; default 1");
  }

  @Test
  void explainFindsAKeyBelowAPlaceholderAndNamesTheNearestForAnUnknownOne() {
    CommandLine cli = Main.commandLine();
    cli.setOut(new PrintWriter(out));
    cli.setErr(new PrintWriter(err));
    assertThat(cli.execute("check", "--explain", "time.go_commands.bullet.nodes")).isZero();
    assertThat(out.toString()).contains("fixed search limits per speed");
    assertThat(cli.execute("check", "--explain", "challenge.concurency")).isEqualTo(1);
    assertThat(err.toString())
        .contains("challenge.concurency: not a config key; did you mean \"challenge.concurrency\"?");
  }

  @Test
  void withoutConfigOrExplainItIsAUsageError() {
    CommandLine cli = Main.commandLine();
    cli.setErr(new PrintWriter(err));
    assertThat(cli.execute("check")).isEqualTo(2);
    assertThat(err.toString()).contains("Missing required option: '--config=FILE'");
  }

  /** A token file only its owner can read, as it should be (no warning). */
  private static Path ownerOnly(Path file) throws java.io.IOException {
    return Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
  }
}
