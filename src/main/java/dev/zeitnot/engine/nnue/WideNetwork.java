package dev.zeitnot.engine.nnue;

import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * A {@link Network}'s weights widened to ints, the form the evaluator computes with: Java 17's
 * compiler turns loops over int arrays into vector instructions, and loops that mix 16-bit arrays
 * with int arithmetic into scalar ones (measured: the output layer five times slower, the updates
 * a fifth slower). Made once per network and shared by the evaluators of all threads.
 */
final class WideNetwork {

  private static final Map<Network, WideNetwork> MADE = Collections.synchronizedMap(new WeakHashMap<>());

  final int hidden;
  final int[] inputWeights;
  final int[] inputBias;
  final int[] outputWeights;

  private WideNetwork(Network net) {
    this.hidden = net.hidden();
    this.inputWeights = widen(net.inputWeights());
    this.inputBias = widen(net.inputBias());
    this.outputWeights = widen(net.outputWeights());
  }

  /** The widened form of {@code net}, made on first use. */
  static WideNetwork of(Network net) {
    return MADE.computeIfAbsent(net, WideNetwork::new);
  }

  private static int[] widen(short[] values) {
    int[] wide = new int[values.length];
    for (int i = 0; i < values.length; i++) {
      wide[i] = values[i];
    }
    return wide;
  }
}
