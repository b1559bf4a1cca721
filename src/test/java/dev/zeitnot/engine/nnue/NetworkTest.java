package dev.zeitnot.engine.nnue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class NetworkTest {

  @Test
  void aWrittenNetworkReadsBackTheSame() throws IOException {
    Network net = RandomNetworks.random(16, 1);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    net.write(bytes);
    Network read = Network.read(new ByteArrayInputStream(bytes.toByteArray()));
    assertThat(read.hidden()).isEqualTo(16);
    assertThat(read.about()).isEqualTo(net.about());
    assertThat(Arrays.equals(read.inputWeights(), net.inputWeights())).isTrue();
    assertThat(Arrays.equals(read.outputWeights(), net.outputWeights())).isTrue();
    assertThat(read.outputBias()).isEqualTo(net.outputBias());
  }

  @Test
  void aFileOfAnotherKindIsRefusedWithWhatItStartsWith() {
    byte[] text = "hello world\n".getBytes(StandardCharsets.UTF_8);
    assertThatThrownBy(() -> Network.read(new ByteArrayInputStream(text)))
        .isInstanceOf(IOException.class).hasMessageContaining("not a zeitnot network").hasMessageContaining("hello");
  }

  @Test
  void aCutFileIsRefused() throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    RandomNetworks.random(8, 2).write(bytes);
    byte[] cut = Arrays.copyOf(bytes.toByteArray(), bytes.size() - 100);
    assertThatThrownBy(() -> Network.read(new ByteArrayInputStream(cut))).isInstanceOf(IOException.class);
  }

  @Test
  void outputWeightsBeyondWhatTheEvaluatorSumsInIntsAreRefused() {
    short[] output = new short[4];
    output[3] = (short) (Network.MAX_OUTPUT_WEIGHT + 1);
    assertThatThrownBy(() -> new Network(2, 255, 64, 400, "too big", new short[NnueFeatures.INPUTS * 2],
        new short[2], output, 0)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("output weight");
  }

  @Test
  void theLargestHiddenSumIsANeuronsBiasPlusItsThirtyTwoLargestWeights() {
    short[] inputWeights = new short[NnueFeatures.INPUTS * 2];
    for (int input = 0; input < 40; input++) {
      inputWeights[input * 2] = (short) (input % 2 == 0 ? 500 : -500);
      inputWeights[input * 2 + 1] = 100;
    }
    Network net = new Network(2, 255, 64, 400, "two neurons", inputWeights, new short[] {-100, 3000}, new short[4], 0);
    assertThat(net.largestHiddenSum()).isEqualTo(100 + 32 * 500);
  }

  @Test
  void aNetworkWhoseHiddenSumsCouldLeaveSixteenBitsIsRefusedWithItsLargestSum() throws IOException {
    short[] inputWeights = new short[NnueFeatures.INPUTS * 2];
    for (int input = 100; input < 132; input++) {
      inputWeights[input * 2 + 1] = (short) (input % 3 == 0 ? 1023 : -1023);
    }
    short[] inputBias = {0, 32};
    assertThatThrownBy(() -> new Network(2, 255, 64, 400, "overflows", inputWeights, inputBias, new short[4], 0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("32768").hasMessageContaining("16-bit");
    byte[] file = fileOf(2, inputWeights, inputBias);
    assertThatThrownBy(() -> Network.read(new ByteArrayInputStream(file))).isInstanceOf(IOException.class)
        .hasMessageContaining("not a network this engine can evaluate").hasMessageContaining("32768");
    inputBias[1] = 31;
    assertThat(new Network(2, 255, 64, 400, "fits", inputWeights, inputBias, new short[4], 0).largestHiddenSum())
        .isEqualTo(Network.MAX_HIDDEN_SUM);
  }

  /** A network file written by hand, as {@link Network#write} would, of weights no Network holds. */
  private static byte[] fileOf(int hidden, short[] inputWeights, short[] inputBias) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    DataOutputStream out = new DataOutputStream(bytes);
    out.write((Network.MAGIC + "\nhidden " + hidden + "\nqa 255\nqb 64\nscale 400\nabout by hand\n")
        .getBytes(StandardCharsets.UTF_8));
    for (short value : inputWeights) {
      out.writeShort(value);
    }
    for (short value : inputBias) {
      out.writeShort(value);
    }
    for (int i = 0; i < 2 * hidden; i++) {
      out.writeShort(0);
    }
    out.writeInt(0);
    return bytes.toByteArray();
  }
}
