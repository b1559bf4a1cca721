package dev.zeitnot.lab.tune;

import dev.zeitnot.engine.eval.EvalLayout;
import dev.zeitnot.engine.eval.EvalTrace;

/**
 * The evaluation of an {@link EvalTrace} as a differentiable function of real-valued parameters
 * (from White's view), and its gradient: {@link EvalTrace#evaluate} without the integer rounding.
 * The scale factor is held at its value for the rounded parameters (it is a step function).
 */
final class TexelModel {

  private static final double PHASE_TOTAL = EvalTrace.PHASE_TOTAL;

  private final double[] params;
  private final int[] rounded;

  TexelModel(double[] params) {
    this.params = params;
    this.rounded = new int[params.length];
    for (int i = 0; i < params.length; i++) {
      rounded[i] = (int) Math.round(params[i]);
    }
  }

  /** The evaluation from White's point of view. */
  double evaluate(EvalTrace t) {
    if (t.insufficientMaterial()) {
      return 0;
    }
    double mgShare = t.phase() / PHASE_TOTAL;
    double tapered = tapered(t, mgShare);
    double tempo = params[EvalLayout.TEMPO_MG] * mgShare + params[EvalLayout.TEMPO_EG] * (1 - mgShare);
    return tapered * scale(t, tapered) + (t.whiteToMove() ? tempo : -tempo);
  }

  /** Adds {@code factor} times the gradient of {@link #evaluate} to {@code gradient}. */
  void addGradient(EvalTrace t, double factor, double[] gradient) {
    if (t.insufficientMaterial()) {
      return;
    }
    double mgShare = t.phase() / PHASE_TOTAL;
    double scale = scale(t, tapered(t, mgShare));
    double mgFactor = factor * mgShare * scale;
    double egFactor = factor * (1 - mgShare) * scale;
    short[] features = t.features();
    short[] coefficients = t.coefficients();
    for (int i = 0; i < features.length; i++) {
      gradient[features[i]] += mgFactor * coefficients[i];
      gradient[EvalLayout.FEATURES + features[i]] += egFactor * coefficients[i];
    }
    for (int color = 0; color < 2; color++) {
      double units = units(t, color);
      if (!t.kingAttack()[color] || units * units / EvalTrace.KING_ATTACK_DIVISOR >= EvalTrace.KING_ATTACK_MAX) {
        continue;
      }
      double slope = (color == 0 ? 2 : -2) * units / EvalTrace.KING_ATTACK_DIVISOR;
      for (int type = 0; type < 6; type++) {
        gradient[EvalLayout.KING_ATTACK_WEIGHT + type] += mgFactor * slope * t.kingZoneHits()[color * 6 + type];
      }
    }
    double tempoFactor = t.whiteToMove() ? factor : -factor;
    gradient[EvalLayout.TEMPO_MG] += tempoFactor * mgShare;
    gradient[EvalLayout.TEMPO_EG] += tempoFactor * (1 - mgShare);
  }

  /** The blend of the middlegame and endgame sums, before scaling and tempo. */
  private double tapered(EvalTrace t, double mgShare) {
    double mg = 0;
    double eg = 0;
    short[] features = t.features();
    short[] coefficients = t.coefficients();
    for (int i = 0; i < features.length; i++) {
      mg += coefficients[i] * params[features[i]];
      eg += coefficients[i] * params[EvalLayout.FEATURES + features[i]];
    }
    mg += kingAttack(t, 0) - kingAttack(t, 1);
    return mg * mgShare + eg * (1 - mgShare);
  }

  private double units(EvalTrace t, int color) {
    double units = 0;
    for (int type = 0; type < 6; type++) {
      units += params[EvalLayout.KING_ATTACK_WEIGHT + type] * t.kingZoneHits()[color * 6 + type];
    }
    return units;
  }

  private double kingAttack(EvalTrace t, int color) {
    if (!t.kingAttack()[color]) {
      return 0;
    }
    double units = units(t, color);
    return Math.min(EvalTrace.KING_ATTACK_MAX, units * units / EvalTrace.KING_ATTACK_DIVISOR);
  }

  private double scale(EvalTrace t, double whiteScore) {
    return t.scale(rounded, whiteScore >= 0 ? 0 : -1) / (double) EvalTrace.FULL_SCALE;
  }
}
