package dev.zeitnot.engine.nnue;

import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link NnueKernels} with the Vector API at the machine's widest int vectors, each loop finished
 * by scalar steps when the hidden layer is not a multiple of the lanes. Loaded only when
 * {@code jdk.incubator.vector} is in the JVM ({@link NnueKernels#CHOSEN}). The output layer sums
 * each perspective in int lanes within chunks of {@link NnueEvaluator#INT_CHUNK} neurons, so that
 * the lanes' total stays below 2^31 (see there), and adds the chunks as longs.
 */
final class VectorKernels implements NnueKernels {

  private static final VectorSpecies<Integer> SPECIES = IntVector.SPECIES_PREFERRED;

  @Override
  public void add(int[] to, int[] plus) {
    int i = 0;
    for (int bound = SPECIES.loopBound(to.length); i < bound; i += SPECIES.length()) {
      IntVector.fromArray(SPECIES, to, i).add(IntVector.fromArray(SPECIES, plus, i)).intoArray(to, i);
    }
    for (; i < to.length; i++) {
      to[i] += plus[i];
    }
  }

  @Override
  public void addSub(int[] to, int[] from, int[] plus, int[] minus) {
    int i = 0;
    for (int bound = SPECIES.loopBound(to.length); i < bound; i += SPECIES.length()) {
      IntVector.fromArray(SPECIES, from, i).add(IntVector.fromArray(SPECIES, plus, i))
          .sub(IntVector.fromArray(SPECIES, minus, i)).intoArray(to, i);
    }
    for (; i < to.length; i++) {
      to[i] = from[i] + plus[i] - minus[i];
    }
  }

  @Override
  public void addSubSub(int[] to, int[] from, int[] plus, int[] minus1, int[] minus2) {
    int i = 0;
    for (int bound = SPECIES.loopBound(to.length); i < bound; i += SPECIES.length()) {
      IntVector.fromArray(SPECIES, from, i).add(IntVector.fromArray(SPECIES, plus, i))
          .sub(IntVector.fromArray(SPECIES, minus1, i)).sub(IntVector.fromArray(SPECIES, minus2, i))
          .intoArray(to, i);
    }
    for (; i < to.length; i++) {
      to[i] = from[i] + plus[i] - minus1[i] - minus2[i];
    }
  }

  @Override
  public long output(int[] us, int[] them, int[] weights, int hidden) {
    long sum = 0;
    for (int start = 0; start < hidden; start += NnueEvaluator.INT_CHUNK) {
      int end = Math.min(hidden, start + NnueEvaluator.INT_CHUNK);
      IntVector ours = IntVector.zero(SPECIES);
      IntVector theirs = IntVector.zero(SPECIES);
      int i = start;
      for (int bound = start + SPECIES.loopBound(end - start); i < bound; i += SPECIES.length()) {
        IntVector our = IntVector.fromArray(SPECIES, us, i).max(0).min(NnueEvaluator.CLIP);
        IntVector their = IntVector.fromArray(SPECIES, them, i).max(0).min(NnueEvaluator.CLIP);
        ours = ours.add(our.mul(our).mul(IntVector.fromArray(SPECIES, weights, i)));
        theirs = theirs.add(their.mul(their).mul(IntVector.fromArray(SPECIES, weights, hidden + i)));
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

  @Override
  public String describe() {
    return "vector (" + SPECIES.length() + " int lanes)";
  }
}
