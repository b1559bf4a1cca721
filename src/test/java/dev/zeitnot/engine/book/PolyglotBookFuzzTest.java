package dev.zeitnot.engine.book;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** A book file of any bytes opens and answers, or is refused with a BookFileException. */
class PolyglotBookFuzzTest {

  @FuzzTest(maxDuration = "30s")
  void anyFileOpensOrIsRefused(FuzzedDataProvider data) throws IOException {
    long key = data.consumeLong();
    byte[] bytes = data.consumeRemainingAsBytes();
    Path file = Files.createTempFile("fuzz", ".bin");
    try {
      Files.write(file, bytes);
      PolyglotBook book;
      try {
        book = PolyglotBook.open(file);
      } catch (BookFileException e) {
        return;
      }
      book.entries(key);
      book.entries(PolyglotKey.of(dev.zeitnot.chess.Position.startpos()));
    } finally {
      Files.deleteIfExists(file);
    }
  }
}
