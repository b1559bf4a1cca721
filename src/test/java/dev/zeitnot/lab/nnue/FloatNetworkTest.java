package dev.zeitnot.lab.nnue;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Position;
import dev.zeitnot.engine.nnue.NnueEvaluator;
import dev.zeitnot.engine.nnue.NnueFeatures;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class FloatNetworkTest {

  /** The float network's output in centipawns for the side to move, computed here independently. */
  private static double floatEvaluation(FloatNetwork net, Position pos) {
    int us = pos.sideToMove();
    double output = net.params[net.outputBias];
    for (int side = 0; side < 2; side++) {
      int perspective = side == 0 ? us : us ^ Color.BLACK;
      double[] acc = new double[net.hidden];
      for (int h = 0; h < net.hidden; h++) {
        acc[h] = net.params[net.inputBias + h];
      }
      for (int sq = 0; sq < 64; sq++) {
        int piece = pos.pieceAt(sq);
        if (piece >= 0) {
          int row = NnueFeatures.index(perspective, piece, sq) * net.hidden;
          for (int h = 0; h < net.hidden; h++) {
            acc[h] += net.params[row + h];
          }
        }
      }
      for (int h = 0; h < net.hidden; h++) {
        double v = Math.min(Math.max(acc[h], 0), 1);
        output += v * v * net.params[net.outputWeights + side * net.hidden + h];
      }
    }
    return output * FloatNetwork.SCALE;
  }

  /** The float network with each weight rounded as quantization rounds it. */
  private static FloatNetwork rounded(FloatNetwork net) {
    FloatNetwork copy = new FloatNetwork(net.hidden);
    for (int i = 0; i < net.outputWeights; i++) {
      copy.params[i] = Math.round(net.params[i] * FloatNetwork.QA) / (float) FloatNetwork.QA;
    }
    for (int i = net.outputWeights; i < net.outputBias; i++) {
      copy.params[i] = Math.round(net.params[i] * FloatNetwork.QB) / (float) FloatNetwork.QB;
    }
    float biasScale = FloatNetwork.QA * FloatNetwork.QB;
    copy.params[net.outputBias] = Math.round(net.params[net.outputBias] * biasScale) / biasScale;
    return copy;
  }

  @Test
  void theIntegerEvaluationComputesTheRoundedFloatNetworkAndRoundingCostsLittle() {
    FloatNetwork net = FloatNetwork.initialized(32, 9);
    SplittableRandom random = new SplittableRandom(4);
    for (int i = 0; i < net.inputBias + net.hidden; i++) {
      net.params[i] += (float) (random.nextDouble() * 0.2 - 0.05);
    }
    net.params[net.outputBias] = 0.3f;
    NnueEvaluator quantized = new NnueEvaluator(net.quantized("test"));
    int[] moves = new int[Position.MAX_MOVES];
    Position pos = Position.startpos();
    FloatNetwork rounded = rounded(net);
    double worstArithmetic = 0;
    double worstRounding = 0;
    for (int ply = 0; ply < 60; ply++) {
      double expected = floatEvaluation(net, pos);
      worstArithmetic = Math.max(worstArithmetic, Math.abs(quantized.evaluate(pos) - floatEvaluation(rounded, pos)));
      worstRounding = Math.max(worstRounding, Math.abs(quantized.evaluate(pos) - expected));
      assertThat(Math.abs(expected)).as("a test network whose outputs are not all tiny").isLessThan(5000);
      int count = pos.generateLegal(moves);
      if (count == 0) {
        break;
      }
      pos.makeMove(moves[random.nextInt(count)]);
    }
    assertThat(worstArithmetic).as("integer arithmetic against the same weights in floats").isLessThan(2);
    // Output weights in steps of 1/64: a few centipawns on a trained net, more on this noisy one.
    assertThat(worstRounding).as("the quantized network against the float one").isLessThan(50);
  }
}
