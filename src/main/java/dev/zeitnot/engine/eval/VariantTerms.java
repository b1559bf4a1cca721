package dev.zeitnot.engine.eval;

import static dev.zeitnot.engine.eval.VariantParams.ATOMIC_BLAST_THREAT;
import static dev.zeitnot.engine.eval.VariantParams.ATOMIC_KING_PRESSURE;
import static dev.zeitnot.engine.eval.VariantParams.CHECKS_GIVEN;
import static dev.zeitnot.engine.eval.VariantParams.HAND_VALUE;
import static dev.zeitnot.engine.eval.VariantParams.HILL_STEP_ENDGAME;
import static dev.zeitnot.engine.eval.VariantParams.HILL_STEP_OPENING;
import static dev.zeitnot.engine.eval.VariantParams.HOUSE_DANGER_MAX;
import static dev.zeitnot.engine.eval.VariantParams.HOUSE_DANGER_PER_UNIT_SQUARED;
import static dev.zeitnot.engine.eval.VariantParams.HOUSE_HAND_UNITS;
import static dev.zeitnot.engine.eval.VariantParams.HOUSE_ZONE_ATTACK_UNITS;

import dev.zeitnot.chess.Attacks;
import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;

/**
 * What a variant's goal adds to the hand-written evaluation, in centipawns from the side to move's
 * point of view: in king of the hill the kings' distance to the centre (d4, e4, d5, e5), weighed up
 * as material comes off and the walk gets safer; in three-check the checks each side has given, the
 * second worth far more than the first; in crazyhouse the pieces in hand and the danger to a king
 * whose neighbourhood the enemy attacks while holding pieces to drop; in atomic our pieces next to our
 * king that the enemy can capture (the explosion takes the king) and the enemy's attacks around it.
 * Standard chess (and a variant with an evaluation of its own) adds nothing.
 */
public final class VariantTerms {

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
      case CRAZYHOUSE -> house(pos, Color.WHITE) - house(pos, Color.BLACK);
      case ATOMIC -> blastSafety(pos, Color.WHITE) - blastSafety(pos, Color.BLACK);
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

  /** {@code color}'s pieces in hand, less the danger its king is in from the enemy's attacks and hand. */
  private static int house(Position pos, int color) {
    int enemy = Color.opposite(color);
    int hand = 0;
    int enemyHand = 0;
    for (int type = PieceType.PAWN; type <= PieceType.QUEEN; type++) {
      hand += HAND_VALUE[type] * pos.pocket(color, type);
      enemyHand += pos.pocket(enemy, type);
    }
    long zone = Attacks.king(pos.kingSquare(color));
    int attacked = Long.bitCount(zone & AttackMap.of(pos, enemy, false));
    int units = HOUSE_ZONE_ATTACK_UNITS * attacked
        + ((zone & ~pos.occupied()) != 0 ? HOUSE_HAND_UNITS * enemyHand : 0);
    return hand - Math.min(HOUSE_DANGER_MAX, HOUSE_DANGER_PER_UNIT_SQUARED * units * units);
  }

  /** The threat of an explosion at {@code color}'s king, negative. */
  private static int blastSafety(Position pos, int color) {
    int enemy = Color.opposite(color);
    long zone = Attacks.king(pos.kingSquare(color));
    if ((zone & pos.pieces(enemy, PieceType.KING)) != 0) {
      return 0; // kings side by side: no capture next to both is legal
    }
    long enemyAttacks = AttackMap.of(pos, enemy, false);
    return -ATOMIC_BLAST_THREAT * Long.bitCount(zone & pos.occupancy(color) & enemyAttacks)
        - ATOMIC_KING_PRESSURE * Long.bitCount(zone & enemyAttacks);
  }
}
