package dev.zeitnot.engine.nnue;

/**
 * {@link NnueKernels} as plain loops, for any JVM. Every loop reads and writes its arrays at its
 * own index only, so that the compiler can turn it into vector instructions (see
 * {@link NetworkRows}); the output layer's clip is written with shifts and masks for the same
 * reason (Java 17 does not vectorize {@code Math.min} and {@code Math.max}).
 */
final class ScalarKernels implements NnueKernels {

  @Override
  public void add(short[] to, short[] plus) {
    for (int i = 0; i < to.length; i++) {
      to[i] += plus[i];
    }
  }

  @Override
  public void addSub(short[] to, short[] from, short[] plus, short[] minus) {
    for (int i = 0; i < to.length; i++) {
      to[i] = (short) (from[i] + plus[i] - minus[i]);
    }
  }

  @Override
  public void addSubSub(short[] to, short[] from, short[] plus, short[] minus1, short[] minus2) {
    for (int i = 0; i < to.length; i++) {
      to[i] = (short) (from[i] + plus[i] - minus1[i] - minus2[i]);
    }
  }

  @Override
  public long output(short[] us, short[] them, int[] weights, int hidden) {
    long sum = 0;
    for (int start = 0; start < hidden; start += NnueEvaluator.INT_CHUNK) {
      int end = Math.min(hidden, start + NnueEvaluator.INT_CHUNK);
      int ours = 0;
      int theirs = 0;
      for (int i = start; i < end; i++) {
        int our = Math.max(0, Math.min(NnueEvaluator.CLIP, us[i]));
        int their = Math.max(0, Math.min(NnueEvaluator.CLIP, them[i]));
        ours += our * our * weights[i];
        theirs += their * their * weights[hidden + i];
      }
      sum += (long) ours + theirs;
    }
    return sum;
  }

  @Override
  public String describe() {
    return "scalar";
  }
}
