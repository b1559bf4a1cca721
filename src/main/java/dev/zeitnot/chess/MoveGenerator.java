package dev.zeitnot.chess;

/**
 * Strictly legal move generation with pin and check masks (no make/unmake legality test):
 * king moves avoid attacked squares, pinned pieces stay on their pin line, and in single check
 * the other pieces must capture the checker or block; double check leaves only king moves.
 */
final class MoveGenerator {
  static final long RANK_3 = Bitboards.rank(2);
  static final long RANK_6 = Bitboards.rank(5);
  static final long LAST_RANKS = Bitboards.RANK_1 | Bitboards.RANK_8;

  private MoveGenerator() {}

  static int generate(Position p, int[] list, boolean capturesOnly) {
    int us = p.side;
    int them = us ^ 1;
    long own = p.colorBB[us];
    long enemy = p.colorBB[them];
    long occ = p.occ;
    int ksq = p.kingSquare(us);
    int n = 0;

    long kingTargets = Attacks.king(ksq) & (capturesOnly ? enemy : ~own);
    long occNoKing = occ ^ (1L << ksq);
    while (kingTargets != 0) {
      int to = Long.numberOfTrailingZeros(kingTargets);
      kingTargets &= kingTargets - 1;
      if (!p.isAttacked(to, them, occNoKing)) {
        list[n++] = Move.of(ksq, to);
      }
    }
    long checkers = p.checkers;
    if ((checkers & (checkers - 1)) != 0) {
      return n;
    }
    long checkMask = checkers == 0 ? ~0L : Attacks.between(ksq, Long.numberOfTrailingZeros(checkers)) | checkers;
    long targets = (capturesOnly ? enemy : ~own) & checkMask;
    long pinned = p.blockers(us) & own;
    int base = us * 6;

    long knights = p.pieceBB[base + PieceType.KNIGHT] & ~pinned;
    while (knights != 0) {
      int from = Long.numberOfTrailingZeros(knights);
      knights &= knights - 1;
      n = addAll(list, n, from, Attacks.knight(from) & targets);
    }
    long diagonal = p.pieceBB[base + PieceType.BISHOP] | p.pieceBB[base + PieceType.QUEEN];
    while (diagonal != 0) {
      int from = Long.numberOfTrailingZeros(diagonal);
      diagonal &= diagonal - 1;
      long att = Attacks.bishop(from, occ) & targets;
      if ((pinned & (1L << from)) != 0) {
        att &= Attacks.line(ksq, from);
      }
      n = addAll(list, n, from, att);
    }
    long straight = p.pieceBB[base + PieceType.ROOK] | p.pieceBB[base + PieceType.QUEEN];
    while (straight != 0) {
      int from = Long.numberOfTrailingZeros(straight);
      straight &= straight - 1;
      long att = Attacks.rook(from, occ) & targets;
      if ((pinned & (1L << from)) != 0) {
        att &= Attacks.line(ksq, from);
      }
      n = addAll(list, n, from, att);
    }
    n = pawnMoves(p, list, n, us, ksq, pinned, checkMask, capturesOnly);
    if (!capturesOnly && checkers == 0) {
      n = castlingMoves(p, list, n, us, ksq);
    }
    return n;
  }

  private static int addAll(int[] list, int n, int from, long targets) {
    while (targets != 0) {
      list[n++] = from | (Long.numberOfTrailingZeros(targets) << 6);
      targets &= targets - 1;
    }
    return n;
  }

