package dev.zeitnot.engine.syzygy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;
import dev.zeitnot.chess.Variant;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Atomic and antichess tables (committed under {@code variants/}: atomic KQvK and KRvKN,
 * antichess KvR, BvB and RRvK, made by syzygy1/tb's atbgen and gtbgen; {@code variants/suicide/}
 * holds stbgen's pawnless KvR and RRvK). Each value below is worked out by hand from the rules
 * where it says why, and python-chess's prober gives the same for every one of them.
 */
class VariantTablesTest {
  private static final Path VARIANTS = SyzygyTablesTest.resources().resolve("variants");
  private static final SyzygyTables TABLES = SyzygyTables.open(List.of(VARIANTS));

  private static Position atomic(String fen) {
    return Position.fromFen(fen, false, Variant.ATOMIC);
  }

  private static Position antichess(String fen) {
    return Position.fromFen(fen, false, Variant.ANTICHESS);
  }

  @ParameterizedTest(name = "{0}: wdl {1} dtz {2}")
  @CsvSource(delimiter = '|', textBlock = """
      k7/1n6/8/8/8/8/8/1R5K w - - 0 1 | 2 | 1
      k7/8/8/1n6/3R4/8/8/7K b - - 0 1 | 0 | 0
      8/8/8/8/8/2k5/8/KQ6 b - - 0 1 | 0 | 0
      8/8/8/8/8/8/8/Kk5Q w - - 0 1 | 0 | 0
      8/8/8/8/8/2k5/8/KQ6 w - - 0 1 | 2 | 11
      """)
  void atomicAnswersAsTheRulesSay(String fen, int wdl, int dtz) {
    // Rxb7 blows up the knight and the king beside it: won at once by a capture (DTZ 1).
    // Nxd4 blows up knight and rook and leaves bare kings: black's best, so a draw.
    // Kb2 puts black's king beside white's, where it cannot be checked and no capture can reach it
    // without blowing up white's own king: a draw (in standard chess this is lost, -14).
    // The kings already touch, the queen's only capture (Qxb1) would blow up both: a draw.
    // White to move keeps the kings apart and wins (DTZ 11, from the table).
    Position pos = atomic(fen);
    assertEquals(OptionalInt.of(wdl), TABLES.wdl(pos));
    assertEquals(OptionalInt.of(dtz), TABLES.dtz(pos));
    assertEquals(fen, pos.toFen(), "probing leaves the position as it was");
  }

  @ParameterizedTest(name = "{0}: wdl {1} dtz {2}")
  @CsvSource(delimiter = '|', textBlock = """
      8/8/8/8/8/1k6/8/R7 w - - 0 1 | 2 | 2
      8/8/8/8/8/1k6/8/R7 b - - 0 1 | 2 | 2
      k7/8/8/8/8/8/8/R7 w - - 0 1 | -2 | -1
      k7/8/8/8/8/8/8/R6R w - - 0 1 | -2 | -1
      8/8/8/8/8/8/8/k7 w - - 0 1 | 2 | 1
      8/8/8/8/8/p7/P7/8 w - - 0 1 | 2 | 1
      8/8/8/8/8/8/b7/B7 w - - 0 1 | 0 | 0
      8/8/8/8/8/8/1b6/B7 b - - 0 1 | -2 | -1
      8/8/8/8/3k4/8/8/R6R w - - 0 1 | 2 | 9
      8/8/8/8/3k4/8/8/R6R b - - 0 1 | -2 | -10
      """)
  void antichessAnswersAsTheRulesSay(String fen, int wdl, int dtz) {
    // Ra2 (or Ra3, Ra4) sets the rook beside the king, which must take it; white, left without
    // pieces, wins: a threat, two plies to the zeroing capture. Black likewise by Ka2 or Kb1.
    // Rxa8 (with two rooks, the only capture) is forced and leaves black without pieces: black wins.
    // White has no pieces, or no move (its pawn is blocked): white has won.
    // Bishops on squares of different colours never meet: a draw. Bxa1 is forced and loses.
    // The two-rook values come from the table (its like-pair index).
    Position pos = antichess(fen);
    assertEquals(OptionalInt.of(wdl), TABLES.wdl(pos));
    assertEquals(OptionalInt.of(dtz), TABLES.dtz(pos));
    assertEquals(fen, pos.toFen(), "probing leaves the position as it was");
  }

  @Test
  void theSamePositionIsReadFromEachVariantsOwnFiles(@TempDir Path dir) throws IOException {
    for (String file : List.of("KQvK.rtbw", "KQvK.rtbz")) {
      Files.copy(SyzygyTablesTest.resources().resolve(file), dir.resolve(file));
    }
    for (String file : List.of("KQvK.atbw", "KQvK.atbz")) {
      Files.copy(VARIANTS.resolve(file), dir.resolve(file));
    }
    SyzygyTables both = SyzygyTables.open(List.of(dir));
    String fen = "8/8/8/8/8/2k5/8/KQ6 b - - 0 1";
    assertEquals(OptionalInt.of(-14), both.dtz(Position.fromFen(fen)), "standard chess: lost (Fathom)");
    assertEquals(OptionalInt.of(0), both.dtz(atomic(fen)), "atomic: the kings can touch, a draw");
    assertEquals(1, both.wdlTableCount(Variant.STANDARD));
    assertEquals(1, both.wdlTableCount(Variant.ATOMIC));
  }

  @Test
  void aStandardProbeNeverReadsAVariantFileNorTheOtherWayRound() {
    SyzygyTables standardOnly = SyzygyTables.open(List.of(SyzygyTablesTest.resources()));
    assertFalse(TABLES.covers(Position.fromFen("8/8/8/8/8/2k5/8/KQ6 b - - 0 1")));
    assertEquals(OptionalInt.empty(), TABLES.wdl(Position.fromFen("8/8/8/8/8/2k5/8/KQ6 b - - 0 1")));
    assertFalse(standardOnly.covers(atomic("8/8/8/8/8/2k5/8/KQ6 b - - 0 1")));
    assertEquals(OptionalInt.empty(), standardOnly.dtz(atomic("8/8/8/8/8/2k5/8/KQ6 b - - 0 1")));
    assertEquals(0, standardOnly.maxPieces(Variant.ANTICHESS));
    assertEquals(0, TABLES.wdlTableCount(Variant.STANDARD));
    assertFalse(standardOnly.covers(Position.fromFen("8/8/8/8/8/2k5/8/KQ6 b - - 0 1", false,
        Variant.KING_OF_THE_HILL)), "no tables for king of the hill");
  }

  @Test
  void pawnlessSuicideFilesServeAntichessAsTheGiveawayOnesDo() {
    SyzygyTables suicide = SyzygyTables.open(List.of(VARIANTS.resolve("suicide")));
    assertEquals(2, suicide.wdlTableCount(Variant.ANTICHESS));
    for (String fen : List.of("8/8/8/8/8/1k6/8/R7 w - - 0 1", "8/8/8/8/3k4/8/8/R6R b - - 0 1")) {
      assertEquals(TABLES.wdl(antichess(fen)), suicide.wdl(antichess(fen)), fen);
      assertEquals(TABLES.dtz(antichess(fen)), suicide.dtz(antichess(fen)), fen);
    }
  }

  @Test
  void aProbeNeedingAMissingVariantTableIsEmpty(@TempDir Path dir) throws IOException {
    Files.copy(VARIANTS.resolve("KRvKN.atbw"), dir.resolve("KRvKN.atbw"));
    Files.copy(VARIANTS.resolve("RRvK.gtbw"), dir.resolve("RRvK.gtbw"));
    Files.copy(VARIANTS.resolve("RRvK.gtbz"), dir.resolve("RRvK.gtbz"));
    SyzygyTables partial = SyzygyTables.open(List.of(dir));
    // Rc5 threatens Rxg5, which blows up the king beside the knight: a win the WDL file holds;
    // its distance is in KRvKN.atbz, which is not there.
    Position threat = atomic("8/2RK4/8/6nk/8/8/8/8 w - - 0 1");
    assertEquals(OptionalInt.of(2), partial.wdl(threat));
    assertEquals(OptionalInt.empty(), partial.dtz(threat));
    assertEquals(OptionalInt.of(2), TABLES.dtz(threat), "with every file");
    // Kxa1 is forced and leaves the rook on h8 against the king with no capture to make: only
    // the KvR table knows that white wins that (so black loses); without KvR it is empty.
    Position forced = antichess("7R/8/8/8/8/8/k7/R7 b - - 0 1");
    assertEquals(OptionalInt.empty(), partial.wdl(forced));
    assertEquals(OptionalInt.of(-2), TABLES.wdl(forced));
  }

  @Test
  void refusesATruncatedVariantFileNamingIt(@TempDir Path dir) throws IOException {
    byte[] bytes = Files.readAllBytes(VARIANTS.resolve("KRvKN.atbz"));
    Files.write(dir.resolve("KRvKN.atbz"), Arrays.copyOf(bytes, bytes.length - 64));
    SyzygyFileException e = assertThrows(SyzygyFileException.class, () -> SyzygyTables.open(List.of(dir)));
    assertTrue(e.getMessage().contains("KRvKN.atbz") && e.getMessage().contains("not a valid Syzygy table"),
        e.getMessage());
  }

  @Test
  void refusesAStandardFileUnderAnAtomicNameAndAWdlFileUnderADtzName(@TempDir Path dir) throws IOException {
    Files.copy(SyzygyTablesTest.resources().resolve("KQvK.rtbw"), dir.resolve("KQvK.atbw"));
    SyzygyFileException standard = assertThrows(SyzygyFileException.class, () -> SyzygyTables.open(List.of(dir)));
    assertTrue(standard.getMessage().contains("KQvK.atbw") && standard.getMessage().contains("wrong magic number"),
        standard.getMessage());
    Files.delete(dir.resolve("KQvK.atbw"));
    Files.copy(VARIANTS.resolve("KvR.gtbw"), dir.resolve("KvR.gtbz"));
    SyzygyFileException wdl = assertThrows(SyzygyFileException.class, () -> SyzygyTables.open(List.of(dir)));
    assertTrue(wdl.getMessage().contains("KvR.gtbz") && wdl.getMessage().contains("wrong magic number"),
        wdl.getMessage());
  }

  @Test
  void playsTheVariantsWinningMovesAtTheRoot() {
    TablebaseMove atomicWin = TABLES.bestMove(atomic("k7/1n6/8/8/8/8/8/1R5K w - - 0 1")).orElseThrow();
    assertEquals("b1b7", Uci.format(atomicWin.move()));
    assertEquals("win", atomicWin.verdict());
    assertEquals(1, atomicWin.dtz());
    TablebaseMove threat = TABLES.bestMove(antichess("8/8/8/8/8/1k6/8/R7 w - - 0 1")).orElseThrow();
    assertTrue(List.of("a1a2", "a1a3", "a1a4").contains(Uci.format(threat.move())), Uci.format(threat.move()));
    assertEquals("win", threat.verdict());
    assertEquals(2, threat.dtz());
  }
}
