package dev.zeitnot.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.lab.datagen.Sample;
import dev.zeitnot.lab.datagen.SampleFile;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class DatagenAndTuneCommandTest {

  private static final Path SOURCE = Path.of("src/main/java/dev/zeitnot/engine/eval/EvalParams.java");

  @TempDir
  Path dir;

  private static int run(StringWriter out, String... args) {
    CommandLine cli = Main.commandLine();
    cli.setOut(new PrintWriter(out));
    cli.setErr(new PrintWriter(out));
    return cli.execute(args);
  }

  /** One datagen game at 200 nodes a move from a single opening, into data.bin; returns its output. */
  private String datagenOneGame(Path data) throws IOException {
    Path openings = dir.resolve("openings.fen");
    Files.writeString(openings, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\n");
    StringWriter out = new StringWriter();
    assertThat(run(out, "datagen", "--out", data.toString(), "--openings", openings.toString(),
        "--nodes", "200", "--games", "1")).as(out.toString()).isZero();
    return out.toString();
  }

  @Test
  void datagenWritesPositionsThatTuneTunesAndWritesBackAsSource() throws IOException {
    Path data = dir.resolve("data.bin");
    assertThat(datagenOneGame(data)).contains("games 0..0 played");
    assertThat(SampleFile.count(data)).isPositive();

    Path tuned = dir.resolve("EvalParams.java");
    StringWriter tuneOut = new StringWriter();
    assertThat(run(tuneOut, "tune", "--data", data.toString(), "--source", SOURCE.toString(),
        "--out", tuned.toString(), "--epochs", "2", "--validation-every", "0")).as(tuneOut.toString()).isZero();
    assertThat(tuneOut.toString()).contains("loss before: ").contains("loss after: ").contains("wrote ");
    assertThat(Files.readString(tuned)).contains("final class EvalParams").contains("static final int[] KING_EG = {");
  }

  @Test
  void relabelGivesTheDatagenPositionsAUciEnginesScoresAndTuneCalibratesThem() throws IOException {
    Path data = dir.resolve("data.bin");
    datagenOneGame(data);
    String engine = "'" + Path.of(System.getProperty("java.home"), "bin", "java") + "' -cp '"
        + System.getProperty("java.class.path") + "' " + Main.class.getName() + " uci";
    Path relabelled = dir.resolve("relabelled.bin");
    StringWriter relabelOut = new StringWriter();
    assertThat(run(relabelOut, "relabel", "--data", data.toString(), "--out", relabelled.toString(),
        "--engine", engine, "--depth", "2")).as(relabelOut.toString()).isZero();
    List<Sample> before = SampleFile.readAll(data);
    List<Sample> after = SampleFile.readAll(relabelled);
    assertThat(relabelOut.toString()).contains("relabelled " + before.size() + " positions with zeitnot")
        .contains("at depth 2");
    assertThat(after).hasSameSizeAs(before);
    for (int i = 0; i < before.size(); i++) {
      assertThat(after.get(i).fen()).isEqualTo(before.get(i).fen());
      assertThat(after.get(i).whiteHalfPoints()).isEqualTo(before.get(i).whiteHalfPoints());
    }

    StringWriter tuneOut = new StringWriter();
    assertThat(run(tuneOut, "tune", "--data", relabelled.toString(), "--source", SOURCE.toString(),
        "--out", dir.resolve("EvalParams.java").toString(), "--epochs", "1", "--lambda", "0.1",
        "--validation-every", "0")).as(tuneOut.toString()).isZero();
    assertThat(tuneOut.toString()).containsPattern("search scores: K [0-9.]+, scaled by [0-9.]+ to the evaluation's K");
  }

  @Test
  void relabelWithoutTheDataFileSaysWhatToPass() {
    StringWriter out = new StringWriter();
    int status = run(out, "relabel", "--data", dir.resolve("none.bin").toString(), "--out",
        dir.resolve("out.bin").toString(), "--engine", "/no/such/engine");
    assertThat(status).isNotZero();
    assertThat(out.toString()).contains("--data").contains("datagen");
  }

  @Test
  void tuneWithoutTheSourceFileSaysWhichFileToPass() {
    StringWriter out = new StringWriter();
    int status = run(out, "tune", "--data", dir.resolve("none.bin").toString(),
        "--source", dir.resolve("missing.java").toString(), "--out", dir.resolve("out.java").toString());
    assertThat(status).isNotZero();
    assertThat(out.toString()).contains("--source").contains("EvalParams.java");
  }

  @Test
  void tuneOnlyChangesTheConstantsItIsToldToAndRefusesAnUnknownName() throws IOException {
    Path data = dir.resolve("data.bin");
    datagenOneGame(data);
    Path tuned = dir.resolve("EvalParams.java");
    StringWriter tuneOut = new StringWriter();
    assertThat(run(tuneOut, "tune", "--data", data.toString(), "--source", SOURCE.toString(), "--out",
        tuned.toString(), "--epochs", "3", "--learning-rate", "5", "--validation-every", "0", "--only", "PAWN_"))
        .as(tuneOut.toString()).isZero();
    String pawnTables = "static final int\\[\\] PAWN_(MG|EG) = \\{[^;]*;";
    String before = Files.readString(SOURCE);
    String after = Files.readString(tuned);
    assertThat(after).isNotEqualTo(before);
    assertThat(after.replaceAll(pawnTables, "")).isEqualTo(before.replaceAll(pawnTables, ""));

    StringWriter unknownOut = new StringWriter();
    assertThat(run(unknownOut, "tune", "--data", data.toString(), "--source", SOURCE.toString(), "--out",
        tuned.toString(), "--only", "NO_SUCH_TERM")).isEqualTo(CommandLine.ExitCode.USAGE);
    assertThat(unknownOut.toString()).contains("--only NO_SUCH_TERM names no constant of EvalParams; known: ")
        .contains("KING_ATTACK_WEIGHT");
  }

  @Test
  void aMissingInputFileIsNamedWithoutAStackTrace() {
    Path missing = dir.resolve("missing");
    StringWriter datagenOut = new StringWriter();
    assertThat(run(datagenOut, "datagen", "--out", dir.resolve("data.bin").toString(), "--openings",
        missing.toString(), "--games", "1")).isEqualTo(CommandLine.ExitCode.USAGE);
    assertThat(datagenOut.toString()).contains("cannot read the openings file " + missing).doesNotContain("\tat ");

    StringWriter tuneOut = new StringWriter();
    assertThat(run(tuneOut, "tune", "--data", missing.toString(), "--source", SOURCE.toString(),
        "--out", dir.resolve("EvalParams.java").toString())).isEqualTo(CommandLine.ExitCode.USAGE);
    assertThat(tuneOut.toString()).contains("--data " + missing + " is not a file").doesNotContain("\tat ");

    StringWriter relabelOut = new StringWriter();
    assertThat(run(relabelOut, "relabel", "--data", missing.toString(), "--out", dir.resolve("out.bin").toString(),
        "--engine", "no-such-engine")).isEqualTo(CommandLine.ExitCode.USAGE);
    assertThat(relabelOut.toString()).contains("--data " + missing + " is not a file").doesNotContain("\tat ");
  }
}
