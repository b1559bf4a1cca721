package dev.zeitnot.engine.eval;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.PieceType;

/**
 * One position's evaluation taken apart ({@link Evaluator#trace}): how often each feature occurs
 * (White's count minus Black's), and the few inputs of the parts that are not a weighted sum
 * (king attack, scale, tempo). {@link #evaluate} with the engine's parameter vector gives exactly
 * {@link Evaluator#evaluate}; with another vector it gives the evaluation those numbers would.
 *
 * @param features the features that occur, indices of {@link EvalLayout}
 * @param coefficients for each of {@code features}, White's count minus Black's
 * @param phase the game phase, 0 (bare kings and pawns) to {@link #PHASE_TOTAL} (all pieces)
 * @param whiteToMove whether White is to move
 * @param insufficientMaterial neither side can mate: the evaluation is 0
 * @param kingZoneHits by colour * 6 + piece type: the enemy king-zone squares that side's pieces
 *     of that type attack
 * @param kingAttack by colour: whether the king-attack term applies (two attackers and a queen)
 * @param pieceCounts by colour * 6 + piece type: the number of pieces
 * @param oppositeBishops only kings, pawns and one bishop each, on squares of opposite colours
 */
public record EvalTrace(short[] features, short[] coefficients, int phase, boolean whiteToMove,
    boolean insufficientMaterial, byte[] kingZoneHits, boolean[] kingAttack, byte[] pieceCounts,
    boolean oppositeBishops) {

  /** The phase of the start position and beyond. */
  public static final int PHASE_TOTAL = EvalParams.PHASE_TOTAL;
  /** Scales are out of this. */
  public static final int FULL_SCALE = EvalParams.FULL_SCALE;
  /** The king-attack bonus is units squared over this, at most {@link #KING_ATTACK_MAX}. */
  public static final int KING_ATTACK_DIVISOR = EvalParams.KING_ATTACK_DIVISOR;
  public static final int KING_ATTACK_MAX = EvalParams.KING_ATTACK_MAX;

  /** The evaluation (side to move's view, centipawns) with the parameter vector {@code params}. */
  public int evaluate(int[] params) {
    if (insufficientMaterial) {
      return 0;
    }
    int mg = 0;
    int eg = 0;
    for (int i = 0; i < features.length; i++) {
      mg += coefficients[i] * params[features[i]];
      eg += coefficients[i] * params[EvalLayout.FEATURES + features[i]];
    }
    mg += kingAttack(params, Color.WHITE) - kingAttack(params, Color.BLACK);
    int score = (mg * phase + eg * (PHASE_TOTAL - phase)) / PHASE_TOTAL;
    score = score * scale(params, score) / FULL_SCALE;
    int tempo = (params[EvalLayout.TEMPO_MG] * phase + params[EvalLayout.TEMPO_EG] * (PHASE_TOTAL - phase))
        / PHASE_TOTAL;
    return (whiteToMove ? score : -score) + tempo;
  }

  /** The units the king-attack weights give one side's attackers (before squaring). */
  public int kingAttackUnits(int[] params, int color) {
    int units = 0;
    for (int type = 0; type < 6; type++) {
      units += params[EvalLayout.KING_ATTACK_WEIGHT + type] * kingZoneHits[color * 6 + type];
    }
    return units;
  }

  /** The king-attack bonus of one side in the middlegame. */
  public int kingAttack(int[] params, int color) {
    if (!kingAttack[color]) {
      return 0;
    }
    int units = kingAttackUnits(params, color);
    return Math.min(KING_ATTACK_MAX, units * units / KING_ATTACK_DIVISOR);
  }

  /** Out of {@link #FULL_SCALE}: how much of {@code whiteScore} the stronger side can convert. */
  public int scale(int[] params, int whiteScore) {
    int strong = whiteScore >= 0 ? Color.WHITE : Color.BLACK;
    int weak = Color.opposite(strong);
    if (pieceCounts[strong * 6 + PieceType.PAWN] == 0
        && nonPawnMaterial(params, strong) - nonPawnMaterial(params, weak) <= EvalParams.DRAWISH_MATERIAL_EDGE) {
      return EvalParams.DRAWISH_SCALE;
    }
    return oppositeBishops ? EvalParams.OPPOSITE_BISHOPS_SCALE : FULL_SCALE;
  }

  private int nonPawnMaterial(int[] params, int color) {
    int sum = 0;
    for (int type = PieceType.KNIGHT; type <= PieceType.QUEEN; type++) {
      sum += pieceCounts[color * 6 + type] * params[EvalLayout.MATERIAL + type];
    }
    return sum;
  }
}
