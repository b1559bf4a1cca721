package dev.zeitnot.engine.book;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * A Polyglot {@code .bin} book, memory-mapped and searched by binary search on the key. The
 * whole file is checked when it is opened (whole 16-byte entries, keys in ascending order), so a
 * bad file is reported at start-up, never in the middle of a game. Safe for concurrent readers.
 */
public final class PolyglotBook {
  private final Path file;
  private final ByteBuffer data;
  private final int size;

  private PolyglotBook(Path file, ByteBuffer data) {
    this.file = file;
    this.data = data;
    this.size = data.capacity() / BookEntry.BYTES;
  }

  /** Maps and checks {@code file}; a {@link BookFileException} says what is wrong with it. */
  public static PolyglotBook open(Path file) {
    if (!Files.isRegularFile(file)) {
      throw new BookFileException(file, "no such book file");
    }
    try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
      long length = channel.size();
      if (length == 0) {
        throw new BookFileException(file, "the book is empty (0 bytes)");
      }
      if (length % BookEntry.BYTES != 0) {
        throw new BookFileException(file, "size " + length + " bytes is not a multiple of "
            + BookEntry.BYTES + ": not a Polyglot book, or a truncated one");
      }
      if (length > Integer.MAX_VALUE) {
        throw new BookFileException(file, "books over 2 GiB are not supported (" + length + " bytes)");
      }
      ByteBuffer data = channel.map(FileChannel.MapMode.READ_ONLY, 0, length).order(ByteOrder.BIG_ENDIAN);
      PolyglotBook book = new PolyglotBook(file, data);
      book.checkOrder();
      return book;
    } catch (NoSuchFileException e) {
      throw new BookFileException(file, "no such book file");
    } catch (IOException e) {
      throw new BookFileException(file, "cannot be read (" + e.getMessage() + ")");
    }
  }

  private void checkOrder() {
    for (int i = 1; i < size; i++) {
      if (Long.compareUnsigned(key(i - 1), key(i)) > 0) {
        throw new BookFileException(file, "entry " + i + " is out of key order: not a Polyglot book"
            + " (entries must be sorted by key), or a damaged one");
      }
    }
  }

  /** Every entry for the position with Polyglot key {@code key}, in file order. */
  public List<BookEntry> entries(long key) {
    int low = 0;
    int high = size;
    while (low < high) {
      int mid = (low + high) >>> 1;
      if (Long.compareUnsigned(key(mid), key) < 0) {
        low = mid + 1;
      } else {
        high = mid;
      }
    }
    List<BookEntry> found = new ArrayList<>();
    for (int i = low; i < size && key(i) == key; i++) {
      int offset = i * BookEntry.BYTES;
      found.add(new BookEntry(key, Short.toUnsignedInt(data.getShort(offset + 8)),
          Short.toUnsignedInt(data.getShort(offset + 10)), data.getInt(offset + 12)));
    }
    return found;
  }

  private long key(int index) {
    return data.getLong(index * BookEntry.BYTES);
  }

  /** How many entries the book holds. */
  public int size() {
    return size;
  }

  public Path file() {
    return file;
  }
}
