package dev.zeitnot.lab.tune;

import dev.zeitnot.engine.eval.EvalLayout;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.DoubleUnaryOperator;
import java.util.stream.IntStream;

/**
 * Texel's tuning in its gradient form: the evaluation, through a logistic curve with scale
 * {@code k}, predicts each position's result (or a blend with the search's prediction); Adam
 * lowers the mean squared error of that prediction over all positions at once.
 */
public final class Tuner {

  private static final double LN10_OVER_400 = Math.log(10) / 400;
  /** Positions per share of the gradient computed by one task, and the most shares. */
  private static final int CHUNK_POSITIONS = 4096;
  private static final int MAX_CHUNKS = 64;
  private static final double ADAM_BETA1 = 0.9;
  private static final double ADAM_BETA2 = 0.999;
  private static final double ADAM_EPSILON = 1e-8;

  /**
   * How to tune.
   *
   * @param epochs passes of gradient descent over all positions
   * @param learningRate Adam's step size, in centipawns
   * @param lambda weight of the game result in the target; the rest is the search score's prediction
   * @param tunable which parameters may change (indices of {@link EvalLayout})
   * @param reportEvery epochs between progress lines
   */
  public record Settings(int epochs, double learningRate, double lambda, boolean[] tunable, int reportEvery) {

    public Settings {
      if (epochs < 0 || learningRate <= 0 || lambda < 0 || lambda > 1 || reportEvery < 1) {
        throw new IllegalArgumentException("tuning needs epochs >= 0, learningRate > 0, 0 <= lambda <= 1");
      }
    }
  }

  private Tuner() { }

  /** The logistic prediction of a White score of {@code eval} centipawns. */
  static double predict(double k, double eval) {
    return 1 / (1 + Math.exp(-k * LN10_OVER_400 * eval));
  }

  private static double target(TrainingPosition p, double k, double lambda) {
    return lambda == 1 ? p.whiteResult() : lambda * p.whiteResult() + (1 - lambda) * predict(k, p.whiteScore());
  }

  /** The mean squared error of the engine's integer evaluation with {@code params}. */
  public static double loss(List<TrainingPosition> data, int[] params, double k, double lambda) {
    return IntStream.range(0, data.size()).parallel().mapToDouble(i -> {
      TrainingPosition p = data.get(i);
      int stm = p.trace().evaluate(params);
      double error = target(p, k, lambda) - predict(k, p.trace().whiteToMove() ? stm : -stm);
      return error * error;
    }).sum() / Math.max(1, data.size());
  }

  /**
   * The {@code k} that makes {@code params} predict the game results best (the search scores are
   * left out: they would be predicted perfectly by a flat curve).
   */
  public static double fitK(List<TrainingPosition> data, int[] params) {
    return minimizeK(k -> loss(data, params, k, 1));
  }

  /**
   * The {@code k} that makes the stored search scores predict the game results best: how the
   * judge's centipawns map to winning chances. A judge on another scale than the evaluation
   * (Stockfish's centipawns in a {@code relabel}led file) has another {@code k}; the tuner rescales
   * its scores by this {@code k} over the evaluation's, so the target keeps the judge's chances.
   */
  public static double fitScoreK(List<TrainingPosition> data) {
    return minimizeK(k -> scoreLoss(data, k));
  }

  /** The k in [0.05, 5] where {@code loss} (one minimum there) is lowest: a ternary search. */
  private static double minimizeK(DoubleUnaryOperator loss) {
    double lo = 0.05;
    double hi = 5;
    for (int i = 0; i < 60; i++) {
      double a = lo + (hi - lo) / 3;
      double b = hi - (hi - lo) / 3;
      if (loss.applyAsDouble(a) <= loss.applyAsDouble(b)) {
        hi = b;
      } else {
        lo = a;
      }
    }
    return (lo + hi) / 2;
  }

