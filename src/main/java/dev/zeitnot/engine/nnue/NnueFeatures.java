package dev.zeitnot.engine.nnue;

import dev.zeitnot.chess.Color;

/**
 * The network's 768 inputs, seen from one side (a perspective): the side's own pieces first
 * (6 types x 64 squares), then the other side's, with the board flipped vertically for Black so
 * that each perspective sees its own pieces move up the board.
 */
public final class NnueFeatures {

  /** Inputs per perspective: 2 colours x 6 types x 64 squares. */
  public static final int INPUTS = 768;

  private NnueFeatures() { }

  /**
   * The input index of {@code piece} (colour * 6 + type, 0..11) on {@code square} (a1 = 0) seen
   * from {@code perspective}.
   */
  public static int index(int perspective, int piece, int square) {
    int color = piece >= 6 ? Color.BLACK : Color.WHITE;
    int type = piece >= 6 ? piece - 6 : piece;
    int relativeSquare = perspective == Color.WHITE ? square : square ^ 56;
    return (color == perspective ? 0 : 384) + type * 64 + relativeSquare;
  }
}
