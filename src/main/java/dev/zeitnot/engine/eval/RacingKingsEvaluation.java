package dev.zeitnot.engine.eval;

import static dev.zeitnot.engine.eval.VariantParams.PIECE_VALUE;
import static dev.zeitnot.engine.eval.VariantParams.RACE_BLOCKED;
import static dev.zeitnot.engine.eval.VariantParams.RACE_FREE_STEP;
import static dev.zeitnot.engine.eval.VariantParams.RACE_RANK;
import static dev.zeitnot.engine.eval.VariantParams.TEMPO;

import dev.zeitnot.chess.Attacks;
import dev.zeitnot.chess.Bitboards;
import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;

/**
 * Racing kings' own evaluation, since no king is ever attacked and both race up the board: each
 * king's rank, the squares of the next rank it may step to (neither ours nor guarded by the enemy),
 * a penalty when it has none, and material, which guards and blocks squares. Both sides go the same
 * way, so nothing is mirrored.
 */
final class RacingKingsEvaluation {

  private RacingKingsEvaluation() { }

  /** The evaluation in centipawns from the side to move's point of view. */
  static int evaluate(Position pos) {
    long whiteAttacks = AttackMap.of(pos, Color.WHITE, true);
    long blackAttacks = AttackMap.of(pos, Color.BLACK, true);
    int white = side(pos, Color.WHITE, blackAttacks) - side(pos, Color.BLACK, whiteAttacks);
    return (pos.sideToMove() == Color.WHITE ? white : -white) + TEMPO;
  }

  private static int side(Position pos, int color, long enemyAttacks) {
    int score = 0;
    for (int type = PieceType.PAWN; type <= PieceType.QUEEN; type++) {
      score += PIECE_VALUE[type] * Long.bitCount(pos.pieces(color, type));
    }
    long king = pos.pieces(color, PieceType.KING);
    if (king == 0) {
      return score;
    }
    int square = Long.numberOfTrailingZeros(king);
    int rank = square >>> 3;
    score += RACE_RANK[rank];
    if (rank < 7) {
      long ahead = Attacks.king(square) & Bitboards.rank(rank + 1) & ~pos.occupancy(color) & ~enemyAttacks;
      score += ahead == 0 ? -RACE_BLOCKED : RACE_FREE_STEP * Long.bitCount(ahead);
    }
    return score;
  }
}
