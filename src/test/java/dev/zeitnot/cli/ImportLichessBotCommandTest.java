package dev.zeitnot.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class ImportLichessBotCommandTest {

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    CommandLine cli = Main.commandLine();
    cli.setOut(new PrintWriter(out));
    cli.setErr(new PrintWriter(err));
    return cli.execute(args);
  }

  @Test
  void writesAConfigThatCheckAccepts(@TempDir Path dir) throws Exception {
    Path source = Files.writeString(dir.resolve("config.yml"),
        "token: lip_secret0123456789\nmove_overhead: 700\nchallenge:\n  concurrency: 2\n");
    Path target = dir.resolve("zeitnot.yml");
    assertThat(run("import-lichess-bot", source.toString(), "--out", target.toString())).as(err::toString).isZero();
    assertThat(err.toString()).contains("wrote " + target).contains("keys mapped");
    String written = Files.readString(target);
    assertThat(written).contains("move_overhead_ms: 700").contains("concurrency: 2")
        .doesNotContain("secret0123456789");
    Files.writeString(dir.resolve("token"), "lip_0123456789abcdef");
    Files.writeString(target, written.replace("token_file: null", "token_file: " + dir.resolve("token")));
    assertThat(run("check", "--config", target.toString())).as(err::toString).isZero();
  }

  @Test
  void refusesToOverwriteAnExistingFile(@TempDir Path dir) throws Exception {
    Path source = Files.writeString(dir.resolve("config.yml"), "move_overhead: 700\n");
    Path target = Files.writeString(dir.resolve("zeitnot.yml"), "keep me");
    assertThat(run("import-lichess-bot", source.toString(), "--out", target.toString())).isEqualTo(1);
    assertThat(err.toString()).contains("exists");
    assertThat(Files.readString(target)).isEqualTo("keep me");
  }

  @Test
  void printsToStandardOutputWithoutOut(@TempDir Path dir) throws Exception {
    Path source = Files.writeString(dir.resolve("config.yml"), "abort_time: 45\n");
    assertThat(run("import-lichess-bot", source.toString())).isZero();
    assertThat(out.toString()).contains("abort_after_seconds: 45").contains("# Mapped");
  }
}
