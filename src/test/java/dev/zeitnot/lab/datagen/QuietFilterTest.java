package dev.zeitnot.lab.datagen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;
import dev.zeitnot.engine.Score;
import org.junit.jupiter.api.Test;

class QuietFilterTest {

  private static boolean accepts(String fen, String move, Score score) {
    Position pos = Position.fromFen(fen);
    return QuietFilter.accepts(pos, Uci.parse(pos, move), score);
  }

  @Test
  void aQuietMoveWithACentipawnScoreIsKept() {
    assertThat(accepts(Position.STARTPOS_FEN, "e2e4", Score.cp(20))).isTrue();
  }

  @Test
  void aPositionWhoseBestMoveCapturesIsLeftOut() {
    assertThat(accepts("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5", Score.cp(80))).isFalse();
  }

  @Test
  void anEnPassantCaptureIsACapture() {
    assertThat(accepts("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", Score.cp(80))).isFalse();
  }

  @Test
  void aPromotionIsLeftOut() {
    assertThat(accepts("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8q", Score.cp(900))).isFalse();
  }

  @Test
  void aPositionInCheckIsLeftOut() {
    assertThat(accepts("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1", "e1f1", Score.cp(-500))).isFalse();
  }

  @Test
  void aMateScoreIsLeftOut() {
    assertThat(accepts("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8", Score.mate(1))).isFalse();
  }
}
