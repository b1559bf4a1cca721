package dev.zeitnot.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class UciTest {
  private static final String CASTLE_READY = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";

  @Test
  void standardCastlingIsAcceptedInBothForms() {
    Position p = Position.fromFen(CASTLE_READY);
    int twoSquares = Uci.parse(p, "e1g1");
    assertThat(Move.isCastling(twoSquares)).isTrue();
    assertThat(Uci.parse(p, "e1h1")).isEqualTo(twoSquares);
    assertThat(Uci.parse(p, "e1c1")).isEqualTo(Uci.parse(p, "e1a1"));
  }

  @Test
  void castlingIsEncodedKingTakesRookAndPrintedInEitherStyle() {
    Position p = Position.fromFen(CASTLE_READY);
    int m = Uci.parse(p, "e1c1");
    assertThat(Move.from(m)).isEqualTo(Square.parse("e1"));
    assertThat(Move.to(m)).isEqualTo(Square.parse("a1"));
    assertThat(Uci.format(m)).isEqualTo("e1c1");
    assertThat(Uci.format(m, Uci.CastlingStyle.KING_TAKES_ROOK)).isEqualTo("e1a1");
    p.makeMove(m);
    assertThat(p.toFen()).isEqualTo("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/2KR3R b kq - 1 1");
  }

  @Test
  void chess960AcceptsOnlyKingTakesRook() {
    // King b1, rook a1: the two-square form would be an ordinary king move b1-d1.
    Position p = Position.fromFen("1k5r/8/8/8/8/8/8/RK6 w Ah - 0 1");
    int castle = Uci.parse(p, "b1a1");
    assertThat(Move.isCastling(castle)).isTrue();
    p.makeMove(castle);
    assertThat(p.toFen()).startsWith("1k5r/8/8/8/8/8/8/2KR4 b k ");
    Position q = Position.fromFen("rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1");
    assertThatThrownBy(() -> Uci.parse(q, "b1g1")).isInstanceOf(IllegalMoveException.class);
    assertThat(Move.isCastling(Uci.parse(q, "b1h1"))).isTrue();
  }

  @Test
  void promotionWithoutSuffixIsAQueen() {
    Position p = Position.fromFen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    int m = Uci.parse(p, "b7b8");
    assertThat(Move.promotion(m)).isEqualTo(PieceType.QUEEN);
    assertThat(Move.promotion(Uci.parse(p, "b7b8n"))).isEqualTo(PieceType.KNIGHT);
    assertThat(Uci.format(Uci.parse(p, "b7b8r"))).isEqualTo("b7b8r");
    assertThat(Uci.format(m)).isEqualTo("b7b8q");
  }

  @Test
  void illegalOrGarbledMovesCarryTheMoveAndTheFen() {
    Position p = Position.startpos();
    for (String bad : new String[] {"e2e5", "e7e5", "zz", "e2e4x", "e1g1", "i9a1", "e2e4q"}) {
      assertThatThrownBy(() -> Uci.parse(p, bad))
          .isInstanceOfSatisfying(IllegalMoveException.class, e -> {
            assertThat(e.move()).isEqualTo(bad);
            assertThat(e.fen()).isEqualTo(Position.STARTPOS_FEN);
          })
          .hasMessageContaining(bad).hasMessageContaining(Position.STARTPOS_FEN);
    }
  }

  @Test
  void nullMoveFormatsAsFourZeros() {
    assertThat(Uci.format(Move.NONE)).isEqualTo("0000");
  }
}
