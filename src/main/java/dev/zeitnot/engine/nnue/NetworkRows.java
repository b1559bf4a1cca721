package dev.zeitnot.engine.nnue;

import java.util.Arrays;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * A {@link Network}'s weights in the form the evaluator computes with: the input layer as one 16-bit
 * array per input, the output weights widened to ints. The rule: the hidden sums are 16-bit (a
 * network's sums never leave that range, {@link Network#MAX_HIDDEN_SUM}), so a row update reads and
 * writes short arrays only, twice the lanes of ints per vector instruction and half the memory; the
 * output layer widens each clipped sum and squares it in int lanes. A loop Java 17's compiler should
 * vectorize reads its arrays at the loop's own index: a loop that reads a row at an offset of one
 * long array while it writes another (which, for all the compiler knows, might be the same one)
 * stays scalar, hence a row per input. Made once per network and shared by the evaluators of all
 * threads.
 */
final class NetworkRows {

  private static final Map<Network, NetworkRows> MADE = Collections.synchronizedMap(new WeakHashMap<>());

  final int hidden;
  /** The input layer: the weights of input {@code i} (see {@link NnueFeatures}) in row {@code i}. */
  final short[][] inputRows;
  final short[] inputBias;
  final int[] outputWeights;

  private NetworkRows(Network net) {
    this.hidden = net.hidden();
    this.inputRows = new short[NnueFeatures.INPUTS][];
    for (int input = 0; input < NnueFeatures.INPUTS; input++) {
      inputRows[input] = Arrays.copyOfRange(net.inputWeights(), input * hidden, (input + 1) * hidden);
    }
    this.inputBias = net.inputBias().clone();
    this.outputWeights = widen(net.outputWeights());
  }

  /** The rows of {@code net}, made on first use. */
  static NetworkRows of(Network net) {
    return MADE.computeIfAbsent(net, NetworkRows::new);
  }

  private static int[] widen(short[] values) {
    int[] wide = new int[values.length];
    for (int i = 0; i < values.length; i++) {
      wide[i] = values[i];
    }
    return wide;
  }
}
