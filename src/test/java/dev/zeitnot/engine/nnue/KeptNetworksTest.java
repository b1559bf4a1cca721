package dev.zeitnot.engine.nnue;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Position;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Every network kept in {@code nets/} reads and judges material as a chess player would. */
class KeptNetworksTest {

  private static final Path NETS = Path.of("nets");

  @Test
  void everyKeptNetworkReadsAndSeesMaterial() throws IOException {
    List<Path> nets;
    try (Stream<Path> files = Files.list(NETS)) {
      nets = files.filter(f -> f.toString().endsWith(".nnue")).sorted().toList();
    }
    assertThat(nets).isNotEmpty();
    for (Path file : nets) {
      Network net;
      try (InputStream in = Files.newInputStream(file)) {
        net = Network.read(in);
      }
      assertThat(eval(net, Position.STARTPOS_FEN)).as(file + " at the start").isBetween(-100, 100);
      assertThat(eval(net, "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"))
          .as(file + " a queen up").isGreaterThan(500);
      assertThat(eval(net, "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1"))
          .as(file + " a queen down, to move").isLessThan(-500);
    }
  }

  private static int eval(Network net, String fen) {
    return new NnueEvaluator(net).evaluate(Position.fromFen(fen));
  }
}
