package dev.zeitnot.engine.nnue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
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
}
