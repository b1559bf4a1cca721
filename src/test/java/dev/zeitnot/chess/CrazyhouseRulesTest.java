package dev.zeitnot.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class CrazyhouseRulesTest {

  private static Position crazyhouse(String fen) {
    return Position.fromFen(fen, false, Variant.CRAZYHOUSE);
  }

  @Test
  void theStartPositionIsWrittenWithEmptyPocketsAsTheServerWritesIt() {
    String start = Variant.CRAZYHOUSE.startFen();
    assertThat(crazyhouse(start).toFen()).isEqualTo(start);
  }

  @Test
  void pocketsWrittenAsANinthRankAreReadToo() {
    assertThat(crazyhouse("4k3/8/8/8/8/8/8/4K3/NPp w - - 0 1").toFen()).isEqualTo("4k3/8/8/8/8/8/8/4K3[PNp] w - - 0 1");
  }

  @Test
  void aCapturedPieceJoinsTheCaptorsPocket() {
    Position pos = crazyhouse("4k3/8/8/3p4/4P3/8/8/4K3[] w - - 0 1");
    pos.makeMove(Uci.parse(pos, "e4d5"));
    assertThat(pos.toFen()).isEqualTo("4k3/8/8/3P4/8/8/8/4K3[P] b - - 0 1");
  }

  @Test
  void aCapturedPromotedPieceJoinsThePocketAsAPawnAndTakingBackRestoresAll() {
    String fen = "4k3/8/8/8/8/8/6p1/4KQ~2[] b - - 0 1";
    Position pos = crazyhouse(fen);
    long key = pos.key();
    pos.makeMove(Uci.parse(pos, "g2f1q"));
    assertThat(pos.toFen()).isEqualTo("4k3/8/8/8/8/8/8/4Kq~2[p] w - - 0 2");
    assertThat(pos.key()).isEqualTo(pos.computeKey());
    pos.unmakeMove();
    assertThat(pos.toFen()).isEqualTo(fen);
    assertThat(pos.key()).isEqualTo(key);
  }

  @Test
  void aDropIsWrittenPieceAtSquareInUciAndSan() {
    Position pos = crazyhouse("4k3/8/8/8/8/8/8/4K3[Np] w - - 0 1");
    int drop = Uci.parse(pos, "N@f6");
    assertThat(Uci.format(drop)).isEqualTo("N@f6");
    assertThat(San.format(pos, drop)).isEqualTo("N@f6+");
    assertThat(San.parse(pos, "N@f6+")).isEqualTo(drop);
    pos.makeMove(drop);
    assertThat(pos.toFen()).isEqualTo("4k3/8/5N2/8/8/8/8/4K3[p] b - - 1 1");
    assertThat(pos.inCheck()).isTrue();
    pos.unmakeMove();
    assertThat(pos.toFen()).isEqualTo("4k3/8/8/8/8/8/8/4K3[Np] w - - 0 1");
  }

  @Test
  void pawnsAreNeverDroppedOnTheFirstOrLastRank() {
    Position pos = crazyhouse("k7/8/8/8/8/8/8/K7[P] w - - 0 1");
    assertThatThrownBy(() -> Uci.parse(pos, "P@h8")).isInstanceOf(IllegalMoveException.class);
    assertThatThrownBy(() -> Uci.parse(pos, "P@h1")).isInstanceOf(IllegalMoveException.class);
    assertThat(San.parse(pos, "@h7")).isEqualTo(Uci.parse(pos, "P@h7"));
  }

  @Test
  void aDropMayBlockACheckButNeverAnswersADoubleCheck() {
    Position single = crazyhouse("4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1");
    assertThat(single.isLegal(Uci.parse(single, "N@c1"))).isTrue();
    assertThatThrownBy(() -> Uci.parse(single, "N@c3")).isInstanceOf(IllegalMoveException.class);
    assertThat(crazyhouse("4k3/8/8/8/8/5n2/8/r3K3[Q] w - - 0 1").countLegal()).isEqualTo(2);
  }

  @Test
  void materialIsInsufficientOnlyWithAtMostThreePiecesAndNoPawnRookOrQueenAnywhere() {
    assertThat(crazyhouse("4k3/8/8/8/8/8/8/4K3[N] w - - 0 1").isInsufficientMaterial()).isTrue();
    assertThat(crazyhouse("4k3/8/8/8/8/8/8/4K3[P] w - - 0 1").isInsufficientMaterial()).isFalse();
    assertThat(crazyhouse("4k3/8/8/8/8/8/8/4K3[Nn] w - - 0 1").isInsufficientMaterial()).isFalse();
  }
}
