package dev.zeitnot.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class BookCommandTest {
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  @TempDir
  Path dir;

  private int book(String... args) {
    CommandLine cli = Main.commandLine();
    cli.setOut(new PrintWriter(out));
    cli.setErr(new PrintWriter(err));
    String[] full = new String[args.length + 1];
    full[0] = "book";
    System.arraycopy(args, 0, full, 1, args.length);
    return cli.execute(full);
  }

  @Test
  void buildThenProbeListsTheEntriesWithTheirWeights() throws Exception {
    Path pgn = Files.writeString(dir.resolve("games.pgn"), """
        [Result "1-0"]
        1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O 1-0
        [Result "0-1"]
        1. e4 c5 0-1
        [Result "1/2-1/2"]
        1. d4 d5 1/2-1/2
        [Result "1-0"]
        1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O 1-0
        """);
    Path bin = dir.resolve("games.bin");
    assertThat(book("build", "--pgn", pgn.toString(), "--out", bin.toString(), "--min-games", "1")).isZero();
    assertThat(out.toString()).startsWith("games 4 skipped 0 positions 8 entries 7 written to ");
    out.getBuffer().setLength(0);
    assertThat(book("probe", "--book", bin.toString(), "--startpos")).isZero();
    assertThat(out.toString().split("\\R")).containsExactly(
        "key 463b96181691fc9c entries 2",
        "e2e4 e4 weight 4 share 80.0% learn 0",
        "d2d4 d4 weight 1 share 20.0% learn 0");
    out.getBuffer().setLength(0);
    String beforeCastling = "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
    assertThat(book("probe", "--book", bin.toString(), "--fen", beforeCastling)).isZero();
    assertThat(out.toString()).contains("e1g1 O-O weight 4 share 100.0%");
  }

  @Test
  void probeOfABrokenBookSaysWhatIsWrong() throws Exception {
    Path bin = Files.write(dir.resolve("broken.bin"), new byte[17]);
    assertThat(book("probe", "--book", bin.toString(), "--startpos")).isEqualTo(1);
    assertThat(err.toString()).contains("broken.bin: size 17 bytes is not a multiple of 16");
  }
}
