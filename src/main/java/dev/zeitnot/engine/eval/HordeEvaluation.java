package dev.zeitnot.engine.eval;

import static dev.zeitnot.engine.eval.VariantParams.HORDE_BLACK_MOBILITY;
import static dev.zeitnot.engine.eval.VariantParams.HORDE_FEW_PIECES;
import static dev.zeitnot.engine.eval.VariantParams.HORDE_FEW_PIECES_STEP;
import static dev.zeitnot.engine.eval.VariantParams.HORDE_PAWN_ADVANCE;
import static dev.zeitnot.engine.eval.VariantParams.HORDE_PAWN_AT_KING;
import static dev.zeitnot.engine.eval.VariantParams.HORDE_PAWN_SUPPORTED;
import static dev.zeitnot.engine.eval.VariantParams.PIECE_VALUE;
import static dev.zeitnot.engine.eval.VariantParams.TEMPO;

import dev.zeitnot.chess.Attacks;
import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;

/**
 * Horde's own evaluation, since white has no king: material on both sides; white's pawns gain as
 * they advance and as they defend each other, and as they reach the squares around the black king
 * (white wins by mate); black's pieces gain by the squares they attack, and black gains as white's
 * last pieces go (black wins by taking them all).
 */
final class HordeEvaluation {

  private HordeEvaluation() { }

  /** The evaluation in centipawns from the side to move's point of view. */
  static int evaluate(Position pos) {
    int white = material(pos, Color.WHITE) - material(pos, Color.BLACK) + horde(pos) - blackPlay(pos);
    return (pos.sideToMove() == Color.WHITE ? white : -white) + TEMPO;
  }

  private static int material(Position pos, int color) {
    int score = 0;
    for (int type = PieceType.PAWN; type <= PieceType.QUEEN; type++) {
      score += PIECE_VALUE[type] * Long.bitCount(pos.pieces(color, type));
    }
    return score;
  }

  /** White's pawns beyond their material: advance, support, and pressure on the black king. */
  private static int horde(Position pos) {
    long pawns = pos.pieces(Color.WHITE, PieceType.PAWN);
    long defended = AttackMap.pawnAttacks(pawns, Color.WHITE);
    int score = HORDE_PAWN_SUPPORTED * Long.bitCount(pawns & defended);
    for (long bb = pawns; bb != 0; bb &= bb - 1) {
      score += HORDE_PAWN_ADVANCE[Long.numberOfTrailingZeros(bb) >>> 3];
    }
    long blackKing = pos.pieces(Color.BLACK, PieceType.KING);
    if (blackKing != 0) {
      long zone = Attacks.king(Long.numberOfTrailingZeros(blackKing));
      for (long bb = pawns; bb != 0; bb &= bb - 1) {
        if ((Attacks.pawn(Color.WHITE, Long.numberOfTrailingZeros(bb)) & zone) != 0) {
          score += HORDE_PAWN_AT_KING;
        }
      }
    }
    return score;
  }

  /** Black's play beyond its material: mobility, and the end of the horde drawing near. */
  private static int blackPlay(Position pos) {
    long room = AttackMap.of(pos, Color.BLACK, false) & ~pos.occupancy(Color.BLACK);
    int whitePieces = Long.bitCount(pos.occupancy(Color.WHITE));
    return HORDE_BLACK_MOBILITY * Long.bitCount(room)
        + HORDE_FEW_PIECES_STEP * Math.max(0, HORDE_FEW_PIECES - whitePieces);
  }
}
