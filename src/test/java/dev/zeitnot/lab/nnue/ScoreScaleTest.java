package dev.zeitnot.lab.nnue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.zeitnot.chess.Position;
import dev.zeitnot.lab.datagen.Sample;
import dev.zeitnot.lab.datagen.SampleFormat;
import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScoreScaleTest {

  @TempDir
  Path dir;

  /** Positions whose games were won by White with the chance sigmoid(score / trueScale), else lost. */
  private TrainingPositions resultsDrawnAtScale(double trueScale) throws IOException {
    Path file = dir.resolve("scale-" + trueScale + ".bin");
    SplittableRandom random = new SplittableRandom(7);
    try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file)))) {
      for (int i = 0; i < 20_000; i++) {
        int score = random.nextInt(-1500, 1501);
        boolean whiteWon = random.nextDouble() < 1 / (1 + Math.exp(-score / trueScale));
        SampleFormat.write(out, new Sample(i, Position.STARTPOS_FEN, score, whiteWon ? 2 : 0));
      }
    }
    return TrainingPositions.read(List.of(file));
  }

  @Test
  void theFittedScaleIsTheOneTheResultsWereDrawnWith() throws IOException {
    for (double trueScale : new double[] {180, 400}) {
      TrainingPositions data = resultsDrawnAtScale(trueScale);
      double fitted = ScoreScale.fit(data, IntStream.range(0, data.size()).toArray());
      assertThat(fitted).isCloseTo(trueScale, within(trueScale * 0.1));
    }
  }

  @Test
  void theFittedScaleLosesLessThanTheDefaultWhenTheyDiffer() throws IOException {
    TrainingPositions data = resultsDrawnAtScale(180);
    int[] all = IntStream.range(0, data.size()).toArray();
    double fitted = ScoreScale.fit(data, all);
    assertThat(ScoreScale.loss(data, all, fitted)).isLessThan(ScoreScale.loss(data, all, FloatNetwork.SCALE));
  }
}
