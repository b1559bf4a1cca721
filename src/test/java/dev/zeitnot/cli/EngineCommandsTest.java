package dev.zeitnot.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class EngineCommandsTest {

  @Test
  void theCommandLineOffersUciEpdAndMatch() {
    assertThat(Main.commandLine().getSubcommands()).containsKeys("uci", "epd", "match");
  }

  @Test
  void matchRejectsABadTimeControlBeforeStartingAnyEngine() {
    StringWriter err = new StringWriter();
    CommandLine cli = Main.commandLine();
    cli.setErr(new PrintWriter(err));
    int status = cli.execute("match", "--engine1", "/no/such/engine", "--engine2", "/no/such/engine",
        "--openings", "/no/such/openings.fen", "--tc", "10+x");
    assertThat(status).isEqualTo(2);
    assertThat(err.toString()).contains("'10+x'");
  }

  /** Runs {@code epd} with {@code args}, which must succeed, and returns what it printed. */
  private static String epd(String... args) {
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    PrintStream original = System.out;
    System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
    int status;
    try {
      String[] command = new String[args.length + 1];
      command[0] = "epd";
      System.arraycopy(args, 0, command, 1, args.length);
      status = Main.commandLine().execute(command);
    } finally {
      System.setOut(original);
    }
    assertThat(status).isZero();
    return captured.toString(StandardCharsets.UTF_8);
  }

  @Test
  void epdAtFixedNodesRunsTheSuiteWithANodeLimit(@TempDir Path dir) throws IOException {
    Path suite = Files.writeString(dir.resolve("one.epd"),
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; id \"back rank\";\n");
    assertThat(epd(suite.toString(), "--nodes", "3000", "--hash", "1")).contains("back rank").contains("solved 1 of 1");
  }

  @Test
  void epdPrintsALinePerPositionAndTheSolvedCount(@TempDir Path dir) throws IOException {
    Path suite = dir.resolve("mates.epd");
    Files.writeString(suite, """
        6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; id "back rank";
        # a comment line

        k7/8/1K6/8/8/8/8/7Q w - - bm Qh8#; id "queen mate";
        """);
    assertThat(epd(suite.toString(), "--movetime", "200", "--hash", "1").lines().toList())
        .hasSize(3)
        .satisfies(lines -> {
          assertThat(lines.get(0)).startsWith("back rank");
          assertThat(lines.get(1)).startsWith("queen mate");
          assertThat(lines.get(2)).matches("solved [0-2] of 2");
        });
  }
}
