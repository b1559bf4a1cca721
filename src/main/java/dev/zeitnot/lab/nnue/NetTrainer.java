package dev.zeitnot.lab.nnue;

import dev.zeitnot.chess.Color;
import dev.zeitnot.engine.nnue.Network;
import dev.zeitnot.engine.nnue.NnueFeatures;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

/**
 * Trains a {@link FloatNetwork} on {@link TrainingPositions} with Adam on shuffled batches, the
 * learning rate following a {@link LearningRateSchedule}. The target of a position is a blend of
 * its search score (as a win chance, {@code sigmoid(cp / k)}) and its game's result, weighted by
 * {@code lambda} toward the score; the loss is the squared difference of the prediction's win
 * chance ({@code sigmoid(output cp / k)}) and the target. With only scores in the target
 * ({@code lambda} 1) {@code k} is {@link FloatNetwork#SCALE}; with results in it, {@code k} is first
 * fitted to the training positions ({@link ScoreScale}) so that scores and results agree on what a
 * centipawn is worth. A share of the games is held out, its loss reported after each epoch, and the
 * epoch with the lowest held-out loss is the run's result. With {@code mirror}, a position no side can castle
 * in is seen left-right mirrored in every other epoch (it is worth the same), which doubles the
 * positions the network sees. Given the same data, settings and seed, training
 * gives the same network whatever the machine: each thread sums the gradient of a fixed slice of
 * the batch and the slices are added in order.
 */
public final class NetTrainer {

  /** Adam's decay rates and its guard against division by zero. */
  static final double BETA1 = 0.9;
  static final double BETA2 = 0.999;
  static final double EPSILON = 1e-8;

  /**
   * How to train.
   *
   * @param hidden the width of each perspective's hidden layer
   * @param epochs passes over the training positions
   * @param batchSize positions per optimizer step
   * @param schedule Adam's step size over the run
   * @param lambda the weight of the search score in the target (1 - lambda for the result)
   * @param holdOut the share of games held out for the validation loss
   * @param mirror whether positions without castling rights are mirrored in every other epoch
   * @param threads threads summing gradients
   * @param seed the seed of the initial weights, the split and the shuffles
   */
  public record Settings(int hidden, int epochs, int batchSize, LearningRateSchedule schedule, double lambda,
      double holdOut, boolean mirror, int threads, long seed) {

    public Settings {
      if (schedule == null) {
        throw new IllegalArgumentException("a learning-rate schedule is needed");
      }
      if (hidden < 1 || epochs < 1 || batchSize < 1 || threads < 1) {
        throw new IllegalArgumentException("hidden, epochs, batch size and threads must be positive");
      }
      if (lambda < 0 || lambda > 1 || holdOut < 0 || holdOut >= 1) {
        throw new IllegalArgumentException("lambda must be in 0..1 and the hold-out share in 0..1 (exclusive)");
      }
    }
  }

  /**
   * What an epoch ended with; {@code learningRate} is the rate it ended at and {@code network} the
   * quantized net at that point.
   */
  public record Epoch(int number, double trainLoss, double validationLoss, double positionsPerSecond,
      double learningRate, Network network) { }

  private final Settings settings;
  private final TrainingPositions data;
  private final FloatNetwork net;
  private final int[] training;
  private final int[] validation;
  private final double[] moment1;
  private final double[] moment2;
  private final Worker[] workers;
  /** Centipawns per unit of the loss's sigmoid, for targets and predictions alike. */
  private final double sigmoidScale;
  private long steps;
  /** Read by the workers; set between batches only. */
  private volatile boolean mirrorThisEpoch;

  public NetTrainer(Settings settings, TrainingPositions data) {
    this.settings = settings;
    this.data = data;
    this.net = FloatNetwork.initialized(settings.hidden(), settings.seed());
    List<Integer> train = new ArrayList<>();
    List<Integer> held = new ArrayList<>();
    for (int i = 0; i < data.size(); i++) {
      (heldOut(data.game(i)) ? held : train).add(i);
    }
    this.training = train.stream().mapToInt(Integer::intValue).toArray();
    this.validation = held.stream().mapToInt(Integer::intValue).toArray();
    this.moment1 = new double[net.params.length];
    this.moment2 = new double[net.params.length];
    this.workers = new Worker[settings.threads()];
    for (int t = 0; t < workers.length; t++) {
      workers[t] = new Worker(net);
    }
    this.sigmoidScale = settings.lambda() < 1 && training.length > 0
        ? ScoreScale.fit(data, training) : FloatNetwork.SCALE;
  }

