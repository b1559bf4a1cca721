package dev.zeitnot.lab.datagen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Position;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DatagenTest {

  private static final List<String> OPENINGS = List.of(
      "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
      "rnbqkb1r/pp2pppp/3p1n2/8/3NP3/8/PPP2PPP/RNBQKB1R w KQkq - 1 5",
      "8/5pk1/6p1/8/4P3/6P1/5PK1/8 w - - 0 40");

  @TempDir
  Path dir;

  private static Datagen.Settings settings(Path out, int threads, int games) {
    return new Datagen.Settings(out, OPENINGS, 42, 200, 2, threads, games, 0);
  }

  @Test
  void gamesAreWrittenWithQuietPositionsAndTheirResults() throws IOException {
    Path out = dir.resolve("samples.bin");
    Datagen.Summary summary = Datagen.run(settings(out, 1, 3), line -> { });
    List<Sample> samples = SampleFile.readAll(out);
    assertThat(summary.nextGame()).isEqualTo(3);
    assertThat(samples).hasSize((int) summary.records()).isNotEmpty();
    assertThat(samples).extracting(Sample::game).isSorted().containsAnyOf(0, 1, 2);
    for (Sample sample : samples) {
      assertThat(Position.fromFen(sample.fen()).inCheck()).as(sample.fen()).isFalse();
    }
  }

  @Test
  void theFileDependsOnTheSeedNotOnTheNumberOfThreads() throws IOException {
    Path one = dir.resolve("one.bin");
    Path two = dir.resolve("two.bin");
    Datagen.run(settings(one, 1, 4), line -> { });
    Datagen.run(settings(two, 2, 4), line -> { });
    assertThat(Files.readAllBytes(two)).isEqualTo(Files.readAllBytes(one));
  }

  @Test
  void aRunCutOffInsideAGameIsContinuedToTheSameFile() throws IOException {
    Path whole = dir.resolve("whole.bin");
    Datagen.run(settings(whole, 1, 4), line -> { });
    byte[] expected = Files.readAllBytes(whole);

    Path resumed = dir.resolve("resumed.bin");
    Datagen.run(settings(resumed, 1, 2), line -> { });
    byte[] firstRun = Files.readAllBytes(resumed);
    // A run killed while writing: a game and a half record too many.
    int extra = Math.min(expected.length - firstRun.length, SampleFormat.BYTES + SampleFormat.BYTES / 2);
    Files.write(resumed, java.util.Arrays.copyOf(expected, firstRun.length + extra));
    Datagen.Summary summary = Datagen.run(settings(resumed, 1, 4), line -> { });

    assertThat(Files.readAllBytes(resumed)).isEqualTo(expected);
    assertThat(summary.nextGame()).isEqualTo(4);
  }

  @Test
  void preparingAnEmptyOrMissingFileStartsAtGameZero() throws IOException {
    assertThat(SampleFile.prepareForAppend(dir.resolve("missing.bin"))).isZero();
    Path partial = dir.resolve("partial.bin");
    Files.write(partial, new byte[SampleFormat.BYTES - 1]);
    assertThat(SampleFile.prepareForAppend(partial)).isZero();
    assertThat(Files.size(partial)).isZero();
  }
}
