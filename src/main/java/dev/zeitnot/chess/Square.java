package dev.zeitnot.chess;

/** Squares as ints: a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63. */
public final class Square {
  public static final int NONE = -1;

  private Square() {}

  public static int file(int sq) {
    return sq & 7;
  }

  public static int rank(int sq) {
    return sq >>> 3;
  }

  public static int of(int file, int rank) {
    return rank * 8 + file;
  }

  /** Algebraic name such as "e4". */
  public static String name(int sq) {
    return "" + (char) ('a' + file(sq)) + (char) ('1' + rank(sq));
  }

  /** The square named like "e4"; throws IllegalArgumentException on anything else. */
  public static int parse(String name) {
    if (name == null || name.length() != 2) {
      throw new IllegalArgumentException("not a square: '" + name + "' (expected a file a-h and a rank 1-8, e.g. e4)");
    }
    int file = name.charAt(0) - 'a';
    int rank = name.charAt(1) - '1';
    if (file < 0 || file > 7 || rank < 0 || rank > 7) {
      throw new IllegalArgumentException("not a square: '" + name + "' (expected a file a-h and a rank 1-8, e.g. e4)");
    }
    return of(file, rank);
  }
}
