package dev.zeitnot.engine.nnue;

/**
 * The network's arithmetic on its 16-bit sums: the accumulator's row updates, in shorts, and the
 * output layer, in ints. The sums fit 16 bits ({@link Network#MAX_HIDDEN_SUM}); an update whose
 * partial result leaves that range still ends exact, as arithmetic modulo 2^16 does. Two
 * implementations compute the same numbers: {@link ScalarKernels}, plain loops that run on any JVM,
 * and {@link VectorKernels}, written with {@code jdk.incubator.vector}, which is used when the JVM
 * was started with {@code --add-modules jdk.incubator.vector} (decided once, at run time).
 */
interface NnueKernels {

  /** The incubator module the vector kernels need. */
  String VECTOR_MODULE = "jdk.incubator.vector";

  /** The kernels of this JVM: the vector ones when their module is present, else the scalar ones. */
  NnueKernels CHOSEN = choose();

  /** {@code to += plus}. */
  void add(short[] to, short[] plus);

  /** {@code to = from + plus - minus}. */
  void addSub(short[] to, short[] from, short[] plus, short[] minus);

  /** {@code to = from + plus - minus1 - minus2}. */
  void addSubSub(short[] to, short[] from, short[] plus, short[] minus1, short[] minus2);

  /**
   * The output layer's sum over the first {@code hidden} neurons: clip(us)^2 x weights[i] plus
   * clip(them)^2 x weights[hidden + i], the clip to [0, {@link NnueEvaluator#CLIP}].
   */
  long output(short[] us, short[] them, int[] weights, int hidden);

  /** What these kernels are, for a bench line. */
  String describe();

  private static NnueKernels choose() {
    if (ModuleLayer.boot().findModule(VECTOR_MODULE).isEmpty()) {
      return new ScalarKernels();
    }
    try {
      return (NnueKernels) Class.forName(NnueKernels.class.getPackageName() + ".VectorKernels")
          .getDeclaredConstructor().newInstance();
    } catch (ReflectiveOperationException | LinkageError e) {
      return new ScalarKernels();
    }
  }
}
