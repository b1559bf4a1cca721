package dev.zeitnot.chess;

/** Answers about a single move without generating the others: is it legal here, does it give check. */
final class MoveQueries {
  private MoveQueries() {}

  /** Decides legality of any int directly (no generation): the move must be one generate() would list. */
  static boolean isLegal(Position p, int move) {
    if (move <= 0 || move >= 0x8000) {
      return false;
    }
    int us = p.side;
    int from = Move.from(move);
    int to = Move.to(move);
    int kind = Move.kind(move);
    int piece = p.board[from];
    if (piece == Piece.NONE || Piece.color(piece) != us || from == to) {
      return false;
    }
    int type = Piece.type(piece);
    int ksq = p.kingSquare(us);
    if (kind == Move.CASTLING) {
      if (type != PieceType.KING) {
        return false;
      }
      int first = us == Color.WHITE ? Position.WHITE_KINGSIDE : Position.BLACK_KINGSIDE;
      int right = to > from ? first : first + 1;
      return p.castleRook[right] == to && MoveGenerator.canCastle(p, right, us);
    }
    if (kind == Move.EN_PASSANT) {
      return type == PieceType.PAWN && to == p.ep && (Attacks.pawn(us, from) & (1L << to)) != 0
          && p.epCaptureLegal(from, to, us);
    }
    long toBit = 1L << to;
    if ((p.colorBB[us] & toBit) != 0 || (kind > Move.EN_PASSANT && kind < Move.PROMOTION)) {
      return false;
    }
    if (type == PieceType.PAWN) {
      boolean lastRank = (toBit & MoveGenerator.LAST_RANKS) != 0;
      if (lastRank != (kind >= Move.PROMOTION) || !pawnCanReach(p, us, from, to)) {
        return false;
      }
    } else if (kind != Move.NORMAL || (Attacks.of(type, from, p.occ) & toBit) == 0) {
      return false;
    }
    if (type == PieceType.KING) {
      return !p.isAttacked(to, us ^ 1, p.occ ^ (1L << from));
    }
    long checkers = p.checkers;
    if (checkers != 0) {
      if ((checkers & (checkers - 1)) != 0) {
        return false;
      }
      long checkMask = Attacks.between(ksq, Long.numberOfTrailingZeros(checkers)) | checkers;
      if ((checkMask & toBit) == 0) {
        return false;
      }
    }
    return (p.blockers(us) & (1L << from)) == 0 || (Attacks.line(ksq, from) & toBit) != 0;
  }

  /** Pseudo-legal pawn geometry: a push to an empty square (double from the start rank) or a capture. */
  private static boolean pawnCanReach(Position p, int us, int from, int to) {
    long toBit = 1L << to;
    if ((Attacks.pawn(us, from) & toBit) != 0) {
      return (p.colorBB[us ^ 1] & toBit) != 0;
    }
    int up = us == Color.WHITE ? 8 : -8;
    if ((p.occ & toBit) != 0) {
      return false;
    }
    if (to == from + up) {
      return true;
    }
    return to == from + 2 * up && Square.rank(from) == (us == Color.WHITE ? 1 : 6) && p.board[from + up] == Piece.NONE;
  }

  static boolean givesCheck(Position p, int move) {
    int us = p.side;
    int eksq = p.kingSquare(us ^ 1);
    int from = Move.from(move);
    int to = Move.to(move);
    int base = us * 6;
    if (Move.isCastling(move)) {
      int kingTo = Move.castlingKingTarget(move);
      int rookTo = Move.castlingRookTarget(move);
      long after = (p.occ ^ (1L << from) ^ (1L << to)) | (1L << kingTo) | (1L << rookTo);
      long rooks = (p.pieceBB[base + PieceType.ROOK] ^ (1L << to)) | (1L << rookTo);
      long queens = p.pieceBB[base + PieceType.QUEEN];
      return (Attacks.rook(eksq, after) & (rooks | queens)) != 0
          || (Attacks.bishop(eksq, after) & (p.pieceBB[base + PieceType.BISHOP] | queens)) != 0;
    }
    long after = (p.occ ^ (1L << from)) | (1L << to);
    if (Move.isEnPassant(move)) {
      after ^= 1L << (to + (us == Color.WHITE ? -8 : 8));
    }
    int type = Move.isPromotion(move) ? Move.promotion(move) : Piece.type(p.board[from]);
    long direct = type == PieceType.PAWN ? Attacks.pawn(us, to) : Attacks.of(type, to, after);
    if ((direct & (1L << eksq)) != 0) {
      return true;
    }
    long queens = p.pieceBB[base + PieceType.QUEEN];
    long sliders = ((Attacks.rook(eksq, after) & (p.pieceBB[base + PieceType.ROOK] | queens))
        | (Attacks.bishop(eksq, after) & (p.pieceBB[base + PieceType.BISHOP] | queens)));
    return (sliders & ~(1L << from)) != 0;
  }
}
