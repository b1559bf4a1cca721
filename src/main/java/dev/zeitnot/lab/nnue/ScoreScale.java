package dev.zeitnot.lab.nnue;

/**
 * The scale that turns search scores into win chances for a set of positions: the {@code k} of
 * {@code sigmoid(score / k)} that best predicts the games' results (least squares). A target that
 * blends scores and results is only one target when both speak in that scale.
 */
final class ScoreScale {

  /** The range searched, in centipawns per unit of the sigmoid's argument. */
  static final double MIN = 50;
  static final double MAX = 2000;
  /** Golden-section steps: the bracket shrinks to 0.618^n of the range. */
  private static final int STEPS = 40;
  private static final double GOLDEN = (Math.sqrt(5) - 1) / 2;

  private ScoreScale() {
  }

  /** The fitted scale over the positions {@code indices} of {@code data}. */
  static double fit(TrainingPositions data, int[] indices) {
    if (indices.length == 0) {
      throw new IllegalArgumentException("no positions to fit the score scale on");
    }
    double low = MIN;
    double high = MAX;
    double a = high - GOLDEN * (high - low);
    double b = low + GOLDEN * (high - low);
    double lossA = loss(data, indices, a);
    double lossB = loss(data, indices, b);
    for (int step = 0; step < STEPS; step++) {
      if (lossA < lossB) {
        high = b;
        b = a;
        lossB = lossA;
        a = high - GOLDEN * (high - low);
        lossA = loss(data, indices, a);
      } else {
        low = a;
        a = b;
        lossA = lossB;
        b = low + GOLDEN * (high - low);
        lossB = loss(data, indices, b);
      }
    }
    return (low + high) / 2;
  }

  /** The mean squared difference of {@code sigmoid(score / scale)} and the result. */
  static double loss(TrainingPositions data, int[] indices, double scale) {
    double sum = 0;
    for (int i : indices) {
      double error = 1 / (1 + Math.exp(-data.scoreForSideToMove(i) / scale)) - data.resultForSideToMove(i);
      sum += error * error;
    }
    return sum / indices.length;
  }
}
