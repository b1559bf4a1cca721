package dev.zeitnot.engine.book;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zeitnot.chess.Position;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PolyglotBookTest {
  @TempDir
  Path dir;

  @Test
  void findsEveryEntryOfAPositionByItsKey() {
    Path file = new BookFiles().add("", "e2e4", 30).add("", "d2d4", 20).add("e2e4", "c7c5", 5)
        .add("e2e4 c7c5", "g1f3", 7).write(dir.resolve("b.bin"));
    PolyglotBook book = PolyglotBook.open(file);
    assertThat(book.size()).isEqualTo(4);
    assertThat(book.entries(PolyglotKey.of(Position.startpos())))
        .extracting(e -> PolyglotMove.uci(e.move()) + ":" + e.weight())
        .containsExactly("e2e4:30", "d2d4:20");
    assertThat(book.entries(0x1234L)).isEmpty();
  }

  @Test
  void refusesATruncatedFileNamingItsSize() throws IOException {
    Path file = new BookFiles().add("", "e2e4", 30).add("", "d2d4", 20).write(dir.resolve("t.bin"));
    byte[] bytes = Files.readAllBytes(file);
    Files.write(file, Arrays.copyOf(bytes, bytes.length - 5));
    assertThatThrownBy(() -> PolyglotBook.open(file)).isInstanceOf(BookFileException.class)
        .hasMessageContaining("t.bin").hasMessageContaining("size 27 bytes is not a multiple of 16");
  }

  @Test
  void refusesAFileWhoseKeysAreNotSorted() throws IOException {
    byte[] bytes = new byte[32];
    bytes[0] = 9;
    bytes[16] = 1;
    Path file = Files.write(dir.resolve("u.bin"), bytes);
    assertThatThrownBy(() -> PolyglotBook.open(file)).isInstanceOf(BookFileException.class)
        .hasMessageContaining("entry 1 is out of key order");
  }

  @Test
  void refusesAnEmptyOrMissingFile() throws IOException {
    Path empty = Files.write(dir.resolve("e.bin"), new byte[0]);
    assertThatThrownBy(() -> PolyglotBook.open(empty)).hasMessageContaining("the book is empty");
    assertThatThrownBy(() -> PolyglotBook.open(dir.resolve("nope.bin"))).hasMessageContaining("no such book file");
  }

  @Test
  void ordersAndFindsKeysAsUnsignedNumbers() throws IOException {
    long low = 0x0100_0000_0000_0000L;
    long high = 0xF000_0000_0000_0001L;
    Path file = dir.resolve("h.bin");
    PolyglotWriter.write(file, java.util.List.of(new BookEntry(high, 1, 1, 0), new BookEntry(low, 2, 1, 0)));
    PolyglotBook book = PolyglotBook.open(file);
    assertThat(book.entries(high)).extracting(BookEntry::move).containsExactly(1);
    assertThat(book.entries(low)).extracting(BookEntry::move).containsExactly(2);
  }
}
