package dev.zeitnot.chess;

/**
 * Atomic chess as Lichess plays it: a capture explodes the capturing piece and every piece but
 * pawns on the eight squares around the target; kings never capture; a move that explodes one's
 * own king is illegal, one that explodes the enemy king wins at once (even out of check). Kings
 * side by side cannot check each other; a king is in check only from pieces that could capture it.
 */
final class Atomic {
  private Atomic() {}

  static int generate(Position p, int[] list) {
    if (isEnd(p)) {
      return 0;
    }
    int us = p.side;
    int[] pseudo = new int[Position.MAX_MOVES];
    int n = PseudoLegalMoves.generate(p, pseudo, 0);
    n = castling(p, pseudo, n, us);
    long enemy = p.colorBB[us ^ 1];
    long kings = p.pieceBB[us * 6 + PieceType.KING];
    int legal = 0;
    for (int i = 0; i < n; i++) {
      int move = pseudo[i];
      boolean kingCaptures = (kings & (1L << Move.from(move))) != 0 && !Move.isCastling(move)
          && (enemy & (1L << Move.to(move))) != 0;
      if (!kingCaptures && leavesKingSafe(p, move)) {
        list[legal++] = move;
      }
    }
    return legal;
  }

  private static boolean leavesKingSafe(Position p, int move) {
    int us = p.side;
    p.makeMove(move);
    boolean safe = p.pieceBB[us * 6 + PieceType.KING] != 0
        && (p.pieceBB[(us ^ 1) * 6 + PieceType.KING] == 0 || !attacked(p, p.kingSquare(us), us ^ 1, p.occ));
    p.unmakeMove();
    return safe;
  }

  /** Castling as in standard chess, with the king's path safe in atomic terms. */
  private static int castling(Position p, int[] list, int n, int us) {
    if (p.checkers != 0) {
      return n;
    }
    int first = us == Color.WHITE ? Position.WHITE_KINGSIDE : Position.BLACK_KINGSIDE;
    int ksq = p.kingSquare(us);
    for (int right = first; right < first + 2; right++) {
      if (!p.hasCastlingRight(right) || (p.castlePath[right] & p.occ) != 0) {
        continue;
      }
      long occ = p.occ ^ (1L << p.castleRook[right]) ^ (1L << ksq);
      long path = p.castleKingPath[right];
      boolean safe = true;
      while (path != 0 && safe) {
        safe = !attacked(p, Long.numberOfTrailingZeros(path), us ^ 1, occ);
        path &= path - 1;
      }
      if (safe) {
        list[n++] = Move.castling(ksq, p.castleRook[right]);
      }
    }
    return n;
  }

  /**
   * Whether a king of {@code by}'s opponent on sq could be captured by {@code by}: never next to
   * {@code by}'s king, never by a king.
   */
  private static boolean attacked(Position p, int sq, int by, long occupied) {
    long theirKing = p.pieceBB[by * 6 + PieceType.KING];
    return (Attacks.king(sq) & theirKing) == 0 && (p.attackersBy(sq, by, occupied) & ~theirKing) != 0;
  }

  /** The checkers of {@code color}'s king: none when it or the enemy king is gone, or they touch. */
  static long checkers(Position p, int color) {
    long ourKing = p.pieceBB[color * 6 + PieceType.KING];
    long theirKing = p.pieceBB[(color ^ 1) * 6 + PieceType.KING];
    if (ourKing == 0 || theirKing == 0) {
      return 0;
    }
    int ksq = Long.numberOfTrailingZeros(ourKing);
    if ((Attacks.king(ksq) & theirKing) != 0) {
      return 0;
    }
    return p.attackersBy(ksq, color ^ 1, p.occ) & ~theirKing;
  }

  /**
   * Explodes the capture that just landed on {@code to}: removes the capturer and the non-pawn
   * pieces around it, keeps them in the undo record {@code ply} and drops the castling rights of
   * exploded kings and rooks. Returns the change of the Zobrist key.
   */
  static long explode(Position p, int to, int ply) {
    History h = p.history;
    long blast = (Attacks.king(to) & p.occ & ~(p.pieceBB[PieceType.PAWN] | p.pieceBB[6 + PieceType.PAWN]))
        | (1L << to);
    h.exploded[ply] = blast;
    long k = 0;
    int rights = p.castling;
    int j = ply * History.BLAST_SQUARES;
    for (long b = blast; b != 0; b &= b - 1) {
      int sq = Long.numberOfTrailingZeros(b);
      int piece = p.board[sq];
      h.explodedPieces[j++] = piece;
      p.remove(sq, piece);
      k ^= Zobrist.piece(piece, sq);
      rights &= p.castleKeep[sq];
    }
    k ^= Zobrist.CASTLING[p.castling] ^ Zobrist.CASTLING[rights];
    p.castling = rights;
    return k;
  }

  /** Puts back the pieces that the capture of undo record {@code ply} exploded. */
  static void restore(Position p, int ply) {
    History h = p.history;
    int j = ply * History.BLAST_SQUARES;
    for (long b = h.exploded[ply]; b != 0; b &= b - 1) {
      p.put(Long.numberOfTrailingZeros(b), h.explodedPieces[j++]);
    }
    h.exploded[ply] = 0;
  }

  /** A king has exploded. */
  static boolean isEnd(Position p) {
    return p.pieceBB[PieceType.KING] == 0 || p.pieceBB[6 + PieceType.KING] == 0;
  }

  /** The side whose king is still on the board once the other's has exploded, or -1. */
  static int winner(Position p) {
    if (p.pieceBB[PieceType.KING] == 0) {
      return p.pieceBB[6 + PieceType.KING] == 0 ? -1 : Color.BLACK;
    }
    return p.pieceBB[6 + PieceType.KING] == 0 ? Color.WHITE : -1;
  }

  /** Both sides have too little to explode or mate the other's king (Lichess's atomic rule). */
  static boolean isInsufficientMaterial(Position p) {
    return !isEnd(p) && cannotWin(p, Color.WHITE) && cannotWin(p, Color.BLACK);
  }

  private static boolean cannotWin(Position p, int color) {
    long ours = p.colorBB[color] & ~p.pieces(PieceType.KING);
    long theirs = p.colorBB[color ^ 1] & ~p.pieces(PieceType.KING);
    if (ours == 0) {
      return true;
    }
    if (theirs != 0) {
      return false;
    }
    if ((p.pieces(PieceType.QUEEN) | p.pieces(PieceType.PAWN)) != 0) {
      return false;
    }
    return Long.bitCount(ours) == 1;
  }
}
