package dev.zeitnot.chess;

/**
 * Antichess as Lichess plays it: whoever can capture must (any capture), the king is an ordinary
 * piece (never in check, no castling, a pawn may promote to it), and a side left without a legal
 * move or without pieces wins. Drawn by material when only bishops are left, each side's on
 * squares of one colour that the other side's bishops never reach.
 */
final class Antichess {
  private static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;

  private Antichess() {}

  static int generate(Position p, int[] list) {
    int n = PseudoLegalMoves.generate(p, list, 0);
    int captures = 0;
    for (int i = 0; i < n; i++) {
      if (p.isCapture(list[i])) {
        list[captures++] = list[i];
      }
    }
    return captures > 0 ? captures : n;
  }

  /** The side to move wins when it has no move (no pieces included). */
  static boolean isEnd(Position p) {
    return generate(p, new int[Position.MAX_MOVES]) == 0;
  }

  static boolean isInsufficientMaterial(Position p) {
    long bishops = p.pieces(PieceType.BISHOP);
    if (p.occ != bishops) {
      return false;
    }
    long white = p.colorBB[Color.WHITE];
    long black = p.colorBB[Color.BLACK];
    return white != 0 && black != 0
        && (((white & LIGHT_SQUARES) == 0 && (black & ~LIGHT_SQUARES) == 0)
            || ((white & ~LIGHT_SQUARES) == 0 && (black & LIGHT_SQUARES) == 0));
  }
}