  private static int pawnMoves(Position p, int[] list, int n, int us, int ksq, long pinned, long checkMask,
      boolean capturesOnly) {
    long pawns = p.pieceBB[us * 6];
    long enemy = p.colorBB[us ^ 1];
    long empty = ~p.occ;
    boolean white = us == Color.WHITE;
    int up = white ? 8 : -8;
    long free = pawns & ~pinned;

    long single = (white ? free << 8 : free >>> 8) & empty;
    long dbl = (white ? (single & RANK_3) << 8 : (single & RANK_6) >>> 8) & empty & checkMask;
    single &= checkMask;
    long left = (white ? (free & ~Bitboards.FILE_A) << 7 : (free & ~Bitboards.FILE_A) >>> 9) & enemy & checkMask;
    long right = (white ? (free & ~Bitboards.FILE_H) << 9 : (free & ~Bitboards.FILE_H) >>> 7) & enemy & checkMask;
    int leftDelta = white ? 7 : -9;
    int rightDelta = white ? 9 : -7;

    n = promotions(list, n, single & LAST_RANKS, up);
    n = promotions(list, n, left & LAST_RANKS, leftDelta);
    n = promotions(list, n, right & LAST_RANKS, rightDelta);
    n = shifted(list, n, left & ~LAST_RANKS, leftDelta);
    n = shifted(list, n, right & ~LAST_RANKS, rightDelta);
    if (!capturesOnly) {
      n = shifted(list, n, single & ~LAST_RANKS, up);
      n = shifted(list, n, dbl, 2 * up);
    }

    long pinnedPawns = pawns & pinned;
    while (pinnedPawns != 0) {
      int from = Long.numberOfTrailingZeros(pinnedPawns);
      pinnedPawns &= pinnedPawns - 1;
      long line = Attacks.line(ksq, from) & checkMask;
      long caps = Attacks.pawn(us, from) & enemy & line;
      long pushes = 0;
      int to = from + up;
      if ((empty & (1L << to)) != 0) {
        pushes = 1L << to;
        int rank = Square.rank(from);
        if (rank == (white ? 1 : 6) && (empty & (1L << (to + up))) != 0) {
          pushes |= 1L << (to + up);
        }
      }
      pushes &= line;
      long moves = caps | pushes;
      while (moves != 0) {
        int t = Long.numberOfTrailingZeros(moves);
        moves &= moves - 1;
        if (((1L << t) & LAST_RANKS) != 0) {
          n = promotions(list, n, 1L << t, t - from);
        } else if (!capturesOnly || (caps & (1L << t)) != 0) {
          list[n++] = Move.of(from, t);
        }
      }
    }

    int ep = p.ep;
    if (ep >= 0) {
      long capturers = Attacks.pawn(us ^ 1, ep) & pawns;
      while (capturers != 0) {
        int from = Long.numberOfTrailingZeros(capturers);
        capturers &= capturers - 1;
        if (p.epCaptureLegal(from, ep, us)) {
          list[n++] = Move.enPassant(from, ep);
        }
      }
    }
    return n;
  }

  private static int shifted(int[] list, int n, long targets, int delta) {
    while (targets != 0) {
      int to = Long.numberOfTrailingZeros(targets);
      targets &= targets - 1;
      list[n++] = (to - delta) | (to << 6);
    }
    return n;
  }

  private static int promotions(int[] list, int n, long targets, int delta) {
    while (targets != 0) {
      int to = Long.numberOfTrailingZeros(targets);
      targets &= targets - 1;
      int from = to - delta;
      list[n++] = Move.promotion(from, to, PieceType.QUEEN);
      list[n++] = Move.promotion(from, to, PieceType.KNIGHT);
      list[n++] = Move.promotion(from, to, PieceType.ROOK);
      list[n++] = Move.promotion(from, to, PieceType.BISHOP);
    }
    return n;
  }

  private static int castlingMoves(Position p, int[] list, int n, int us, int ksq) {
    int first = us == Color.WHITE ? Position.WHITE_KINGSIDE : Position.BLACK_KINGSIDE;
    for (int right = first; right < first + 2; right++) {
      if (canCastle(p, right, us)) {
        list[n++] = Move.castling(ksq, p.castleRook[right]);
      }
    }
    return n;
  }

  /** Castling right held, path empty, not in check and no square of the king's path attacked. */
  static boolean canCastle(Position p, int right, int us) {
    if ((p.castling & (1 << right)) == 0 || (p.castlePath[right] & p.occ) != 0 || p.checkers != 0) {
      return false;
    }
    // Without the castling rook, so that an attack it would no longer block (Chess960) is seen.
    long occ = p.occ ^ (1L << p.castleRook[right]);
    long path = p.castleKingPath[right];
    while (path != 0) {
      int sq = Long.numberOfTrailingZeros(path);
      path &= path - 1;
      if (p.isAttacked(sq, us ^ 1, occ)) {
        return false;
      }
    }
    return true;
  }
}
