package dev.zeitnot.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class BenchCommandTest {

  /**
   * The bench signature at depth 8 (deep enough for every part of the search, singular extensions
   * included). It changes only with the search or the evaluation: a commit that changes it updates
   * it here and says so, with what it measured.
   */
  private static final long BENCH_NODES_DEPTH_8 = 368_501L;

  @Test
  void benchNodeCountIsTheRecordedSignature() {
    StringWriter out = new StringWriter();
    CommandLine cli = Main.commandLine();
    cli.setOut(new PrintWriter(out));
    assertThat(cli.execute("bench", "8")).isZero();
    String[] lines = out.toString().strip().split("\\R");
    assertThat(lines).hasSize(BenchCommand.positions().size() + 1);
    assertThat(lines[lines.length - 1]).matches("nodes \\d+ time \\d+ nps \\d+")
        .startsWith("nodes " + BENCH_NODES_DEPTH_8 + " ");
  }

  @Test
  void evalSpeedMeasuresTheEvaluationAloneBeforeTheSearch() {
    StringWriter out = new StringWriter();
    CommandLine cli = Main.commandLine();
    cli.setOut(new PrintWriter(out));
    assertThat(cli.execute("bench", "1", "--eval-speed")).isZero();
    String[] lines = out.toString().strip().split("\\R");
    assertThat(lines[0]).matches("evaluation classic: [1-9]\\d* evaluations per CPU second .*");
    assertThat(lines[lines.length - 1]).startsWith("nodes ");
  }

  @Test
  void benchHasAboutFiftyVariedPositions() {
    assertThat(BenchCommand.positions()).hasSizeBetween(40, 60).doesNotHaveDuplicates();
  }
}
