package dev.zeitnot.chess;

/** Piece kinds as ints (PAWN = 0 .. KING = 5), independent of colour. */
public final class PieceType {
  public static final int PAWN = 0;
  public static final int KNIGHT = 1;
  public static final int BISHOP = 2;
  public static final int ROOK = 3;
  public static final int QUEEN = 4;
  public static final int KING = 5;

  private static final String SYMBOLS = "pnbrqk";

  private PieceType() {}

  /** Lower-case letter of the type, as in FEN for black pieces. */
  public static char symbol(int type) {
    return SYMBOLS.charAt(type);
  }

  /** The type for a lower- or upper-case FEN letter, or -1 if the letter names no piece. */
  public static int fromSymbol(char c) {
    return SYMBOLS.indexOf(Character.toLowerCase(c));
  }
}
