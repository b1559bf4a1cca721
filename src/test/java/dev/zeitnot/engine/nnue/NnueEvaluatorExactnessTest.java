package dev.zeitnot.engine.nnue;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Piece;
import dev.zeitnot.chess.Position;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The evaluator's 16-bit sums give the network's evaluation to the unit: it equals the definition
 * computed in longs (bias plus a weight row per piece, then the output formula), whether it follows
 * the moves of a game or sums a position afresh.
 */
class NnueEvaluatorExactnessTest {

  /** The trainer's weight clip, 1.98, in steps of 1 / qa. */
  private static final int TRAINER_CLIP = 505;

  @Test
  void equalsTheDefinitionInLongsOnThousandsOfPositionsFromRandomGames() {
    int positions = 0;
    positions += playAndCompare(EmbeddedNetwork.get(), 1, 20);
    positions += playAndCompare(RandomNetworks.random(256, 9), 2, 10);
    positions += playAndCompare(atTheTrainersClip(256, 3), 3, 10);
    positions += playAndCompare(atTheTrainersClip(100, 4), 4, 5);
    assertThat(positions).isGreaterThan(4000);
  }

  @Test
  void aNetworkWhoseSumsReachTheSixteenBitLimitEvaluatesExactly() {
    Network net = reachingTheLimit();
    assertThat(net.largestHiddenSum()).isEqualTo(Network.MAX_HIDDEN_SUM);
    Position start = Position.startpos();
    assertThat(sums(net, start)[Color.WHITE][0]).isEqualTo(Network.MAX_HIDDEN_SUM);
    assertThat(sums(net, start)[Color.BLACK][1]).isEqualTo(-Network.MAX_HIDDEN_SUM);
    assertThat(playAndCompare(net, 5, 10)).isPositive();
  }

  /**
   * Plays {@code games} random games from the start, evaluating every position with an evaluator
   * that follows the moves and with a fresh one; both must equal {@link #reference}. Returns how
   * many positions were compared.
   */
  private static int playAndCompare(Network net, long seed, int games) {
    SplittableRandom random = new SplittableRandom(seed);
    int[] moves = new int[Position.MAX_MOVES];
    int compared = 0;
    for (int game = 0; game < games; game++) {
      Position pos = Position.startpos();
      NnueEvaluator following = new NnueEvaluator(net);
      for (int ply = 0; ply < 200; ply++) {
        int expected = reference(net, pos);
        assertThat(following.evaluate(pos)).as("following the moves, " + pos.toFen()).isEqualTo(expected);
        assertThat(new NnueEvaluator(net).evaluate(pos)).as("afresh, " + pos.toFen()).isEqualTo(expected);
        compared++;
        int count = pos.generateLegal(moves);
        if (count == 0) {
          break;
        }
        int move = moves[random.nextInt(count)];
        following.onMake(pos, move);
        pos.makeMove(move);
      }
    }
    return compared;
  }

  /** The evaluation from its definition, in longs: no sum is ever clipped to 16 bits. */
  private static int reference(Network net, Position pos) {
    long[][] sums = sums(net, pos);
    int us = pos.sideToMove();
    int hidden = net.hidden();
    long output = 0;
    for (int neuron = 0; neuron < hidden; neuron++) {
      long our = Math.max(0, Math.min(net.qa(), sums[us][neuron]));
      long their = Math.max(0, Math.min(net.qa(), sums[us ^ 1][neuron]));
      output += our * our * net.outputWeights()[neuron] + their * their * net.outputWeights()[hidden + neuron];
    }
    long scaled = output / net.qa() + net.outputBias();
    return (int) (scaled * net.scale() / ((long) net.qa() * net.qb()));
  }

  /** Per perspective, each hidden neuron's bias plus the weights of the pieces on the board. */
  private static long[][] sums(Network net, Position pos) {
    int hidden = net.hidden();
    long[][] sums = new long[2][hidden];
    for (int perspective = Color.WHITE; perspective <= Color.BLACK; perspective++) {
      for (int neuron = 0; neuron < hidden; neuron++) {
        sums[perspective][neuron] = net.inputBias()[neuron];
      }
      for (int piece = 0; piece < 12; piece++) {
        for (long bits = pos.pieces(Piece.color(piece), Piece.type(piece)); bits != 0; bits &= bits - 1) {
          int input = NnueFeatures.index(perspective, piece, Long.numberOfTrailingZeros(bits));
          for (int neuron = 0; neuron < hidden; neuron++) {
            sums[perspective][neuron] += net.inputWeights()[input * hidden + neuron];
          }
        }
      }
    }
    return sums;
  }

  /** Random weights and biases anywhere within the trainer's clip. */
  private static Network atTheTrainersClip(int hidden, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    short[] inputWeights = new short[NnueFeatures.INPUTS * hidden];
    for (int i = 0; i < inputWeights.length; i++) {
      inputWeights[i] = (short) random.nextInt(-TRAINER_CLIP, TRAINER_CLIP + 1);
    }
    short[] inputBias = new short[hidden];
    for (int i = 0; i < hidden; i++) {
      inputBias[i] = (short) random.nextInt(-TRAINER_CLIP, TRAINER_CLIP + 1);
    }
    short[] outputWeights = new short[2 * hidden];
    for (int i = 0; i < outputWeights.length; i++) {
      outputWeights[i] = (short) random.nextInt(-Network.MAX_OUTPUT_WEIGHT, Network.MAX_OUTPUT_WEIGHT + 1);
    }
    return new Network(hidden, 255, 64, 400, "weights at the trainer's clip, seed " + seed, inputWeights,
        inputBias, outputWeights, random.nextInt(-5000, 5000));
  }

  /**
   * Two neurons whose sums are +-{@link Network#MAX_HIDDEN_SUM} in the starting position (its 32
   * pieces weigh +-1023 each, the biases +-31) and fall as pieces move or leave; a third with small
   * random weights.
   */
  private static Network reachingTheLimit() {
    int hidden = 3;
    SplittableRandom random = new SplittableRandom(6);
    short[] inputWeights = new short[NnueFeatures.INPUTS * hidden];
    for (int input = 0; input < NnueFeatures.INPUTS; input++) {
      inputWeights[input * hidden + 2] = (short) random.nextInt(-200, 200);
    }
    Position start = Position.startpos();
    for (int perspective = Color.WHITE; perspective <= Color.BLACK; perspective++) {
      for (int piece = 0; piece < 12; piece++) {
        for (long bits = start.pieces(Piece.color(piece), Piece.type(piece)); bits != 0; bits &= bits - 1) {
          int input = NnueFeatures.index(perspective, piece, Long.numberOfTrailingZeros(bits));
          inputWeights[input * hidden] = 1023;
          inputWeights[input * hidden + 1] = -1023;
        }
      }
    }
    short[] inputBias = {31, -31, 100};
    short[] outputWeights = {100, -90, 50, -80, 70, 60};
    return new Network(hidden, 255, 64, 400, "sums at the 16-bit limit", inputWeights, inputBias, outputWeights, 0);
  }
}
