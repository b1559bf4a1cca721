package dev.zeitnot.arena.games;

import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;

/** Whether a side could still mate: decides between a win and a draw when the other flags. */
final class MatingMaterial {

  private MatingMaterial() {
  }

  /** False for a bare king or a king with one minor piece and nothing else. */
  static boolean canMate(Position position, int color) {
    long heavyOrPawns = position.pieces(color, PieceType.PAWN) | position.pieces(color, PieceType.ROOK)
        | position.pieces(color, PieceType.QUEEN);
    long minors = position.pieces(color, PieceType.KNIGHT) | position.pieces(color, PieceType.BISHOP);
    return heavyOrPawns != 0 || Long.bitCount(minors) >= 2;
  }
}
