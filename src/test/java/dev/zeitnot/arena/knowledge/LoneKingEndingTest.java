package dev.zeitnot.arena.knowledge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Attacks;
import dev.zeitnot.chess.Bitboards;
import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Square;
import org.junit.jupiter.api.Test;

/** The solved endings agree with what is known of them: every longest mate, and no draw with White to move. */
class LoneKingEndingTest {

  private static final LoneKingEnding QUEEN = LoneKingEnding.solve(PieceType.QUEEN);
  private static final LoneKingEnding ROOK = LoneKingEnding.solve(PieceType.ROOK);

  /** The longest win with White to move, in plies; fails on a legal White-to-move position that is not won. */
  private static int longestWin(LoneKingEnding ending, int pieceType) {
    int longest = 0;
    for (int wk = 0; wk < 64; wk++) {
      for (int bk = 0; bk < 64; bk++) {
        for (int piece = 0; piece < 64; piece++) {
          long occupied = Bitboards.bit(wk) | Bitboards.bit(bk) | Bitboards.bit(piece);
          boolean legal = wk != bk && wk != piece && bk != piece && !Bitboards.contains(Attacks.king(wk), bk)
              && !Bitboards.contains(Attacks.of(pieceType, piece, occupied), bk);
          if (legal) {
            int plies = ending.whiteToMove(wk, bk, piece);
            assertThat(plies).as("White to move, K%s Q/R%s vs K%s", Square.name(wk), Square.name(piece),
                Square.name(bk)).isPositive();
            longest = Math.max(longest, plies);
          }
        }
      }
    }
    return longest;
  }

  @Test
  void kingAndQueenMateALoneKingInAtMostTenMoves() {
    assertThat(longestWin(QUEEN, PieceType.QUEEN)).isEqualTo(19);
  }

  @Test
  void kingAndRookMateALoneKingInAtMostSixteenMoves() {
    assertThat(longestWin(ROOK, PieceType.ROOK)).isEqualTo(31);
  }

  @Test
  void knowsAMateInOneAMatedKingAStalemateAndAnUndefendedQueenTaken() {
    int b1 = Square.parse("b1");
    int g6 = Square.parse("g6");
    int h8 = Square.parse("h8");
    assertThat(QUEEN.whiteToMove(g6, h8, b1)).as("Qb8#").isEqualTo(1);
    assertThat(QUEEN.blackToMove(g6, h8, Square.parse("a8"))).as("mated").isZero();
    assertThat(QUEEN.blackToMove(g6, h8, Square.parse("f7"))).as("stalemate").isEqualTo(LoneKingEnding.DRAW);
    assertThat(QUEEN.blackToMove(Square.parse("a1"), h8, Square.parse("g7"))).as("Kxg7").isEqualTo(LoneKingEnding.DRAW);
  }
}
