package dev.zeitnot.engine.book;

import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Writes entries as a Polyglot book: sorted by key, then by falling weight, big-endian; the sort
 * is stable, so entries of equal key and weight keep the order they were given in (polyglot
 * make-book keeps the order the moves were first seen).
 */
public final class PolyglotWriter {

  /** The order of entries in a book file. */
  public static final Comparator<BookEntry> ORDER = Comparator
      .comparing(BookEntry::key, Long::compareUnsigned)
      .thenComparing(Comparator.comparingInt(BookEntry::weight).reversed());

  private PolyglotWriter() {}

  /** Writes {@code entries} (in any order) to {@code file}, replacing it. */
  public static void write(Path file, List<BookEntry> entries) throws IOException {
    List<BookEntry> sorted = new ArrayList<>(entries);
    sorted.sort(ORDER);
    try (OutputStream raw = Files.newOutputStream(file);
        DataOutputStream out = new DataOutputStream(new BufferedOutputStream(raw, 1 << 16))) {
      for (BookEntry entry : sorted) {
        out.writeLong(entry.key());
        out.writeShort(entry.move());
        out.writeShort(entry.weight());
        out.writeInt(entry.learn());
      }
    }
  }
}
