package dev.zeitnot.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Rules that perft covers only in bulk, pinned here one by one with the positions that show them. */
class LegalityTest {

  private static boolean legal(String fen, String uci) {
    try {
      Uci.parse(Position.fromFen(fen), uci);
      return true;
    } catch (IllegalMoveException e) {
      return false;
    }
  }

  @ParameterizedTest(name = "{2}: {1} legal={3}")
  @CsvSource(delimiter = '|', value = {
      "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1|e1g1|castling with a free path|true",
      "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1|e1g1|castling out of check|false",
      "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1|e1g1|castling through an attacked square|false",
      "4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1|e1g1|castling into check|false",
      "4k3/8/8/8/8/8/1r6/R3K2R w KQ - 0 1|e1c1|long castling past an attacked b-file square|true",
      "4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1|e1c1|long castling through a piece|false",
      "8/8/8/KPp4r/8/8/8/7k w - c6 0 1|b5c6|en passant exposing the king along the rank|false",
      "8/8/8/1KPp1n1r/8/8/8/7k w - d6 0 1|c5d6|en passant where the rank stays blocked|true",
      "4k3/8/8/2Pp4/1b6/8/8/4K3 w - d6 0 1|c5d6|en passant while another piece checks|false",
      "4k3/8/8/2Pp4/2K5/8/8/8 w - d6 0 1|c5d6|en passant capturing the checking pawn|true",
      "4k3/8/8/8/8/8/3N4/r3K3 w - - 0 1|d2b3|a knight move that ignores a check|false",
      "4k3/8/8/8/8/8/3N4/r3K3 w - - 0 1|d2b1|a knight move that blocks a check|true",
      "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1|e2d3|a pinned bishop leaving its pin line|false",
      "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1|e2e7|a pinned rook capturing along its pin line|true",
      "4k3/8/8/8/1b6/8/3P4/4K3 w - - 0 1|d2d4|a pinned pawn pushing off its diagonal|false",
      "4k3/8/8/8/8/2n5/8/r3K2R w K - 0 1|h1h8|a rook move ignoring a double check|false",
  })
  void decidesTheTrickyCases(String fen, String uci, String label, boolean expected) {
    assertThat(legal(fen, uci)).isEqualTo(expected);
  }

  @Test
  void chess960CastlingIsIllegalWhenTheRookShieldedTheKingsSquare() {
    // King c1 castles with the rook on b1 (king stays on c1, rook goes to d1): the queen on a1 would check.
    Position p = Position.fromFen("7k/8/8/8/8/8/8/qRK5 w B - 0 1");
    assertThatThrownBy(() -> Uci.parse(p, "c1b1")).isInstanceOf(IllegalMoveException.class);
    Position withoutQueen = Position.fromFen("7k/8/8/8/8/8/8/1RK5 w B - 0 1");
    assertThat(Move.isCastling(Uci.parse(withoutQueen, "c1b1"))).isTrue();
  }

  @Test
  void squareNamesParseAndPrint() {
    assertThat(Square.parse("a1")).isZero();
    assertThat(Square.parse("h8")).isEqualTo(63);
    assertThat(Square.name(Square.of(4, 3))).isEqualTo("e4");
    assertThatThrownBy(() -> Square.parse("i1")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("i1");
    assertThatThrownBy(() -> Square.parse("e")).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void pieceCodesCombineColourAndType() {
    int blackQueen = Piece.of(Color.BLACK, PieceType.QUEEN);
    assertThat(blackQueen).isEqualTo(10);
    assertThat(Piece.color(blackQueen)).isEqualTo(Color.BLACK);
    assertThat(Piece.type(blackQueen)).isEqualTo(PieceType.QUEEN);
    assertThat(Color.opposite(Color.WHITE)).isEqualTo(Color.BLACK);
    assertThat(Color.name(Color.BLACK)).isEqualTo("black");
    assertThat(PieceType.symbol(PieceType.KNIGHT)).isEqualTo('n');
  }

  @Test
  void magicSlidingAttacksStopAtTheFirstBlocker() {
    long occupied = Bitboards.bit(Square.parse("e6")) | Bitboards.bit(Square.parse("b4"));
    long rook = Attacks.rook(Square.parse("e4"), occupied);
    assertThat(Bitboards.contains(rook, Square.parse("e6"))).isTrue();
    assertThat(Bitboards.contains(rook, Square.parse("e7"))).isFalse();
    assertThat(Bitboards.contains(rook, Square.parse("b4"))).isTrue();
    assertThat(Bitboards.contains(rook, Square.parse("a4"))).isFalse();
    assertThat(Long.bitCount(rook)).isEqualTo(2 + 3 + 3 + 3);
    assertThat(Attacks.between(Square.parse("a1"), Square.parse("d4")))
        .isEqualTo(Bitboards.bit(Square.parse("b2")) | Bitboards.bit(Square.parse("c3")));
    assertThat(Attacks.line(Square.parse("a1"), Square.parse("b3"))).isZero();
  }
}
