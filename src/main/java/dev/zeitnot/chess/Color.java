package dev.zeitnot.chess;

/** The two sides as ints (WHITE = 0, BLACK = 1) so they can index arrays on the hot path. */
public final class Color {
  public static final int WHITE = 0;
  public static final int BLACK = 1;

  private Color() {}

  public static int opposite(int color) {
    return color ^ 1;
  }

  public static String name(int color) {
    return color == WHITE ? "white" : "black";
  }
}
