package dev.zeitnot.engine.nnue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class NnueKernelsTest {

  private static final int[] WIDTHS = {1, 7, 100, 128, 256, 300, 512};

  private static boolean vectorModulePresent() {
    return ModuleLayer.boot().findModule(NnueKernels.VECTOR_MODULE).isPresent();
  }

  private static int[] random(SplittableRandom random, int length, int low, int high) {
    int[] values = new int[length];
    for (int i = 0; i < length; i++) {
      values[i] = random.nextInt(low, high + 1);
    }
    return values;
  }

  private static short[] randomShorts(SplittableRandom random, int length, int low, int high) {
    short[] values = new short[length];
    for (int i = 0; i < length; i++) {
      values[i] = (short) random.nextInt(low, high + 1);
    }
    return values;
  }

  /** The output layer in long arithmetic, straight from its definition. */
  private static long reference(short[] us, short[] them, int[] weights, int hidden) {
    long sum = 0;
    for (int i = 0; i < hidden; i++) {
      long our = Math.max(0, Math.min(NnueEvaluator.CLIP, us[i]));
      long their = Math.max(0, Math.min(NnueEvaluator.CLIP, them[i]));
      sum += our * our * weights[i] + their * their * weights[hidden + i];
    }
    return sum;
  }

  @Test
  void bothKernelsComputeTheOutputLayerOfItsDefinitionEvenAtTheExtremes() {
    assumeTrue(vectorModulePresent(), "the JVM runs without " + NnueKernels.VECTOR_MODULE);
    SplittableRandom random = new SplittableRandom(3);
    NnueKernels[] kernels = {new ScalarKernels(), new VectorKernels()};
    for (int hidden : WIDTHS) {
      for (int round = 0; round < 20; round++) {
        short[] us = randomShorts(random, hidden, -400, 700);
        short[] them = randomShorts(random, hidden, -400, 700);
        int[] weights = round % 2 == 0 ? random(random, 2 * hidden, -127, 127) : random(random, 2 * hidden, 127, 127);
        if (round % 4 == 1) {
          Arrays.fill(us, Short.MAX_VALUE);
          Arrays.fill(them, Short.MAX_VALUE);
        } else if (round % 4 == 3) {
          us = randomShorts(random, hidden, Short.MIN_VALUE, Short.MAX_VALUE);
          them = randomShorts(random, hidden, Short.MIN_VALUE, Short.MAX_VALUE);
        }
        long expected = reference(us, them, weights, hidden);
        for (NnueKernels k : kernels) {
          assertThat(k.output(us, them, weights, hidden)).as(k.describe() + " at " + hidden).isEqualTo(expected);
        }
      }
    }
  }

  @Test
  void bothKernelsUpdateTheSumsAlike() {
    assumeTrue(vectorModulePresent(), "the JVM runs without " + NnueKernels.VECTOR_MODULE);
    SplittableRandom random = new SplittableRandom(4);
    for (int hidden : WIDTHS) {
      short[] from = randomShorts(random, hidden, -2000, 2000);
      short[] plus = randomShorts(random, hidden, -500, 500);
      short[] minus1 = randomShorts(random, hidden, -500, 500);
      short[] minus2 = randomShorts(random, hidden, -500, 500);
      short[] scalar = new short[hidden];
      short[] vector = new short[hidden];
      new ScalarKernels().addSub(scalar, from, plus, minus1);
      new VectorKernels().addSub(vector, from, plus, minus1);
      assertThat(vector).isEqualTo(scalar);
      new ScalarKernels().addSubSub(scalar, from, plus, minus1, minus2);
      new VectorKernels().addSubSub(vector, from, plus, minus1, minus2);
      assertThat(vector).isEqualTo(scalar);
      new ScalarKernels().add(scalar, plus);
      new VectorKernels().add(vector, plus);
      assertThat(vector).isEqualTo(scalar).isNotEqualTo(from);
    }
  }

  /**
   * Updates whose results lie within 50 of either end of 16 bits: the sum passes the end on the way
   * (from + plus, before the minus) about half the time, and the result is still exact.
   */
  @Test
  void bothKernelsUpdateExactlyWheneverTheResultFitsSixteenBits() {
    assumeTrue(vectorModulePresent(), "the JVM runs without " + NnueKernels.VECTOR_MODULE);
    SplittableRandom random = new SplittableRandom(5);
    for (int hidden : WIDTHS) {
      for (int round = 0; round < 20; round++) {
        short[] plus = randomShorts(random, hidden, -600, 600);
        short[] minus1 = randomShorts(random, hidden, -600, 600);
        short[] minus2 = randomShorts(random, hidden, -600, 600);
        int[] addDelta = new int[hidden];
        int[] addSubDelta = new int[hidden];
        int[] addSubSubDelta = new int[hidden];
        for (int i = 0; i < hidden; i++) {
          addDelta[i] = plus[i];
          addSubDelta[i] = plus[i] - minus1[i];
          addSubSubDelta[i] = plus[i] - minus1[i] - minus2[i];
        }
        int[] expected = new int[hidden];
        short[] addFrom = fromLandingNearAnEnd(random, addDelta, expected);
        int[] addExpected = expected.clone();
        short[] addSubFrom = fromLandingNearAnEnd(random, addSubDelta, expected);
        int[] addSubExpected = expected.clone();
        short[] addSubSubFrom = fromLandingNearAnEnd(random, addSubSubDelta, expected);
        for (NnueKernels k : new NnueKernels[] {new ScalarKernels(), new VectorKernels()}) {
          short[] to = addFrom.clone();
          k.add(to, plus);
          assertThat(widen(to)).as(k.describe() + " add at " + hidden).isEqualTo(addExpected);
          k.addSub(to, addSubFrom, plus, minus1);
          assertThat(widen(to)).as(k.describe() + " addSub at " + hidden).isEqualTo(addSubExpected);
          k.addSubSub(to, addSubSubFrom, plus, minus1, minus2);
          assertThat(widen(to)).as(k.describe() + " addSubSub at " + hidden).isEqualTo(expected);
        }
      }
    }
  }

  /** Sums that {@code delta} takes to random values near either end of 16 bits, written to {@code landing}. */
  private static short[] fromLandingNearAnEnd(SplittableRandom random, int[] delta, int[] landing) {
    short[] from = new short[delta.length];
    for (int i = 0; i < delta.length; i++) {
      int start;
      do {
        landing[i] = random.nextBoolean() ? Short.MAX_VALUE - random.nextInt(50) : Short.MIN_VALUE + random.nextInt(50);
        start = landing[i] - delta[i];
      } while (start != (short) start);
      from[i] = (short) start;
    }
    return from;
  }

  private static int[] widen(short[] values) {
    int[] wide = new int[values.length];
    for (int i = 0; i < values.length; i++) {
      wide[i] = values[i];
    }
    return wide;
  }

  @Test
  void aJvmWithTheVectorModuleUsesTheVectorKernels() {
    assumeTrue(vectorModulePresent(), "the JVM runs without " + NnueKernels.VECTOR_MODULE);
    assertThat(NnueEvaluator.kernels()).startsWith("vector (");
  }

  @Test
  void aJvmWithoutTheVectorModuleUsesTheScalarKernels() throws IOException, InterruptedException {
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    Process child = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"),
        PrintKernels.class.getName()).redirectErrorStream(true).start();
    assertThat(child.waitFor(60, TimeUnit.SECONDS)).isTrue();
    String output = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
    assertThat(output).isEqualTo("scalar");
  }

  /** Prints the kernels a JVM started without extra modules chooses. */
  static final class PrintKernels {
    public static void main(String[] args) {
      System.out.println(NnueEvaluator.kernels());
    }
  }
}
