package dev.zeitnot.chess;

/** Coloured pieces as ints {@code color * 6 + type} (0..11), {@link #NONE} for an empty square. */
public final class Piece {
  public static final int NONE = -1;

  private Piece() {}

  public static int of(int color, int type) {
    return color * 6 + type;
  }

  public static int color(int piece) {
    return piece >= 6 ? Color.BLACK : Color.WHITE;
  }

  public static int type(int piece) {
    return piece >= 6 ? piece - 6 : piece;
  }

  /** FEN letter: upper case for white, lower case for black. */
  public static char symbol(int piece) {
    char c = PieceType.symbol(type(piece));
    return color(piece) == Color.WHITE ? Character.toUpperCase(c) : c;
  }
}
