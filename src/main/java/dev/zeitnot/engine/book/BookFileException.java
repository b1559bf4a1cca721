package dev.zeitnot.engine.book;

import java.nio.file.Path;

/** A book file that cannot be used: missing, unreadable or not in the Polyglot format. */
public final class BookFileException extends RuntimeException {

  public BookFileException(Path file, String problem) {
    super(file + ": " + problem);
  }
}
