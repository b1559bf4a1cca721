package dev.zeitnot.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class HordeRulesTest {

  private static Position horde(String fen) {
    return Position.fromFen(fen, false, Variant.HORDE);
  }

  @Test
  void theStartPositionIsReadAndWrittenAsTheServerWritesIt() {
    String start = Variant.HORDE.startFen();
    assertThat(horde(start).toFen()).isEqualTo(start);
    assertThat(horde(start).countLegal()).isEqualTo(8);
  }

  @Test
  void whiteHasNoKingAndAFenThatGivesItOneIsRefused() {
    assertThatThrownBy(() -> horde("4k3/8/8/8/8/8/P7/4K3 w - - 0 1")).isInstanceOf(FenException.class)
        .hasMessageContaining("white has 1 kings");
  }

  @Test
  void aFirstRankPawnMayAdvanceTwoSquaresButGivesNoEnPassant() {
    Position pos = horde("4k3/8/8/8/8/1p6/8/P7 w - - 0 1");
    pos.makeMove(Uci.parse(pos, "a1a3"));
    assertThat(pos.toFen()).isEqualTo("4k3/8/8/8/8/Pp6/8/8 b - - 0 1");
    assertThat(pos.isLegal(Move.enPassant(Square.parse("b3"), Square.parse("a2")))).isFalse();
  }

  @Test
  void aSecondRankPawnsDoubleStepGivesEnPassantAsUsual() {
    Position pos = horde("4k3/8/8/8/1p6/8/P7/8 w - - 0 1");
    pos.makeMove(Uci.parse(pos, "a2a4"));
    assertThat(pos.toFen()).isEqualTo("4k3/8/8/8/Pp6/8/8/8 b - a3 0 1");
    assertThat(pos.isLegal(Uci.parse(pos, "b4a3"))).isTrue();
  }

  @Test
  void blackWinsByTakingTheLastWhitePiece() {
    Position pos = horde("4k3/8/8/8/8/8/3q4/4P3 b - - 0 1");
    pos.makeMove(Uci.parse(pos, "d2e1"));
    assertThat(Outcome.of(pos)).isEqualTo(new Outcome(Outcome.Kind.VARIANT_END, Color.BLACK));
  }

  @Test
  void whiteWinsByMate() {
    Position pos = horde("7k/5Q2/6P1/8/8/8/8/8 w - - 0 1");
    pos.makeMove(Uci.parse(pos, "f7h7"));
    assertThat(Outcome.of(pos)).isEqualTo(new Outcome(Outcome.Kind.CHECKMATE, Color.WHITE));
  }

  @Test
  void aStalematedHordeIsADraw() {
    assertThat(Outcome.of(horde("4k3/8/8/8/8/p7/P7/8 w - - 0 1"))).isEqualTo(new Outcome(Outcome.Kind.STALEMATE, -1));
  }

  @Test
  void noPositionIsADrawByMaterialTheRuleOfLichessIsNotModelled() {
    assertThat(horde("4k3/8/8/8/8/8/8/B7 w - - 0 1").isInsufficientMaterial()).isFalse();
  }
}
