package dev.zeitnot.engine.syzygy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.zeitnot.chess.Position;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The prober against values printed by Fathom (the reference C prober) for the small tables
 * committed as test resources (KQvK, KRvK, KPvK, KNNvK, KQvKR, KPvKP, made by syzygy1/tb's generator).
 */
class SyzygyTablesTest {
  private static final SyzygyTables TABLES = SyzygyTables.open(List.of(resources()));

  static Path resources() {
    try {
      return Path.of(SyzygyTablesTest.class.getResource("KQvK.rtbw").toURI()).getParent();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  @ParameterizedTest(name = "{0}: wdl {1} dtz {2}")
  @CsvSource(delimiter = '|', textBlock = """
      8/8/8/8/8/2k5/8/KQ6 w - - 0 1 | 2 | 11
      8/8/8/8/8/2k5/8/KQ6 b - - 0 1 | -2 | -14
      k7/1Q6/1K6/8/8/8/8/8 b - - 0 1 | -2 | -1
      k7/2Q5/1K6/8/8/8/8/8 b - - 0 1 | 0 | 0
      8/8/8/8/8/2k5/8/KR6 b - - 0 1 | -2 | -30
      8/8/8/8/4k3/8/4P3/4K3 w - - 0 1 | 0 | 0
      8/8/8/8/4k3/8/4P3/4K3 b - - 0 1 | 0 | 0
      8/4P3/8/8/8/8/k7/4K3 w - - 0 1 | 2 | 1
      4k3/8/4K3/4P3/8/8/8/8 b - - 0 1 | -2 | -4
      4K3/8/4k3/4p3/8/8/8/8 w - - 0 1 | -2 | -2
      8/8/8/8/8/4k3/3r4/KQ6 w - - 0 1 | 2 | 57
      8/8/8/8/8/4k3/3r4/KQ6 b - - 0 1 | -2 | -58
      1k6/8/1K6/8/8/8/3r4/Q7 w - - 0 1 | 2 | 3
      8/8/3kq3/8/8/8/8/KR6 w - - 0 1 | 0 | 0
      8/8/8/8/8/k7/8/K1NN4 w - - 0 1 | 0 | 0
      8/8/8/6k1/2Pp4/8/6K1/8 b - c3 0 1 | 2 | 1
      8/1K6/8/1Pp5/6k1/8/8/8 w - c6 0 1 | 2 | 1
      """)
  void answersAsTheReferenceProberDoes(String fen, int wdl, int dtz) {
    Position pos = Position.fromFen(fen);
    assertEquals(OptionalInt.of(wdl), TABLES.wdl(pos));
    assertEquals(OptionalInt.of(dtz), TABLES.dtz(pos));
    assertEquals(fen, pos.toFen(), "probing leaves the position as it was");
  }

  @Test
  void findsEveryCommittedTableUpToFourPieces() {
    assertEquals(6, TABLES.wdlTableCount());
    assertEquals(6, TABLES.dtzTableCount());
    assertEquals(4, TABLES.maxPieces());
  }

  @Test
  void anEnPassantCaptureTheTablesDoNotStoreDecidesTheResult() {
    // Fathom: won by the en-passant capture (above), a draw without the right to it.
    assertEquals(OptionalInt.of(0), TABLES.wdl(Position.fromFen("8/8/8/6k1/2Pp4/8/6K1/8 b - - 0 1")));
    assertEquals(OptionalInt.of(0), TABLES.wdl(Position.fromFen("8/1K6/8/1Pp5/6k1/8/8/8 w - - 0 1")));
  }

  @Test
  void bareKingsAreADrawWithoutAnyTable() {
    assertEquals(OptionalInt.of(0), TABLES.wdl(Position.fromFen("8/8/8/8/8/2k5/8/K7 w - - 0 1")));
  }

  @Test
  void doesNotCoverCastlingRightsMissingMaterialOrTooManyPieces() {
    assertFalse(TABLES.covers(Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1")));
    assertTrue(TABLES.covers(Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")));
    assertEquals(OptionalInt.empty(), TABLES.wdl(Position.fromFen("4k3/8/8/8/8/8/8/B3K3 w - - 0 1")));
    assertEquals(OptionalInt.empty(), TABLES.dtz(Position.fromFen("4k3/8/8/8/8/8/8/QR2K3 b - - 0 1")));
    assertEquals(OptionalInt.empty(), TABLES.wdl(Position.startpos()));
  }

  @Test
  void aProbeNeedingAMissingTableIsEmpty(@TempDir Path dir) throws IOException {
    Files.copy(resources().resolve("KQvKR.rtbw"), dir.resolve("KQvKR.rtbw"));
    SyzygyTables alone = SyzygyTables.open(List.of(dir));
    // White can take the rook: the capture leads to KQvK, which is not there.
    assertEquals(OptionalInt.empty(), alone.wdl(Position.fromFen("8/8/8/8/8/4k3/8/KQ1r4 w - - 0 1")));
    assertEquals(OptionalInt.empty(), alone.dtz(Position.fromFen("8/8/8/8/8/2k5/8/KQ6 w - - 0 1")));
  }

  @Test
  void refusesATruncatedFileNamingIt(@TempDir Path dir) throws IOException {
    byte[] bytes = Files.readAllBytes(resources().resolve("KQvKR.rtbz"));
    Files.write(dir.resolve("KQvKR.rtbz"), java.util.Arrays.copyOf(bytes, bytes.length - 64));
    SyzygyFileException e = assertThrows(SyzygyFileException.class, () -> SyzygyTables.open(List.of(dir)));
    assertTrue(e.getMessage().contains("KQvKR.rtbz"), e.getMessage());
  }

  @Test
  void refusesAWdlFileUnderADtzName(@TempDir Path dir) throws IOException {
    Files.copy(resources().resolve("KRvK.rtbw"), dir.resolve("KRvK.rtbz"));
    SyzygyFileException e = assertThrows(SyzygyFileException.class, () -> SyzygyTables.open(List.of(dir)));
    assertTrue(e.getMessage().contains("KRvK.rtbz") && e.getMessage().contains("magic"), e.getMessage());
  }

  @Test
  void refusesADirectoryThatIsNotThere(@TempDir Path dir) {
    Path missing = dir.resolve("nowhere");
    SyzygyFileException e = assertThrows(SyzygyFileException.class, () -> SyzygyTables.open(List.of(missing)));
    assertTrue(e.getMessage().contains("nowhere"), e.getMessage());
  }
}
