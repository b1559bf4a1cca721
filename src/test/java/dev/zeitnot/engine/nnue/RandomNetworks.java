package dev.zeitnot.engine.nnue;

import java.util.SplittableRandom;

/** Networks with random weights in the ranges a trained network has, for tests. */
final class RandomNetworks {

  private RandomNetworks() { }

  static Network random(int hidden, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    short[] inputWeights = new short[NnueFeatures.INPUTS * hidden];
    for (int i = 0; i < inputWeights.length; i++) {
      inputWeights[i] = (short) random.nextInt(-120, 121);
    }
    short[] inputBias = new short[hidden];
    for (int i = 0; i < hidden; i++) {
      inputBias[i] = (short) random.nextInt(-60, 200);
    }
    short[] outputWeights = new short[2 * hidden];
    for (int i = 0; i < outputWeights.length; i++) {
      outputWeights[i] = (short) random.nextInt(-127, 128);
    }
    return new Network(hidden, 255, 64, 400, "random weights, seed " + seed, inputWeights, inputBias,
        outputWeights, random.nextInt(-5000, 5000));
  }
}
