package dev.zeitnot.engine.eval;

import static dev.zeitnot.engine.eval.VariantParams.HORDE_BLACK_MOBILITY;
import static dev.zeitnot.engine.eval.VariantParams.HORDE_FEW_PIECES;
import static dev.zeitnot.engine.eval.VariantParams.HORDE_FEW_PIECES_STEP;
import static dev.zeitnot.engine.eval.VariantParams.HORDE_PAWN_ADVANCE;
import static dev.zeitnot.engine.eval.VariantParams.HORDE_PAWN_AT_KING;
import static dev.zeitnot.engine.eval.VariantParams.HORDE_PASSED_PAWN;
import static dev.zeitnot.engine.eval.VariantParams.HORDE_PAWN_SUPPORTED;
import static dev.zeitnot.engine.eval.VariantParams.PIECE_VALUE;
import static dev.zeitnot.engine.eval.VariantParams.TEMPO;

import dev.zeitnot.chess.Attacks;
import dev.zeitnot.chess.Bitboards;
import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;

/**
 * Horde's own evaluation, since white has no king: material on both sides; white's pawns gain as
 * they advance (passed ones, with no black pawn to stop them, more), as they defend each other, and
 * as they reach the squares around the black king
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
    long blackPawns = pos.pieces(Color.BLACK, PieceType.PAWN);
    for (long bb = pawns; bb != 0; bb &= bb - 1) {
      int square = Long.numberOfTrailingZeros(bb);
      int rank = square >>> 3;
      score += HORDE_PAWN_ADVANCE[rank];
      if ((passedSpan(square) & blackPawns) == 0) {
        score += HORDE_PASSED_PAWN[rank];
      }
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

  /** The squares ahead of a white pawn on its file and the two beside it. */
  private static long passedSpan(int square) {
    int file = square & 7;
    long files = Bitboards.file(file) | (file > 0 ? Bitboards.file(file - 1) : 0)
        | (file < 7 ? Bitboards.file(file + 1) : 0);
    int rank = square >>> 3;
    return rank == 7 ? 0 : files & (-1L << ((rank + 1) * 8));
  }

  /** Black's play beyond its material: mobility, and the end of the horde drawing near. */
  private static int blackPlay(Position pos) {
    long room = AttackMap.of(pos, Color.BLACK, false) & ~pos.occupancy(Color.BLACK);
    int whitePieces = Long.bitCount(pos.occupancy(Color.WHITE));
    return HORDE_BLACK_MOBILITY * Long.bitCount(room)
        + HORDE_FEW_PIECES_STEP * Math.max(0, HORDE_FEW_PIECES - whitePieces);
  }
}
