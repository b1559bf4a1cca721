package dev.zeitnot.lab.tune;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.zeitnot.engine.eval.EvalLayout;
import dev.zeitnot.engine.eval.EvalTrace;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TunerTest {

  /** The features the synthetic positions use, with their true middlegame and endgame weights. */
  private static final int[] FEATURES = {
      EvalLayout.MATERIAL + 1, EvalLayout.MATERIAL + 3, EvalLayout.BISHOP_PAIR, EvalLayout.ISOLATED_PAWN,
      EvalLayout.MOBILITY + 2, EvalLayout.PST + 64 + 27, EvalLayout.THREAT_BY_PAWN, EvalLayout.PASSED_PAWN + 5};
  private static final int[] TRUE_MG = {320, 480, 40, -15, 6, 22, 55, 30};
  private static final int[] TRUE_EG = {280, 540, 60, -25, 3, -10, 30, 110};
  private static final double K = 1.2;

  private static int[] trueParams() {
    int[] params = new int[EvalLayout.SIZE];
    for (int i = 0; i < FEATURES.length; i++) {
      params[FEATURES[i]] = TRUE_MG[i];
      params[EvalLayout.FEATURES + FEATURES[i]] = TRUE_EG[i];
    }
    params[EvalLayout.TEMPO_MG] = 20;
    params[EvalLayout.TEMPO_EG] = 8;
    return params;
  }

  /**
   * Random feature counts, phases and sides to move; the result is the expected score the true
   * weights predict, so the true weights are the loss's only minimum.
   */
  private static List<TrainingPosition> synthetic(int count, int[] truth) {
    SplittableRandom random = new SplittableRandom(5);
    List<TrainingPosition> data = new ArrayList<>();
    byte[] pawnsOnBothSides = new byte[12];
    pawnsOnBothSides[0] = 4;
    pawnsOnBothSides[6] = 4;
    for (int n = 0; n < count; n++) {
      short[] features = new short[FEATURES.length];
      short[] coefficients = new short[FEATURES.length];
      for (int i = 0; i < FEATURES.length; i++) {
        features[i] = (short) FEATURES[i];
        coefficients[i] = (short) (random.nextInt(5) - 2);
      }
      EvalTrace trace = new EvalTrace(features, coefficients, random.nextInt(EvalTrace.PHASE_TOTAL + 1),
          random.nextBoolean(), false, new byte[12], new boolean[2], pawnsOnBothSides, false);
      int stm = trace.evaluate(truth);
      double white = trace.whiteToMove() ? stm : -stm;
      data.add(new TrainingPosition(trace, Tuner.predict(K, white), (int) white));
    }
    return data;
  }

  private static boolean[] tunable() {
    boolean[] tunable = new boolean[EvalLayout.SIZE];
    for (int feature : FEATURES) {
      tunable[feature] = true;
      tunable[EvalLayout.FEATURES + feature] = true;
    }
    tunable[EvalLayout.TEMPO_MG] = true;
    tunable[EvalLayout.TEMPO_EG] = true;
    return tunable;
  }

  @Test
  void tuningRecoversTheWeightsThatGeneratedTheData() {
    int[] truth = trueParams();
    List<TrainingPosition> data = synthetic(1000, truth);
    int[] start = new int[EvalLayout.SIZE];
    start[EvalLayout.MATERIAL + 1] = 250;
    start[EvalLayout.MATERIAL + 3] = 400;
    Tuner.Settings settings = new Tuner.Settings(3000, 5, 1, tunable(), 3000);
    int[] tuned = Tuner.tune(data, List.of(), start, K, settings, line -> { });
    for (int i = 0; i < EvalLayout.SIZE; i++) {
      assertThat(tuned[i]).as("parameter %d", i).isCloseTo(truth[i], within(2));
    }
    assertThat(Tuner.loss(data, tuned, K, 1)).isLessThan(Tuner.loss(data, start, K, 1) / 100);
  }

  @Test
  void withHeldOutPositionsTheParametersThatPredictThemBestAreKept() {
    int[] truth = trueParams();
    int[] start = new int[EvalLayout.SIZE];
    List<TrainingPosition> heldOut = synthetic(200, start);
    Tuner.Settings settings = new Tuner.Settings(20, 4, 1, tunable(), 5);
    List<String> lines = new ArrayList<>();
    int[] tuned = Tuner.tune(synthetic(200, truth), heldOut, start, K, settings, lines::add);
    assertThat(tuned).isEqualTo(start);
    assertThat(lines).hasSize(5).last().isEqualTo("kept the parameters of epoch 0 (lowest held-out loss)");
  }

  @Test
  void theFittedScaleIsTheOneThatGeneratedTheResults() {
    int[] truth = trueParams();
    assertThat(Tuner.fitK(synthetic(2000, truth), truth)).isCloseTo(K, within(0.02));
  }

  @Test
  void scoresOnAnotherScaleFitTheirOwnKAndScaleBackToTheEvaluations() {
    int[] truth = trueParams();
    List<TrainingPosition> twice = synthetic(2000, truth).stream()
        .map(p -> new TrainingPosition(p.trace(), p.whiteResult(), 2 * p.whiteScore()))
        .toList();
    double scoreK = Tuner.fitScoreK(twice);
    assertThat(scoreK).isCloseTo(K / 2, within(0.02));
    TrainingSet scaled = new TrainingSet(twice, List.of()).withScoresScaled(scoreK / K);
    assertThat(scaled.training().get(7).whiteScore())
        .isCloseTo(twice.get(7).whiteScore() / 2, within(Math.abs(twice.get(7).whiteScore()) / 50 + 1));
    assertThat(scaled.training().get(7).whiteResult()).isEqualTo(twice.get(7).whiteResult());
  }

  @Test
  void blendingWithTheSearchScoreMovesTheTargetTowardsItsPrediction() {
    int[] truth = trueParams();
    List<TrainingPosition> data = List.of(new TrainingPosition(synthetic(1, truth).get(0).trace(), 1.0, 0));
    int[] params = new int[EvalLayout.SIZE];
    double onResult = Tuner.loss(data, params, K, 1);
    double halfBlend = Tuner.loss(data, params, K, 0.5);
    assertThat(onResult).isCloseTo(0.25, within(1e-9));
    assertThat(halfBlend).isCloseTo(0.0625, within(1e-9));
  }
}
