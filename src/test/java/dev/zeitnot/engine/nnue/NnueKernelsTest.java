package dev.zeitnot.engine.nnue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
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

  /** The output layer in long arithmetic, straight from its definition. */
  private static long reference(int[] us, int[] them, int[] weights, int hidden) {
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
        int[] us = random(random, hidden, -400, 700);
        int[] them = random(random, hidden, -400, 700);
        int[] weights = round % 2 == 0 ? random(random, 2 * hidden, -127, 127) : random(random, 2 * hidden, 127, 127);
        if (round % 4 == 1) {
          java.util.Arrays.fill(us, 10_000);
          java.util.Arrays.fill(them, 10_000);
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
      int[] from = random(random, hidden, -2000, 2000);
      int[] plus = random(random, hidden, -500, 500);
      int[] minus1 = random(random, hidden, -500, 500);
      int[] minus2 = random(random, hidden, -500, 500);
      int[] scalar = new int[hidden];
      int[] vector = new int[hidden];
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