  private static double scoreLoss(List<TrainingPosition> data, double k) {
    return data.parallelStream().mapToDouble(p -> {
      double error = p.whiteResult() - predict(k, p.whiteScore());
      return error * error;
    }).sum() / Math.max(1, data.size());
  }

  /**
   * Tunes from {@code start} on {@code data} and returns the parameters, rounded to whole
   * centipawns. With {@code heldOut} positions, it returns the parameters of the progress report
   * whose loss on them was lowest (stopping early in effect, before the tuning overfits its games).
   */
  public static int[] tune(List<TrainingPosition> data, List<TrainingPosition> heldOut, int[] start, double k,
      Settings settings, Consumer<String> progress) {
    double[] params = new double[start.length];
    for (int i = 0; i < start.length; i++) {
      params[i] = start[i];
    }
    double[] m = new double[params.length];
    double[] v = new double[params.length];
    int[] best = start.clone();
    double bestLoss = heldOut.isEmpty() ? Double.NaN : loss(heldOut, start, k, settings.lambda());
    int bestEpoch = 0;
    for (int epoch = 1; epoch <= settings.epochs(); epoch++) {
      double[] gradient = gradient(data, params, k, settings.lambda());
      double correction1 = 1 - Math.pow(ADAM_BETA1, epoch);
      double correction2 = 1 - Math.pow(ADAM_BETA2, epoch);
      for (int i = 0; i < params.length; i++) {
        if (!settings.tunable()[i]) {
          continue;
        }
        m[i] = ADAM_BETA1 * m[i] + (1 - ADAM_BETA1) * gradient[i];
        v[i] = ADAM_BETA2 * v[i] + (1 - ADAM_BETA2) * gradient[i] * gradient[i];
        params[i] -= settings.learningRate() * (m[i] / correction1) / (Math.sqrt(v[i] / correction2) + ADAM_EPSILON);
      }
      if (epoch % settings.reportEvery() == 0 || epoch == settings.epochs()) {
        int[] rounded = round(params);
        double heldOutLoss = heldOut.isEmpty() ? Double.NaN : loss(heldOut, rounded, k, settings.lambda());
        progress.accept(String.format("epoch %d  loss against the target %.6f (tuning set), %.6f (held out)",
            epoch, loss(data, rounded, k, settings.lambda()), heldOutLoss));
        if (heldOut.isEmpty() || heldOutLoss < bestLoss) {
          best = rounded;
          bestLoss = heldOutLoss;
          bestEpoch = epoch;
        }
      }
    }
    if (!heldOut.isEmpty()) {
      progress.accept(String.format("kept the parameters of epoch %d (lowest held-out loss)", bestEpoch));
    }
    return best;
  }

  /** The gradient of the mean squared error with respect to every parameter. */
  private static double[] gradient(List<TrainingPosition> data, double[] params, double k, double lambda) {
    TexelModel model = new TexelModel(params);
    int size = data.size();
    int chunks = Math.max(1, Math.min(MAX_CHUNKS, size / CHUNK_POSITIONS));
    return IntStream.range(0, chunks).parallel().mapToObj(chunk -> {
      double[] partial = new double[params.length];
      for (int i = chunk * size / chunks; i < (chunk + 1) * size / chunks; i++) {
        TrainingPosition p = data.get(i);
        double prediction = predict(k, model.evaluate(p.trace()));
        double dLossDEval = 2 * (prediction - target(p, k, lambda)) * prediction * (1 - prediction)
            * k * LN10_OVER_400 / size;
        model.addGradient(p.trace(), dLossDEval, partial);
      }
      return partial;
    }).reduce((a, b) -> {
      for (int i = 0; i < a.length; i++) {
        a[i] += b[i];
      }
      return a;
    }).orElseThrow();
  }

  private static int[] round(double[] params) {
    int[] rounded = new int[params.length];
    for (int i = 0; i < params.length; i++) {
      rounded[i] = (int) Math.round(params[i]);
    }
    return rounded;
  }
}
