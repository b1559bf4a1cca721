package dev.zeitnot.engine.syzygy;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.zeitnot.chess.Position;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A table file of any bytes opens and answers, or is refused with a SyzygyFileException naming it. */
class SyzygyTablesFuzzTest {
  private static final List<String> FENS = List.of(
      "8/8/8/8/8/2k5/8/KQ6 w - - 0 1", "8/8/8/8/8/4k3/3r4/KQ6 b - - 0 1",
      "1k6/8/1K6/8/8/8/3r4/Q7 w - - 0 1", "7k/8/5K2/8/2q5/8/8/R7 w - - 0 1");

  @FuzzTest(maxDuration = "30s")
  void anyFileOpensOrIsRefused(FuzzedDataProvider data) throws IOException {
    Path dir = Files.createTempDirectory("fuzz");
    try {
      boolean dtz = data.consumeBoolean();
      byte[] bytes = data.consumeRemainingAsBytes();
      Path base = SyzygyTablesTest.resources();
      for (String table : List.of("KQvK", "KRvK", "KQvKR")) {
        for (String suffix : List.of(".rtbw", ".rtbz")) {
          Files.copy(base.resolve(table + suffix), dir.resolve(table + suffix));
        }
      }
      Files.write(dir.resolve("KQvKR" + (dtz ? ".rtbz" : ".rtbw")), bytes);
      openAndProbe(dir, "KQvKR");
    } finally {
      try (var files = Files.list(dir)) {
        for (Path f : files.toList()) {
          Files.delete(f);
        }
      }
      Files.delete(dir);
    }
  }

  @Test
  void aTableWithBytesChangedAnswersOrIsRefusedNamingTheFile(@TempDir Path dir) throws IOException {
    Path base = SyzygyTablesTest.resources();
    for (String table : List.of("KQvK", "KRvK")) {
      for (String suffix : List.of(".rtbw", ".rtbz")) {
        Files.copy(base.resolve(table + suffix), dir.resolve(table + suffix));
      }
    }
    Random random = new Random(52);
    for (String suffix : List.of(".rtbw", ".rtbz")) {
      byte[] good = Files.readAllBytes(base.resolve("KQvKR" + suffix));
      for (int round = 0; round < 60; round++) {
        byte[] bad = good.clone();
        int changes = 1 + random.nextInt(8);
        for (int i = 0; i < changes; i++) {
          // Headers are small: aim half the changes at the first 200 bytes.
          int at = random.nextBoolean() ? random.nextInt(Math.min(200, bad.length)) : random.nextInt(bad.length);
          bad[at] = (byte) random.nextInt(256);
        }
        Files.copy(base.resolve("KQvKR" + (suffix.equals(".rtbw") ? ".rtbz" : ".rtbw")),
            dir.resolve("KQvKR" + (suffix.equals(".rtbw") ? ".rtbz" : ".rtbw")),
            java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Files.write(dir.resolve("KQvKR" + suffix), bad);
        openAndProbe(dir, "KQvKR" + suffix);
      }
    }
  }

  private static void openAndProbe(Path dir, String expectedName) {
    try {
      SyzygyTables tables = SyzygyTables.open(List.of(dir));
      for (String fen : FENS) {
        Position pos = Position.fromFen(fen);
        tables.wdl(pos);
        tables.dtz(pos);
      }
    } catch (SyzygyFileException e) {
      assertTrue(e.getMessage().contains(expectedName), e.getMessage());
    }
  }
}