  /** The centipawns per unit of the loss's sigmoid: fitted when results are in the target. */
  public double sigmoidScale() {
    return sigmoidScale;
  }

  private boolean heldOut(int game) {
    long mixed = (game + 0x9E3779B97F4A7C15L * (settings.seed() + 1)) * 0xBF58476D1CE4E5B9L;
    mixed ^= mixed >>> 31;
    return Math.floorMod(mixed, 10_000) < settings.holdOut() * 10_000;
  }

  public int trainingSize() {
    return training.length;
  }

  public int validationSize() {
    return validation.length;
  }

  /**
   * Trains for the settings' epochs, telling {@code onEpoch} after each, and returns the epoch
   * with the lowest held-out loss (the last one when nothing is held out).
   */
  public Epoch train(Consumer<Epoch> onEpoch, String about) throws InterruptedException {
    SplittableRandom shuffler = new SplittableRandom(settings.seed() ^ 0x5DEECE66DL);
    ExecutorService pool = Executors.newFixedThreadPool(settings.threads());
    long stepsPerEpoch = (training.length + settings.batchSize() - 1) / settings.batchSize();
    double totalSteps = Math.max(1, stepsPerEpoch * settings.epochs());
    Epoch best = null;
    try {
      for (int epoch = 1; epoch <= settings.epochs(); epoch++) {
        shuffle(training, shuffler);
        long start = System.nanoTime();
        double lossSum = 0;
        mirrorThisEpoch = settings.mirror() && epoch % 2 == 0;
        for (int from = 0; from < training.length; from += settings.batchSize()) {
          int to = Math.min(training.length, from + settings.batchSize());
          lossSum += step(pool, from, to, settings.schedule().rate(epoch, steps / totalSteps));
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        mirrorThisEpoch = false;
        double validationLoss = validationLoss(pool);
        Epoch done = new Epoch(epoch, lossSum / training.length, validationLoss, training.length / seconds,
            settings.schedule().rate(epoch, steps / totalSteps),
            net.quantized(about + "; epoch " + epoch + ", validation loss " + String.format("%.6f", validationLoss)));
        if (best == null || Double.isNaN(validationLoss) || validationLoss < best.validationLoss()) {
          best = done;
        }
        onEpoch.accept(done);
      }
    } finally {
      pool.shutdownNow();
    }
    return best;
  }

  private double step(ExecutorService pool, int from, int to, double rate) throws InterruptedException {
    double loss = runSlices(pool, training, from, to, true);
    float[] gradient = workers[0].gradient;
    for (int t = 1; t < workers.length; t++) {
      float[] other = workers[t].gradient;
      for (int i = 0; i < gradient.length; i++) {
        gradient[i] += other[i];
      }
    }
    steps++;
    double correction1 = 1 - Math.pow(BETA1, steps);
    double correction2 = 1 - Math.pow(BETA2, steps);
    float[] params = net.params;
    for (int i = 0; i < params.length; i++) {
      double g = gradient[i] / (to - from);
      moment1[i] = BETA1 * moment1[i] + (1 - BETA1) * g;
      moment2[i] = BETA2 * moment2[i] + (1 - BETA2) * g * g;
      params[i] -= (float) (rate * (moment1[i] / correction1) / (Math.sqrt(moment2[i] / correction2) + EPSILON));
    }
    net.clip();
    return loss;
  }

  private double validationLoss(ExecutorService pool) throws InterruptedException {
    if (validation.length == 0) {
      return Double.NaN;
    }
    double sum = 0;
    for (int from = 0; from < validation.length; from += settings.batchSize()) {
      sum += runSlices(pool, validation, from, Math.min(validation.length, from + settings.batchSize()), false);
    }
    return sum / validation.length;
  }

  /** Sums the loss (and with {@code learn} the gradient, per worker) of {@code order[from..to)}. */
  private double runSlices(ExecutorService pool, int[] order, int from, int to, boolean learn)
      throws InterruptedException {
    int n = workers.length;
    List<Future<Double>> results = new ArrayList<>();
    for (int t = 0; t < n; t++) {
      Worker worker = workers[t];
      int sliceFrom = from + (int) ((long) (to - from) * t / n);
      int sliceTo = from + (int) ((long) (to - from) * (t + 1) / n);
      results.add(pool.submit(() -> worker.run(order, sliceFrom, sliceTo, learn)));
    }
    double loss = 0;
    for (Future<Double> result : results) {
      try {
        loss += result.get();
      } catch (java.util.concurrent.ExecutionException e) {
        throw new IllegalStateException("a training thread failed", e.getCause());
      }
    }
    return loss;
  }

  private static void shuffle(int[] values, SplittableRandom random) {
    for (int i = values.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int swap = values[i];
      values[i] = values[j];
      values[j] = swap;
    }
  }

  /** One thread's forward and backward passes and its share of the gradient. */
  private final class Worker {
    final float[] gradient;
    private final FloatNetwork net;
    private final int hidden;
    private final float[][] accumulators;
    private final int[][] features = new int[2][32];

    Worker(FloatNetwork net) {
      this.net = net;
      this.hidden = net.hidden;
      this.gradient = new float[net.params.length];
      this.accumulators = new float[2][hidden];
    }

    double run(int[] order, int from, int to, boolean learn) {
      if (learn) {
        java.util.Arrays.fill(gradient, 0);
      }
      double loss = 0;
      for (int k = from; k < to; k++) {
        loss += position(order[k], learn);
      }
      return loss;
    }

    private double position(int i, boolean learn) {
      float[] p = net.params;
      int us = data.sideToMove(i);
      int count = 0;
      int files = mirrorThisEpoch && data.mirrorable(i) ? 7 : 0;
      for (int k = data.firstPiece(i); k < data.endPiece(i); k++, count++) {
        int code = data.pieceSquare(k);
        int square = (code & 63) ^ files;
        features[0][count] = NnueFeatures.index(us, code >>> 6, square);
        features[1][count] = NnueFeatures.index(us ^ Color.BLACK, code >>> 6, square);
      }
      double output = p[net.outputBias];
      for (int side = 0; side < 2; side++) {
        float[] acc = accumulators[side];
        System.arraycopy(p, net.inputBias, acc, 0, hidden);
        for (int f = 0; f < count; f++) {
          int offset = features[side][f] * hidden;
          for (int h = 0; h < hidden; h++) {
            acc[h] += p[offset + h];
          }
        }
        int weights = net.outputWeights + side * hidden;
        for (int h = 0; h < hidden; h++) {
          float v = Math.min(Math.max(acc[h], 0f), 1f);
          output += v * v * p[weights + h];
        }
      }
      double outputToSigmoid = FloatNetwork.SCALE / sigmoidScale;
      double predicted = sigmoid(output * outputToSigmoid);
      double target = settings.lambda() * sigmoid(data.scoreForSideToMove(i) / sigmoidScale)
          + (1 - settings.lambda()) * data.resultForSideToMove(i);
      double error = predicted - target;
      if (learn) {
        backward(count, (float) (2 * error * predicted * (1 - predicted) * outputToSigmoid));
      }
      return error * error;
    }

    private void backward(int count, float outputGradient) {
      float[] p = net.params;
      gradient[net.outputBias] += outputGradient;
      for (int side = 0; side < 2; side++) {
        float[] acc = accumulators[side];
        int weights = net.outputWeights + side * hidden;
        for (int h = 0; h < hidden; h++) {
          float a = acc[h];
          float v = Math.min(Math.max(a, 0f), 1f);
          gradient[weights + h] += outputGradient * v * v;
          acc[h] = a > 0f && a < 1f ? outputGradient * p[weights + h] * 2 * a : 0f;
        }
        for (int h = 0; h < hidden; h++) {
          gradient[net.inputBias + h] += acc[h];
        }
        for (int f = 0; f < count; f++) {
          int offset = features[side][f] * hidden;
          for (int h = 0; h < hidden; h++) {
            gradient[offset + h] += acc[h];
          }
        }
      }
    }

    private static double sigmoid(double x) {
      return 1 / (1 + Math.exp(-x));
    }
  }
}
