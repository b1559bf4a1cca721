package dev.zeitnot.lab.datagen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
    Path out = dir.resolve("games.bin");
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
  void withASoftNodeLimitTheGamesDifferFromHardLimitOnesAndStillDependOnlyOnTheSeed() throws IOException {
    Path hard = dir.resolve("hard.bin");
    Path softOne = dir.resolve("soft-one.bin");
    Path softTwo = dir.resolve("soft-two.bin");
    Datagen.run(new Datagen.Settings(hard, OPENINGS, 42, SOFT_TEST_NODES, 2, 1, 2, 0), line -> { });
    Datagen.run(soft(softOne, 1), line -> { });
    Datagen.run(soft(softTwo, 2), line -> { });
    assertThat(Files.readAllBytes(softTwo)).isEqualTo(Files.readAllBytes(softOne));
    assertThat(Files.readAllBytes(softOne)).isNotEqualTo(Files.readAllBytes(hard));
  }

  /** Enough nodes that the search looks at its node count in the middle of a depth. */
  private static final int SOFT_TEST_NODES = 3_000;

  private static Datagen.Settings soft(Path out, int threads) {
    return new Datagen.Settings(out, OPENINGS, 42, SOFT_TEST_NODES, 2, threads, 2, 0,
        dev.zeitnot.engine.builtin.EngineSettings.DEFAULT_EVALUATION, 400);
  }

  @Test
  void aRunCutOffInsideAGameIsContinuedToTheSameFile() throws IOException {
    Path whole = dir.resolve("whole.bin");
    Datagen.run(settings(whole, 1, 4), line -> { });
    byte[] expected = Files.readAllBytes(whole);

    Path resumed = dir.resolve("resumed.bin");
    Datagen.run(settings(resumed, 1, 2), line -> { });
    byte[] firstRun = Files.readAllBytes(resumed);
    // A run killed while writing its third game: part of it is in the file.
    int extra = Math.min(expected.length - firstRun.length - 1, 40);
    Files.write(resumed, java.util.Arrays.copyOf(expected, firstRun.length + extra));
    Datagen.Summary summary = Datagen.run(settings(resumed, 1, 4), line -> { });

    assertThat(Files.readAllBytes(resumed)).isEqualTo(expected);
    assertThat(summary.nextGame()).isEqualTo(4);
  }

  @Test
  void preparingAnEmptyOrMissingFileStartsAtGameZeroWithTheHeader() throws IOException {
    Path missing = dir.resolve("missing.bin");
    assertThat(GameRecordFile.prepareForAppend(missing)).isEqualTo(new GameRecordFile.Contents(0, 0));
    assertThat(GameRecordFile.isGamesFile(missing)).isTrue();
    Path empty = Files.write(dir.resolve("empty.bin"), new byte[0]);
    assertThat(GameRecordFile.prepareForAppend(empty).nextGame()).isZero();
  }

  @Test
  void aFileOfAnotherKindIsNotAppendedTo() throws IOException {
    Path samples = Files.write(dir.resolve("old.bin"), new byte[SampleFormat.BYTES * 2]);
    assertThatThrownBy(() -> GameRecordFile.prepareForAppend(samples)).isInstanceOf(IOException.class)
        .hasMessageContaining("not a datagen games file");
    assertThat(Files.size(samples)).isEqualTo(SampleFormat.BYTES * 2);
  }

  @Test
  void aGameTakesAboutFourBytesAPositionAndEveryPlyIsKept() throws IOException {
    Path out = dir.resolve("games.bin");
    Datagen.run(settings(out, 1, 3), line -> { });
    long[] plies = {0};
    GameRecordFile.forEachGame(out, game -> plies[0] += game.moves().length);
    assertThat(plies[0]).isPositive();
    assertThat((double) Files.size(out) / plies[0]).isBetween(4.0, 6.0);
  }
}
