package dev.zeitnot.chess;

/**
 * Horde as Lichess plays it: white has pawns (and what they promote to) but no king, and its
 * pawns on the first rank may advance two squares; black wins by taking every white piece, white
 * by mating; stalemate draws. A side without a king has every move of its pieces legal.
 */
final class Horde {
  private Horde() {}

  static int generate(Position p, int[] list) {
    if (isEnd(p)) {
      return 0;
    }
    if (p.pieceBB[p.side * 6 + PieceType.KING] != 0) {
      return MoveGenerator.generate(p, list, false);
    }
    return PseudoLegalMoves.generate(p, list, 0);
  }

  /** White has no piece left. */
  static boolean isEnd(Position p) {
    return p.colorBB[Color.WHITE] == 0;
  }
}
