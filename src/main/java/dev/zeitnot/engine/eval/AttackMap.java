package dev.zeitnot.engine.eval;

import dev.zeitnot.chess.Attacks;
import dev.zeitnot.chess.Bitboards;
import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;

/** The squares one side's pieces attack, for the variants' evaluations (any number of kings, or none). */
final class AttackMap {

  private AttackMap() { }

  /** Every square {@code color}'s pawns and pieces attack; its kings' squares only with {@code withKings}. */
  static long of(Position pos, int color, boolean withKings) {
    long occupied = pos.occupied();
    long attacks = pawnAttacks(pos.pieces(color, PieceType.PAWN), color);
    int last = withKings ? PieceType.KING : PieceType.QUEEN;
    for (int type = PieceType.KNIGHT; type <= last; type++) {
      for (long bb = pos.pieces(color, type); bb != 0; bb &= bb - 1) {
        attacks |= Attacks.of(type, Long.numberOfTrailingZeros(bb), occupied);
      }
    }
    return attacks;
  }

  static long pawnAttacks(long pawns, int color) {
    long notA = ~Bitboards.FILE_A;
    long notH = ~Bitboards.FILE_H;
    return color == Color.WHITE
        ? ((pawns & notA) << 7) | ((pawns & notH) << 9)
        : ((pawns & notA) >>> 9) | ((pawns & notH) >>> 7);
  }
}
