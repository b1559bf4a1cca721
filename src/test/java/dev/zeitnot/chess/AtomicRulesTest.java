package dev.zeitnot.chess;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class AtomicRulesTest {

  private static Position atomic(String fen) {
    return Position.fromFen(fen, false, Variant.ATOMIC);
  }

  @Test
  void aCaptureExplodesTheCapturerAndEveryPieceButPawnsAroundTheTarget() {
    String fen = "4k3/8/2bBp3/3n4/2P5/8/8/3RK3 w - - 0 1";
    Position pos = atomic(fen);
    long key = pos.key();
    pos.makeMove(Uci.parse(pos, "d1d5"));
    assertThat(pos.toFen()).isEqualTo("4k3/8/4p3/8/2P5/8/8/4K3 b - - 0 1");
    assertThat(pos.key()).isEqualTo(pos.computeKey());
    pos.unmakeMove();
    assertThat(pos.toFen()).isEqualTo(fen);
    assertThat(pos.key()).isEqualTo(key);
  }

  @Test
  void anExplodedRookTakesItsCastlingRightWithIt() {
    Position pos = atomic("r3k2r/8/8/8/8/8/6p1/R3K2R b KQkq - 0 1");
    pos.makeMove(Uci.parse(pos, "g2h1q"));
    assertThat(pos.toFen()).isEqualTo("r3k2r/8/8/8/8/8/8/R3K3 w Qkq - 0 2");
  }

  @Test
  void kingsNeverCapture() {
    Position pos = atomic("4k3/8/8/8/8/8/4n3/4K3 w - - 0 1");
    assertThat(pos.isLegal(Move.of(Square.parse("e1"), Square.parse("e2")))).isFalse();
  }

  @Test
  void aCaptureThatExplodesOnesOwnKingIsIllegal() {
    Position pos = atomic("4k3/8/8/8/8/8/4r3/3QK3 w - - 0 1");
    assertThat(pos.inCheck()).isTrue();
    int[] moves = new int[Position.MAX_MOVES];
    assertThat(pos.generateLegal(moves)).isEqualTo(1);
    assertThat(Uci.format(moves[0])).isEqualTo("e1f1");
  }

  @Test
  void explodingTheEnemyKingWinsAtOnceEvenOutOfCheck() {
    Position pos = atomic("Rnk5/8/8/8/4r3/8/8/4K3 w - - 0 1");
    assertThat(pos.inCheck()).isTrue();
    assertThat(San.format(pos, Uci.parse(pos, "a8b8"))).isEqualTo("Rxb8#");
    pos.makeMove(Uci.parse(pos, "a8b8"));
    assertThat(pos.toFen()).isEqualTo("8/8/8/8/4r3/8/8/4K3 b - - 0 1");
    assertThat(Outcome.of(pos)).isEqualTo(new Outcome(Outcome.Kind.VARIANT_END, Color.WHITE));
    assertThat(pos.countLegal()).isZero();
    assertThat(atomic(pos.toFen()).variantWinner()).isEqualTo(Color.WHITE);
  }

  @Test
  void kingsSideBySideCannotCheckEachOther() {
    Position pos = atomic("8/8/8/3kK3/8/8/8/3R4 b - - 0 1");
    assertThat(pos.inCheck()).isFalse();
    assertThat(atomic("8/8/8/3k1K2/8/8/8/3R4 b - - 0 1").inCheck()).isTrue();
  }

  @Test
  void aLoneMinorPieceOrBareKingsAreADrawByMaterialButAQueenIsNot() {
    assertThat(atomic("4k3/8/8/8/8/8/8/4K1N1 w - - 0 1").isInsufficientMaterial()).isTrue();
    assertThat(atomic("4k3/8/8/8/8/8/8/4K3 w - - 0 1").isInsufficientMaterial()).isTrue();
    assertThat(atomic("4k3/8/8/8/8/8/8/3QK3 w - - 0 1").isInsufficientMaterial()).isFalse();
    assertThat(atomic("4k1n1/8/8/8/8/8/8/4K1N1 w - - 0 1").isInsufficientMaterial()).isFalse();
  }
}
