package dev.zeitnot.engine.eval;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;

/**
 * What a variant's goal adds to the evaluation, in centipawns from the side to move's point of
 * view: in king of the hill the kings' distance to the centre (d4, e4, d5, e5), weighed up as
 * material comes off and the walk gets safer; in three-check the checks each side has given,
 * the second worth far more than the first. Standard chess (and any variant without terms here)
 * adds nothing.
 */
public final class VariantTerms {

  /** King of the hill: per step of king distance to the hill, with every piece on the board. */
  static final int HILL_STEP_OPENING = 20;
  /** King of the hill: per step of king distance to the hill, with only kings and pawns. */
  static final int HILL_STEP_ENDGAME = 110;
  /** Three-check: what 0, 1 and 2 checks given are worth (the third wins). */
  static final int[] CHECKS_GIVEN = {0, 150, 550};
  /** Non-pawn material at the start, in phase units (minor 1, rook 2, queen 4). */
  private static final int FULL_PHASE = 24;
  /** Chebyshev distance from each square to the nearest of d4, e4, d5, e5. */
  private static final int[] HILL_DISTANCE = new int[64];

  static {
    for (int sq = 0; sq < 64; sq++) {
      int file = sq & 7;
      int rank = sq >>> 3;
      int fileSteps = file < 3 ? 3 - file : Math.max(0, file - 4);
      int rankSteps = rank < 3 ? 3 - rank : Math.max(0, rank - 4);
      HILL_DISTANCE[sq] = Math.max(fileSteps, rankSteps);
    }
  }

  private VariantTerms() { }

  /** The variant's terms for {@code pos}; 0 in standard chess. */
  public static int score(Position pos) {
    int white = switch (pos.variant()) {
      case KING_OF_THE_HILL -> hill(pos);
      case THREE_CHECK -> CHECKS_GIVEN[Math.min(2, pos.checksGiven(Color.WHITE))]
          - CHECKS_GIVEN[Math.min(2, pos.checksGiven(Color.BLACK))];
      default -> 0;
    };
    return pos.sideToMove() == Color.WHITE ? white : -white;
  }

  /** White's advantage in the race to the hill. */
  private static int hill(Position pos) {
    int phase = Math.min(FULL_PHASE, Long.bitCount(pos.pieces(PieceType.KNIGHT) | pos.pieces(PieceType.BISHOP))
        + 2 * Long.bitCount(pos.pieces(PieceType.ROOK)) + 4 * Long.bitCount(pos.pieces(PieceType.QUEEN)));
    int step = (HILL_STEP_OPENING * phase + HILL_STEP_ENDGAME * (FULL_PHASE - phase)) / FULL_PHASE;
    int white = HILL_DISTANCE[pos.kingSquare(Color.WHITE)];
    int black = HILL_DISTANCE[pos.kingSquare(Color.BLACK)];
    return (black - white) * step;
  }
}
