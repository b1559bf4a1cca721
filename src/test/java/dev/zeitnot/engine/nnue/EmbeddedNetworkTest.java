package dev.zeitnot.engine.nnue;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Position;
import org.junit.jupiter.api.Test;

/** The network in the jar reads, is read once, and judges material as a chess player would. */
class EmbeddedNetworkTest {

  @Test
  void theEmbeddedNetworkReadsOnceAndSeesMaterial() {
    Network net = EmbeddedNetwork.get();
    assertThat(EmbeddedNetwork.get()).isSameAs(net);
    assertThat(eval(net, Position.STARTPOS_FEN)).isBetween(-100, 100);
    assertThat(eval(net, "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")).isGreaterThan(500);
    assertThat(eval(net, "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1")).isLessThan(-500);
    assertThat(eval(net, "4k3/8/8/8/8/8/8/3QK3 w - - 0 1")).as("a bare queen up").isGreaterThan(500);
  }

  private static int eval(Network net, String fen) {
    return new NnueEvaluator(net).evaluate(Position.fromFen(fen));
  }
}
