package dev.zeitnot.engine.nnue;

import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.ShortVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShape;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link NnueKernels} with the Vector API: the row updates at the machine's widest short vectors,
 * the output layer at its widest int vectors, each loop finished by scalar steps when the hidden
 * layer is not a multiple of the lanes. Loaded only when {@code jdk.incubator.vector} is in the JVM
 * ({@link NnueKernels#CHOSEN}). The output layer reads as many sums as an int vector has lanes,
 * widens them to ints and sums each perspective in int lanes within chunks of
 * {@link NnueEvaluator#INT_CHUNK} neurons, so that the lanes' total stays below 2^31 (see there),
 * and adds the chunks as longs.
 */
final class VectorKernels implements NnueKernels {

  /** The row updates' vectors. */
  private static final VectorSpecies<Short> ROWS = ShortVector.SPECIES_PREFERRED;
  /** The output layer's vectors. */
  private static final VectorSpecies<Integer> PRODUCTS = IntVector.SPECIES_PREFERRED;
  /** As many sums as {@link #PRODUCTS} has lanes, in half its bits: what one widening reads. */
  private static final VectorSpecies<Short> WIDENED =
      VectorSpecies.of(short.class, VectorShape.forBitSize(PRODUCTS.vectorBitSize() / 2));

  @Override
  public void add(short[] to, short[] plus) {
    int i = 0;
    for (int bound = ROWS.loopBound(to.length); i < bound; i += ROWS.length()) {
      ShortVector.fromArray(ROWS, to, i).add(ShortVector.fromArray(ROWS, plus, i)).intoArray(to, i);
    }
    for (; i < to.length; i++) {
      to[i] += plus[i];
    }
  }

  @Override
  public void addSub(short[] to, short[] from, short[] plus, short[] minus) {
    int i = 0;
    for (int bound = ROWS.loopBound(to.length); i < bound; i += ROWS.length()) {
      ShortVector.fromArray(ROWS, from, i).add(ShortVector.fromArray(ROWS, plus, i))
          .sub(ShortVector.fromArray(ROWS, minus, i)).intoArray(to, i);
    }
    for (; i < to.length; i++) {
      to[i] = (short) (from[i] + plus[i] - minus[i]);
    }
  }

  @Override
  public void addSubSub(short[] to, short[] from, short[] plus, short[] minus1, short[] minus2) {
    int i = 0;
    for (int bound = ROWS.loopBound(to.length); i < bound; i += ROWS.length()) {
      ShortVector.fromArray(ROWS, from, i).add(ShortVector.fromArray(ROWS, plus, i))
          .sub(ShortVector.fromArray(ROWS, minus1, i)).sub(ShortVector.fromArray(ROWS, minus2, i))
          .intoArray(to, i);
    }
    for (; i < to.length; i++) {
      to[i] = (short) (from[i] + plus[i] - minus1[i] - minus2[i]);
    }
  }

  @Override
  public long output(short[] us, short[] them, int[] weights, int hidden) {
    long sum = 0;
    for (int start = 0; start < hidden; start += NnueEvaluator.INT_CHUNK) {
      int end = Math.min(hidden, start + NnueEvaluator.INT_CHUNK);
      IntVector ours = IntVector.zero(PRODUCTS);
      IntVector theirs = IntVector.zero(PRODUCTS);
      int i = start;
      for (int bound = start + PRODUCTS.loopBound(end - start); i < bound; i += PRODUCTS.length()) {
        IntVector our = widened(us, i).max(0).min(NnueEvaluator.CLIP);
        IntVector their = widened(them, i).max(0).min(NnueEvaluator.CLIP);
        ours = ours.add(our.mul(our).mul(IntVector.fromArray(PRODUCTS, weights, i)));
        theirs = theirs.add(their.mul(their).mul(IntVector.fromArray(PRODUCTS, weights, hidden + i)));
      }
      // The lanes add up in ints: one perspective's chunk fits (see INT_CHUNK), both may not.
      sum += (long) ours.reduceLanes(VectorOperators.ADD) + theirs.reduceLanes(VectorOperators.ADD);
      for (; i < end; i++) {
        int our = Math.max(0, Math.min(NnueEvaluator.CLIP, us[i]));
        int their = Math.max(0, Math.min(NnueEvaluator.CLIP, them[i]));
        sum += (long) our * our * weights[i] + (long) their * their * weights[hidden + i];
      }
    }
    return sum;
  }

  /** The sums from {@code i} on, as many as an int vector has lanes, widened to ints. */
  private static IntVector widened(short[] sums, int i) {
    return (IntVector) ShortVector.fromArray(WIDENED, sums, i).convertShape(VectorOperators.S2I, PRODUCTS, 0);
  }

  @Override
  public String describe() {
    return "vector (" + ROWS.length() + " short lanes, " + PRODUCTS.length() + " int lanes)";
  }
}
