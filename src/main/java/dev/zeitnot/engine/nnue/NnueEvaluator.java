package dev.zeitnot.engine.nnue;

import dev.zeitnot.chess.Position;
import dev.zeitnot.engine.eval.StaticEvaluator;

/**
 * Evaluates positions with a {@link Network}, for one search thread. The hidden layer's sums live
 * in an {@link AccumulatorStack} that follows the search's moves ({@link #onMake},
 * {@link #onUnmake}); a position evaluated without them is summed afresh. The sums are 16-bit, which
 * is exact because a network's sums cannot leave that range ({@link Network#MAX_HIDDEN_SUM}). The
 * output layer squares each clipped sum and weighs it in int arithmetic, both perspectives in one
 * loop; the loops are the {@link NnueKernels} this JVM allows ({@link #kernels()}).
 */
public final class NnueEvaluator implements StaticEvaluator {

  /**
   * Hidden neurons per int sum in {@link #evaluate}: a product is at most 255^2 x 127 (weights are
   * clipped to 1.98 x 64), and 256 of those fit an int.
   */
  static final int INT_CHUNK = 256;
  /** The activation's clip: the only {@link Network#qa()} {@link Network#read} accepts. */
  static final int CLIP = 255;

  private static final NnueKernels KERNELS = NnueKernels.CHOSEN;

  private final Network net;
  private final NetworkRows rows;
  private final AccumulatorStack stack;

  /** An evaluator of {@code net}, whose activations must clip at {@link #CLIP}. */
  public NnueEvaluator(Network net) {
    if (net.qa() != CLIP) {
      throw new IllegalArgumentException("the network's activations clip at " + net.qa() + ", not " + CLIP);
    }
    this.net = net;
    this.rows = NetworkRows.of(net);
    this.stack = new AccumulatorStack(rows);
  }

  /** The arithmetic this JVM evaluates networks with: "scalar", or "vector (N short lanes, M int lanes)". */
  public static String kernels() {
    return KERNELS.describe();
  }

  @Override
  public void onMake(Position pos, int move) {
    stack.push(pos, move);
  }

  @Override
  public void onUnmake() {
    stack.pop();
  }

  /** The evaluation in centipawns from the side to move's point of view. */
  @Override
  public int evaluate(Position pos) {
    short[][] sums = stack.current(pos).sums;
    int us = pos.sideToMove();
    long sum = KERNELS.output(sums[us], sums[us ^ 1], rows.outputWeights, rows.hidden);
    long output = sum / net.qa() + net.outputBias();
    return (int) (output * net.scale() / ((long) net.qa() * net.qb()));
  }
}
