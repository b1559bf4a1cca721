package dev.zeitnot.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class RunCommandTest {

  @Test
  void refusesToStartWithAnUnusableConfigAndSaysWhy(@TempDir Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("bot.yml"),
        "server:\n  url: http://example.org\nchallenge:\n  concurrency: 0\n");
    StringWriter err = new StringWriter();
    CommandLine cli = Main.commandLine();
    cli.setErr(new PrintWriter(err));
    assertThat(cli.execute("run", "--config", file.toString())).isEqualTo(78);
    assertThat(err.toString()).contains("server.url: \"http://example.org\" uses plain http")
        .contains("challenge.concurrency: 0 is out of range");
  }

  @Test
  void refusesToStartWithoutAToken(@TempDir Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("bot.yml"),
        "server:\n  token_file: " + dir.resolve("missing-token") + "\n");
    StringWriter err = new StringWriter();
    CommandLine cli = Main.commandLine();
    cli.setErr(new PrintWriter(err));
    assertThat(cli.execute("run", "--config", file.toString())).isEqualTo(78);
    assertThat(err.toString()).contains("server.token_file").contains("cannot be read");
  }

  @Test
  void refusesToStartGamesThatWouldNotFitInTheHeap(@TempDir Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("bot.yml"),
        "engine:\n  builtin:\n    threads: 64\nchallenge:\n  concurrency: 100\n");
    StringWriter err = new StringWriter();
    CommandLine cli = Main.commandLine();
    cli.setErr(new PrintWriter(err));
    assertThat(cli.execute("run", "--config", file.toString())).isEqualTo(78);
    assertThat(err.toString()).contains("is not usable").contains("challenge.concurrency: 100 game(s) at once");
  }
}
