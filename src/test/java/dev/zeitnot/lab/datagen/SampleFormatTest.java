package dev.zeitnot.lab.datagen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

class SampleFormatTest {

  private static final List<Sample> SAMPLES = List.of(
      new Sample(0, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 15, 1),
      new Sample(7, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b Kq - 3 17", -32768, 0),
      new Sample(123_456, "8/8/3k4/3pP3/8/8/8/4K3 w - d6 0 41", 32767, 2),
      new Sample(Integer.MAX_VALUE, "4k3/8/8/8/8/8/8/4K3 b - - 99 300", -5, 1));

  private static byte[] write(List<Sample> samples) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    DataOutputStream out = new DataOutputStream(bytes);
    for (Sample sample : samples) {
      SampleFormat.write(out, sample);
    }
    return bytes.toByteArray();
  }

  @Test
  void aRecordReadsBackAsTheSampleItWasWrittenFrom() throws IOException {
    byte[] bytes = write(SAMPLES);
    assertThat(bytes).hasSize(SAMPLES.size() * SampleFormat.BYTES);
    DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
    for (Sample sample : SAMPLES) {
      assertThat(SampleFormat.read(in)).isEqualTo(sample);
    }
  }

  @Test
  void aFullBoardOfThirtyTwoPiecesFitsTheRecord() throws IOException {
    byte[] bytes = write(List.of(SAMPLES.get(0)));
    assertThat(bytes).hasSize(SampleFormat.BYTES);
  }

  @Test
  void chess960CastlingLettersAreRefusedWithTheFen() {
    Sample sample = new Sample(1, "rk2r3/8/8/8/8/8/8/RK2R3 w AEae - 0 1", 0, 1);
    assertThatThrownBy(() -> write(List.of(sample))).hasMessageContaining("KQkq").hasMessageContaining("AEae");
  }
}
