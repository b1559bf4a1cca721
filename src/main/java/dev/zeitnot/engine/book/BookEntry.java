package dev.zeitnot.engine.book;

/**
 * One 16-byte record of a Polyglot book.
 *
 * @param key the Polyglot key of the position ({@link PolyglotKey})
 * @param move the move in the book's 16-bit form ({@link PolyglotMove})
 * @param weight how good the move is (0..65535; a higher weight is played more often)
 * @param learn the learning field (0 in books made by {@code polyglot make-book} and by ours)
 */
public record BookEntry(long key, int move, int weight, int learn) {

  /** The number of bytes of one entry in the file. */
  public static final int BYTES = 16;
}
