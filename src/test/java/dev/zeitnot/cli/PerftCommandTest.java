package dev.zeitnot.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class PerftCommandTest {
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int perft(String... args) {
    CommandLine cli = Main.commandLine();
    cli.setOut(new PrintWriter(out));
    cli.setErr(new PrintWriter(err));
    String[] full = new String[args.length + 1];
    full[0] = "perft";
    System.arraycopy(args, 0, full, 1, args.length);
    return cli.execute(full);
  }

  @Test
  void countsTheStartPositionAndPrintsTheSummaryLine() {
    assertThat(perft("--startpos", "--depth", "3")).isZero();
    assertThat(out.toString()).matches("nodes 8902 time \\d+ nps \\d+\\R");
  }

  @Test
  void aVariantCountsByItsRulesAfterTheGivenMoves() {
    // Three-check after 1. e4 e5 with two checks each: 24,809 as Fairy-Stockfish counts.
    String start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 +2+2";
    assertThat(perft("--variant", "threeCheck", "--fen", start, "--moves", "e2e4", "e7e5", "--depth", "3"))
        .as(err.toString()).isZero();
    assertThat(out.toString()).startsWith("nodes 24809 ");
  }

  @Test
  void anUnknownVariantIsRefusedWithTheKnownOnes() {
    assertThat(perft("--variant", "shogi", "--startpos", "--depth", "1")).isEqualTo(1);
    assertThat(err.toString()).contains("unknown variant 'shogi'").contains("kingOfTheHill, threeCheck");
  }

  @Test
  void startposIsTheVariantsOwnStartPosition() {
    // Horde's 36 pawns against the black army: 1,274 as Fairy-Stockfish counts.
    assertThat(perft("--variant", "horde", "--startpos", "--depth", "3")).as(err.toString()).isZero();
    assertThat(out.toString()).startsWith("nodes 1274 ");
  }

  @Test
  void divideListsEveryRootMoveThenTheTotal() {
    assertThat(perft("--fen", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "--depth", "1", "--divide")).isZero();
    String[] lines = out.toString().split("\\R");
    assertThat(lines).hasSize(27).contains("e1g1: 1", "e1c1: 1", "a1a8: 1");
    assertThat(lines[26]).startsWith("nodes 26 time ");
  }

  @Test
  void chess960DivideWritesCastlingAsKingTakesRook() {
    assertThat(perft("--fen", "rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1", "--depth", "1", "--divide")).isZero();
    assertThat(out.toString()).contains("b1a1: 1").contains("b1h1: 1");
  }

  @Test
  void checksAnEpdSuiteAndSkipsDepthsAboveTheNodeLimit(@TempDir Path dir) throws Exception {
    Path epd = Files.writeString(dir.resolve("suite.epd"),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400 ;D3 8902 ;D4 197281\n"
            + "4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15 ;D2 66 ;D3 1197\n");
    assertThat(perft("--epd", epd.toString(), "--max-nodes", "10000")).isZero();
    String[] lines = out.toString().split("\\R");
    assertThat(lines[0]).startsWith("ok ");
    assertThat(lines[1]).startsWith("ok ");
    assertThat(lines[2]).startsWith("positions 2 failed 0 nodes " + (20 + 400 + 8902 + 15 + 66 + 1197) + " time ");
  }

  @Test
  void aWrongCountFailsTheSuiteWithExitStatusOne(@TempDir Path dir) throws Exception {
    Path epd = Files.writeString(dir.resolve("suite.epd"), "4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15 ;D2 67\n");
    assertThat(perft("--epd", epd.toString(), "--depth", "2")).isEqualTo(1);
    assertThat(out.toString()).contains("FAIL expected 67 got 66 at depth 2").contains("positions 1 failed 1 ");
  }

  @Test
  void aBadFenIsReportedWithExitStatusOne() {
    assertThat(perft("--fen", "8/8/8/8/8/8/8/8 w - - 0 1", "--depth", "1")).isEqualTo(1);
    assertThat(err.toString()).contains("piece placement").contains("kings");
  }

  @Test
  void depthIsRequiredForASinglePosition() {
    assertThat(perft("--startpos")).isEqualTo(1);
    assertThat(err.toString()).contains("--depth");
  }
}
