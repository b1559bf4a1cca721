package dev.zeitnot.chess;

import java.util.Arrays;

/**
 * Whether a move of the side to move gives check, answered from what one position's moves share:
 * the squares from which each piece type attacks the enemy king, and our pieces whose leaving
 * opens a line from one of our sliders to it. Worked out on the first question after {@link
 * #clear()}, so a node that asks about many moves pays for the board once; castling, en passant
 * and promotions are left to {@link Position#givesCheck}. A crazyhouse drop checks from its square
 * alone; where the enemy has no king (horde's white) nothing checks. Mutable: one per ply of a search.
 */
public final class CheckSquares {

  /** By piece type; the king's entry stays empty (a king never checks). */
  private final long[] checkingFrom = new long[PieceType.KING + 1];
  private long discoverers;
  private int enemyKing;
  private boolean ready;

  /** Forgets the position: the next question works it out again. */
  public void clear() {
    ready = false;
  }

  /** {@link Position#givesCheck}, for {@code p} as it stood at the first question since {@link #clear()}. */
  public boolean givesCheck(Position p, int move) {
    if (Move.isCastling(move) || Move.isEnPassant(move) || Move.isPromotion(move)) {
      return p.givesCheck(move);
    }
    if (!ready) {
      setUp(p);
    }
    int from = Move.from(move);
    int to = Move.to(move);
    if (Move.isDrop(move)) {
      return (checkingFrom[Move.dropType(move)] & (1L << to)) != 0;
    }
    if ((checkingFrom[Piece.type(p.pieceAt(from))] & (1L << to)) != 0) {
      return true;
    }
    return (discoverers & (1L << from)) != 0 && (Attacks.line(from, enemyKing) & (1L << to)) == 0;
  }

  private void setUp(Position p) {
    int us = p.sideToMove();
    int them = Color.opposite(us);
    ready = true;
    if (p.pieces(them, PieceType.KING) == 0) {
      Arrays.fill(checkingFrom, 0);
      discoverers = 0;
      return;
    }
    long occupied = p.occupied();
    enemyKing = p.kingSquare(them);
    long diagonal = Attacks.bishop(enemyKing, occupied);
    long straight = Attacks.rook(enemyKing, occupied);
    checkingFrom[PieceType.PAWN] = Attacks.pawn(them, enemyKing);
    checkingFrom[PieceType.KNIGHT] = Attacks.knight(enemyKing);
    checkingFrom[PieceType.BISHOP] = diagonal;
    checkingFrom[PieceType.ROOK] = straight;
    checkingFrom[PieceType.QUEEN] = diagonal | straight;
    // Our pieces that alone stand between the enemy king and one of our sliders.
    discoverers = p.blockers(them) & p.occupancy(us);
  }
}
