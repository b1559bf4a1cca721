package dev.zeitnot.engine.eval;

import static dev.zeitnot.engine.eval.VariantParams.ANTICHESS_LIABILITY;
import static dev.zeitnot.engine.eval.VariantParams.ANTICHESS_MOBILITY;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;

/**
 * Antichess's own evaluation, since the aim is to lose every piece: each piece owned costs its
 * liability, so the side with fewer (and cheaper) pieces is ahead, and each square attacked is a
 * little room to give pieces away on one's own terms. No king terms: the king is an ordinary piece.
 * The search itself sees the forced captures.
 */
final class AntichessEvaluation {

  private AntichessEvaluation() { }

  /** The evaluation in centipawns from the side to move's point of view. */
  static int evaluate(Position pos) {
    int white = side(pos, Color.WHITE) - side(pos, Color.BLACK);
    return pos.sideToMove() == Color.WHITE ? white : -white;
  }

  private static int side(Position pos, int color) {
    int score = 0;
    for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
      score -= ANTICHESS_LIABILITY[type] * Long.bitCount(pos.pieces(color, type));
    }
    long room = AttackMap.of(pos, color, true) & ~pos.occupancy(color);
    return score + ANTICHESS_MOBILITY * Long.bitCount(room);
  }
}
