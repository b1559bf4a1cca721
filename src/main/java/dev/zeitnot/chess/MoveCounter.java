package dev.zeitnot.chess;

/** Counts legal moves without listing them, for perft's last ply (bulk counting). */
final class MoveCounter {
  private MoveCounter() {}

  /**
   * Number of legal moves without listing them: the same masks as {@link MoveGenerator#generate}, but each
   * piece's targets are counted with one popcount (perft's last ply spends most of its time here).
   */
  static int count(Position p) {
    int us = p.side;
    int them = us ^ 1;
    long own = p.colorBB[us];
    long occ = p.occ;
    int ksq = p.kingSquare(us);
    int n = 0;

    long kingTargets = Attacks.king(ksq) & ~own;
    long occNoKing = occ ^ (1L << ksq);
    while (kingTargets != 0) {
      int to = Long.numberOfTrailingZeros(kingTargets);
      kingTargets &= kingTargets - 1;
      if (!p.isAttacked(to, them, occNoKing)) {
        n++;
      }
    }
    long checkers = p.checkers;
    if ((checkers & (checkers - 1)) != 0) {
      return n;
    }
    long checkMask = checkers == 0 ? ~0L : Attacks.between(ksq, Long.numberOfTrailingZeros(checkers)) | checkers;
    long targets = ~own & checkMask;
    long pinned = p.blockers(us) & own;
    int base = us * 6;

    long knights = p.pieceBB[base + PieceType.KNIGHT] & ~pinned;
    while (knights != 0) {
      n += Long.bitCount(Attacks.knight(Long.numberOfTrailingZeros(knights)) & targets);
      knights &= knights - 1;
    }
    long diagonal = p.pieceBB[base + PieceType.BISHOP] | p.pieceBB[base + PieceType.QUEEN];
    while (diagonal != 0) {
      int from = Long.numberOfTrailingZeros(diagonal);
      diagonal &= diagonal - 1;
      long att = Attacks.bishop(from, occ) & targets;
      if ((pinned & (1L << from)) != 0) {
        att &= Attacks.line(ksq, from);
      }
      n += Long.bitCount(att);
    }
    long straight = p.pieceBB[base + PieceType.ROOK] | p.pieceBB[base + PieceType.QUEEN];
    while (straight != 0) {
      int from = Long.numberOfTrailingZeros(straight);
      straight &= straight - 1;
      long att = Attacks.rook(from, occ) & targets;
      if ((pinned & (1L << from)) != 0) {
        att &= Attacks.line(ksq, from);
      }
      n += Long.bitCount(att);
    }
    n += countPawnMoves(p, us, ksq, pinned, checkMask);
    if (checkers == 0) {
      int first = us == Color.WHITE ? Position.WHITE_KINGSIDE : Position.BLACK_KINGSIDE;
      if (MoveGenerator.canCastle(p, first, us)) {
        n++;
      }
      if (MoveGenerator.canCastle(p, first + 1, us)) {
        n++;
      }
    }
    return n;
  }

  private static int countPawnMoves(Position p, int us, int ksq, long pinned, long checkMask) {
    long pawns = p.pieceBB[us * 6];
    long enemy = p.colorBB[us ^ 1];
    long empty = ~p.occ;
    boolean white = us == Color.WHITE;
    long free = pawns & ~pinned;
    long single = (white ? free << 8 : free >>> 8) & empty;
    long dbl = (white ? (single & MoveGenerator.RANK_3) << 8 : (single & MoveGenerator.RANK_6) >>> 8)
        & empty & checkMask;
    long moves = single & checkMask;
    long left = (white ? (free & ~Bitboards.FILE_A) << 7 : (free & ~Bitboards.FILE_A) >>> 9) & enemy & checkMask;
    long right = (white ? (free & ~Bitboards.FILE_H) << 9 : (free & ~Bitboards.FILE_H) >>> 7) & enemy & checkMask;
    int n = Long.bitCount(dbl)
        + Long.bitCount(moves) + 3 * Long.bitCount(moves & MoveGenerator.LAST_RANKS)
        + Long.bitCount(left) + 3 * Long.bitCount(left & MoveGenerator.LAST_RANKS)
        + Long.bitCount(right) + 3 * Long.bitCount(right & MoveGenerator.LAST_RANKS);

    long pinnedPawns = pawns & pinned;
    int up = white ? 8 : -8;
    while (pinnedPawns != 0) {
      int from = Long.numberOfTrailingZeros(pinnedPawns);
      pinnedPawns &= pinnedPawns - 1;
      long line = Attacks.line(ksq, from) & checkMask;
      long reach = Attacks.pawn(us, from) & enemy;
      int to = from + up;
      if ((empty & (1L << to)) != 0) {
        reach |= 1L << to;
        if (Square.rank(from) == (white ? 1 : 6) && (empty & (1L << (to + up))) != 0) {
          reach |= 1L << (to + up);
        }
      }
      reach &= line;
      n += Long.bitCount(reach) + 3 * Long.bitCount(reach & MoveGenerator.LAST_RANKS);
    }

    int ep = p.ep;
    if (ep >= 0) {
      long capturers = Attacks.pawn(us ^ 1, ep) & pawns;
      while (capturers != 0) {
        int from = Long.numberOfTrailingZeros(capturers);
        capturers &= capturers - 1;
        if (p.epCaptureLegal(from, ep, us)) {
          n++;
        }
      }
    }
    return n;
  }
}
