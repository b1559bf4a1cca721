package dev.zeitnot.lab.nnue;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Position;
import dev.zeitnot.engine.eval.Evaluator;
import dev.zeitnot.engine.nnue.Network;
import dev.zeitnot.engine.nnue.NnueEvaluator;
import dev.zeitnot.lab.datagen.Sample;
import dev.zeitnot.lab.datagen.SampleFormat;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NetTrainerTest {

  @TempDir
  static Path dir;
  private static Path samples;

  /** Positions from random games, labelled by the hand-written evaluation and a made-up result. */
  @BeforeAll
  static void writeSamples() throws IOException {
    samples = dir.resolve("samples.bin");
    SplittableRandom random = new SplittableRandom(5);
    int[] moves = new int[Position.MAX_MOVES];
    try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(samples)))) {
      for (int game = 0; game < 300; game++) {
        Position pos = Position.startpos();
        for (int ply = 0; ply < 40; ply++) {
          int count = pos.generateLegal(moves);
          if (count == 0) {
            break;
          }
          pos.makeMove(moves[random.nextInt(count)]);
          int score = Evaluator.evaluate(pos) * (pos.sideToMove() == Color.WHITE ? 1 : -1);
          int result = score > 100 ? 2 : score < -100 ? 0 : 1;
          SampleFormat.write(out, new Sample(game, pos.toFen(), Math.max(-2000, Math.min(2000, score)), result));
        }
      }
    }
  }

  private static NetTrainer.Settings settings(int threads) {
    return new NetTrainer.Settings(8, 6, 256, new LearningRateSchedule.Steps(0.01, 0, 1), 0.9, 0.1, true, threads,
        42);
  }

  private static List<NetTrainer.Epoch> train(NetTrainer.Settings settings) throws Exception {
    NetTrainer trainer = new NetTrainer(settings, TrainingPositions.read(List.of(samples)));
    List<NetTrainer.Epoch> epochs = new ArrayList<>();
    trainer.train(epochs::add, "test");
    return epochs;
  }

  private static byte[] bytes(Network net) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    net.write(out);
    return out.toByteArray();
  }

  @Test
  void theHeldOutLossFallsAsTrainingGoesOn() throws Exception {
    List<NetTrainer.Epoch> epochs = train(settings(2));
    assertThat(epochs).hasSize(6);
    assertThat(epochs.get(5).validationLoss()).isLessThan(epochs.get(0).validationLoss() * 0.8);
  }

  @Test
  void theRunsResultIsTheEpochWithTheLowestHeldOutLoss() throws Exception {
    List<NetTrainer.Epoch> epochs = new ArrayList<>();
    NetTrainer trainer = new NetTrainer(new NetTrainer.Settings(8, 6, 256, new LearningRateSchedule.Steps(0.2, 0, 1),
        0.9, 0.1, true, 1, 42), TrainingPositions.read(List.of(samples)));
    NetTrainer.Epoch best = trainer.train(epochs::add, "test");
    NetTrainer.Epoch lowest = epochs.stream()
        .min(java.util.Comparator.comparingDouble(NetTrainer.Epoch::validationLoss)).orElseThrow();
    assertThat(best).isSameAs(lowest);
  }

  @Test
  void withResultsInTheTargetTheScoreScaleIsFittedAndWithoutThemItIsTheNetworksOwn() throws Exception {
    TrainingPositions data = TrainingPositions.read(List.of(samples));
    assertThat(new NetTrainer(settings(1), data).sigmoidScale()).isNotEqualTo((double) FloatNetwork.SCALE)
        .isBetween(ScoreScale.MIN, ScoreScale.MAX);
    NetTrainer.Settings scoresOnly = new NetTrainer.Settings(8, 6, 256, new LearningRateSchedule.Steps(0.01, 0, 1),
        1.0, 0.1, true, 1, 42);
    assertThat(new NetTrainer(scoresOnly, data).sigmoidScale()).isEqualTo((double) FloatNetwork.SCALE);
  }

  @Test
  void theSameDataAndSeedGiveTheSameNetworkByteForByte() throws Exception {
    byte[] first = bytes(train(settings(2)).get(5).network());
    byte[] second = bytes(train(settings(2)).get(5).network());
    assertThat(second).isEqualTo(first);
  }

  @Test
  void theTrainedNetworkPrefersTheSideWithAQueenMore() throws Exception {
    Network net = train(settings(1)).get(5).network();
    int queenUp = new NnueEvaluator(net).evaluate(
        Position.fromFen("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    int queenDown = new NnueEvaluator(net).evaluate(
        Position.fromFen("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1"));
    assertThat(queenUp).isGreaterThan(queenDown);
  }

  @Test
  void readingLeavesOutScoresBeyondTheLimitAndKeepsTheRest() throws IOException {
    Path file = dir.resolve("two.bin");
    try (DataOutputStream out = new DataOutputStream(Files.newOutputStream(file))) {
      SampleFormat.write(out, new Sample(0, Position.STARTPOS_FEN, 20, 1));
      SampleFormat.write(out, new Sample(0, Position.STARTPOS_FEN, TrainingPositions.MAX_ABS_SCORE + 1, 2));
    }
    TrainingPositions positions = TrainingPositions.read(List.of(file));
    assertThat(positions.size()).isEqualTo(1);
    assertThat(positions.endPiece(0) - positions.firstPiece(0)).isEqualTo(32);
    assertThat(positions.scoreForSideToMove(0)).isEqualTo(20);
    assertThat(positions.resultForSideToMove(0)).isEqualTo(0.5);
  }
}
