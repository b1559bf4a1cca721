package dev.zeitnot.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Position;
import dev.zeitnot.engine.nnue.Network;
import dev.zeitnot.lab.datagen.Sample;
import dev.zeitnot.lab.datagen.SampleFormat;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class TrainCommandTest {

  @TempDir
  Path dir;

  private static int run(StringWriter out, String... args) {
    CommandLine cli = Main.commandLine();
    cli.setOut(new PrintWriter(out));
    cli.setErr(new PrintWriter(out));
    return cli.execute(args);
  }

  private Path samples() throws IOException {
    Path file = dir.resolve("samples.bin");
    try (DataOutputStream out = new DataOutputStream(Files.newOutputStream(file))) {
      for (int game = 0; game < 50; game++) {
        SampleFormat.write(out, new Sample(game, Position.STARTPOS_FEN, 10, 1));
        SampleFormat.write(out, new Sample(game, "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 900, 2));
      }
    }
    return file;
  }

  @Test
  void trainWritesANetworkThatSaysHowItWasTrainedAndBenchSearchesWithIt() throws IOException {
    Path net = dir.resolve("net.nnue");
    StringWriter out = new StringWriter();
    assertThat(run(out, "train", samples().toString(), "--out", net.toString(), "--hidden", "4", "--epochs", "2",
        "--batch", "16", "--hold-out", "0.2", "--threads", "1")).as(out.toString()).isZero();
    assertThat(out.toString()).contains("epoch 1: train loss").contains("epoch 2: train loss")
        .contains("(best so far, written)").containsPattern("wrote .*: epoch [12] of 2, validation loss");
    try (InputStream in = Files.newInputStream(net)) {
      Network read = Network.read(in);
      assertThat(read.hidden()).isEqualTo(4);
      assertThat(read.about()).contains("100 positions").contains("seed 1").contains("cosine to 1.0E-6")
          .containsPattern("epoch [12], validation loss");
    }
    StringWriter bench = new StringWriter();
    assertThat(run(bench, "bench", "2", "--eval", net.toString())).as(bench.toString()).isZero();
    assertThat(bench.toString()).contains("nodes ");
  }

  @Test
  void datagenPlaysWithATrainedNetworkAndItsGamesTrainTheNextNetwork() throws IOException {
    Path net = dir.resolve("net1.nnue");
    StringWriter out = new StringWriter();
    assertThat(run(out, "train", samples().toString(), "--out", net.toString(), "--hidden", "4", "--epochs", "1",
        "--batch", "16", "--threads", "1")).as(out.toString()).isZero();
    Path openings = Files.writeString(dir.resolve("openings.fen"),
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\n");
    Path games = dir.resolve("games-of-net1.bin");
    assertThat(run(out, "datagen", "--out", games.toString(), "--openings", openings.toString(), "--nodes", "100",
        "--games", "2", "--eval", net.toString())).as(out.toString()).isZero();
    assertThat(out.toString()).contains("games 0..1 played");
    Path net2 = dir.resolve("net2.nnue");
    StringWriter second = new StringWriter();
    assertThat(run(second, "train", games.toString(), "--out", net2.toString(), "--hidden", "4", "--epochs", "1",
        "--batch", "16", "--hold-out", "0", "--threads", "1")).as(second.toString()).isZero();
    assertThat(second.toString()).containsPattern("[1-9][0-9]* positions: ");
  }

  @Test
  void benchRefusesAFileThatIsNoNetworkNamingIt() throws IOException {
    Path bad = Files.writeString(dir.resolve("bad.nnue"), "nope\n");
    StringWriter out = new StringWriter();
    assertThat(run(out, "bench", "2", "--eval", bad.toString())).isNotZero();
    assertThat(out.toString()).contains("cannot read the network").contains("bad.nnue");
  }
}
