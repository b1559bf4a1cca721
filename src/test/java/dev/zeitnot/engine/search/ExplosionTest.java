package dev.zeitnot.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;
import dev.zeitnot.chess.Variant;
import org.junit.jupiter.api.Test;

/** An atomic capture wins what its explosion destroys of the enemy, less what it destroys of ours. */
class ExplosionTest {

  private static int gain(String fen, String move) {
    Position pos = Position.fromFen(fen, false, Variant.ATOMIC);
    return Explosion.gain(pos, Uci.parse(pos, move));
  }

  @Test
  void aCaptureLosesTheCapturerAndTakesTheNonPawnPiecesAround() {
    // Nxd5 destroys the knight, the pawn on d5 and the rook on e6 (the pawn on c6 survives).
    assertThat(gain("4k3/8/2p1r3/3p4/8/4N3/8/4K3 w - - 0 1", "e3d5"))
        .isEqualTo(See.VALUE[0] + See.VALUE[3] - See.VALUE[1]);
  }

  @Test
  void explodingTheEnemyKingIsWorthMoreThanAnyMaterial() {
    assertThat(gain("4k3/4p3/8/8/8/8/8/4Q1K1 w - - 0 1", "e1e7")).isGreaterThan(10_000);
  }

  @Test
  void aMoveThatCapturesNothingWinsNothing() {
    assertThat(gain("4k3/8/8/8/8/8/8/3Q2K1 w - - 0 1", "d1d2")).isZero();
  }
}
