package dev.zeitnot.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FenTest {

  @Test
  void everySuitePositionSurvivesARoundTrip() {
    for (PerftCase c : TestData.perftCases("perft-standard.epd")) {
      String once = Position.fromFen(c.fen()).toFen();
      assertThat(Position.fromFen(once).toFen()).isEqualTo(once);
      if (c.fen().split(" ")[3].equals("-")) {
        assertThat(once).isEqualTo(c.fen());
      }
    }
  }

  @Test
  void startPositionPrintsExactlyAsTheStandardFen() {
    assertThat(Position.startpos().toFen()).isEqualTo(Position.STARTPOS_FEN);
    assertThat(Position.startpos().isChess960()).isFalse();
  }

  @Test
  void shredderAndXFenCastlingDescribeTheSamePosition() {
    Position shredder = Position.fromFen("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
    Position xfen = Position.fromFen("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9");
    assertThat(shredder.isChess960()).isTrue();
    assertThat(xfen.isChess960()).isTrue();
    assertThat(shredder.key()).isEqualTo(xfen.key());
    assertThat(shredder.toFen()).isEqualTo("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9");
  }

  @Test
  void xFenKingSideLetterMeansTheOutermostRookAndAFileLetterAnInnerOne() {
    Position outer = Position.fromFen("4k3/8/8/8/8/8/8/4K1RR w K - 0 1", true);
    assertThat(outer.toFen()).contains(" w K - ");
    assertThat(outer.generateLegal(new int[Position.MAX_MOVES])).isEqualTo(Perft.count(outer, 1));
    assertThatThrownBy(() -> Uci.parse(outer, "e1h1")).isInstanceOf(IllegalMoveException.class);

    Position inner = Position.fromFen("4k3/8/8/8/8/8/8/4K1RR w G - 0 1", true);
    assertThat(inner.toFen()).contains(" w G - ");
    assertThat(Move.isCastling(Uci.parse(inner, "e1g1"))).isTrue();
  }

  @Test
  void enPassantSquareIsPrintedOnlyWhenTheCaptureIsLegal() {
    assertThat(Position.fromFen("4k3/8/8/8/4Pp2/8/8/4K3 b - e3 0 1").toFen()).contains(" e3 ");
    assertThat(Position.fromFen("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1").toFen()).contains(" - ");
  }

  @Test
  void missingCountersDefaultToZeroAndOne() {
    Position p = Position.fromFen("4k3/8/8/8/8/8/8/4K3 w - -");
    assertThat(p.halfmoveClock()).isZero();
    assertThat(p.fullmoveNumber()).isEqualTo(1);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "no white king|rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w - - 0 1|piece placement|white has 0 kings",
      "two black kings|k6k/8/8/8/8/8/8/4K3 w - - 0 1|piece placement|black has 2 kings",
      "pawn on the back rank|P3k3/8/8/8/8/8/8/4K3 w - - 0 1|piece placement|first or last rank",
      "seven ranks|4k3/8/8/8/8/8/4K3 w - - 0 1|piece placement|8 ranks",
      "nine files|4k4/8/8/8/8/8/8/4K3 w - - 0 1|piece placement|instead of 8",
      "bad letter|4x3/8/8/8/8/8/8/4K3 w - - 0 1|piece placement|not a piece letter",
      "side not to move in check|4k3/8/8/8/8/8/8/4R1K1 w - - 0 1|side to move|black is in check",
      "bad side|4k3/8/8/8/8/8/8/4K3 x - - 0 1|side to move|neither",
      "castling without rook|4k3/8/8/8/8/8/8/4K3 w K - 0 1|castling|no white rook",
      "castling with king off rank|4k3/8/8/8/8/8/4K3/7R w K - 0 1|castling|not on its first rank",
      "castling garbage|4k3/8/8/8/8/8/8/4K2R w Z - 0 1|castling|not K, Q",
      "en passant not a square|4k3/8/8/8/8/8/8/4K3 w - z9 0 1|en passant|not '-' or a square",
      "en passant wrong rank|4k3/8/8/8/4P3/8/8/4K3 b - e4 0 1|en passant|not on rank 3",
      "en passant without pawn|4k3/8/8/8/8/8/8/4K3 b - e3 0 1|en passant|double step",
      "negative halfmove|4k3/8/8/8/8/8/8/4K3 w - - -1 1|halfmove clock|not a number",
      "text fullmove|4k3/8/8/8/8/8/8/4K3 w - - 0 x|fullmove number|not a number",
      "too few fields|4k3/8/8/8/8/8/8/4K3 w|fen|expected 6",
  })
  void rejectsBadFenNamingTheFieldAndReason(String label, String fen, String field, String reason) {
    assertThatThrownBy(() -> Position.fromFen(fen))
        .isInstanceOfSatisfying(FenException.class, e -> assertThat(e.field()).isEqualTo(field))
        .hasMessageContaining(reason)
        .hasMessageContaining(field);
  }
}
