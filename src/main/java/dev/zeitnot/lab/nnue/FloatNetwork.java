package dev.zeitnot.lab.nnue;

import dev.zeitnot.engine.nnue.Network;
import dev.zeitnot.engine.nnue.NnueFeatures;
import java.util.SplittableRandom;

/**
 * The network being trained, in floats, laid out like {@link Network}: input weights
 * {@code INPUTS x hidden}, input biases, output weights (side to move's half first), output
 * bias, all in one array so that the optimizer treats every parameter alike.
 */
final class FloatNetwork {

  /** The input layer's quantization scale, also the activation's clip in integers. */
  static final int QA = 255;
  /** The output layer's quantization scale. */
  static final int QB = 64;
  /** Centipawns per unit of output. */
  static final int SCALE = 400;
  /** Weights stay within this so that quantized sums fit 16 bits ({@link Network#MAX_HIDDEN_SUM}). */
  static final float WEIGHT_CLIP = 1.98f;

  final int hidden;
  final float[] params;
  final int inputBias;
  final int outputWeights;
  final int outputBias;

  FloatNetwork(int hidden) {
    this.hidden = hidden;
    this.inputBias = NnueFeatures.INPUTS * hidden;
    this.outputWeights = inputBias + hidden;
    this.outputBias = outputWeights + 2 * hidden;
    this.params = new float[outputBias + 1];
  }

  /** Small random weights from {@code seed}, zero biases. */
  static FloatNetwork initialized(int hidden, long seed) {
    FloatNetwork net = new FloatNetwork(hidden);
    SplittableRandom random = new SplittableRandom(seed);
    float inputRange = (float) (1 / Math.sqrt(32));
    for (int i = 0; i < net.inputBias; i++) {
      net.params[i] = (float) ((random.nextDouble() * 2 - 1) * inputRange);
    }
    float outputRange = (float) (1 / Math.sqrt(2 * hidden));
    for (int i = net.outputWeights; i < net.outputBias; i++) {
      net.params[i] = (float) ((random.nextDouble() * 2 - 1) * outputRange);
    }
    return net;
  }

  /** Keeps every weight within {@link #WEIGHT_CLIP}. */
  void clip() {
    for (int i = 0; i < outputBias; i++) {
      params[i] = Math.max(-WEIGHT_CLIP, Math.min(WEIGHT_CLIP, params[i]));
    }
  }

  /** The network rounded to integers, as the engine reads it. */
  Network quantized(String about) {
    short[] inputW = new short[inputBias];
    for (int i = 0; i < inputBias; i++) {
      inputW[i] = (short) Math.round(params[i] * QA);
    }
    short[] inputB = new short[hidden];
    for (int i = 0; i < hidden; i++) {
      inputB[i] = (short) Math.round(params[inputBias + i] * QA);
    }
    short[] outputW = new short[2 * hidden];
    for (int i = 0; i < 2 * hidden; i++) {
      outputW[i] = (short) Math.round(params[outputWeights + i] * QB);
    }
    int outputB = Math.round(params[outputBias] * QA * QB);
    return new Network(hidden, QA, QB, SCALE, about, inputW, inputB, outputW, outputB);
  }
}
