package dev.zeitnot.chess;

/**
 * The moves of the side to move as its pieces move, before a variant's legality test: every
 * king (antichess may have several, horde's white none), pawn pushes (white's first-rank pawns
 * double-step in horde), captures, en passant onto {@link Position#epSquare}, and promotions to
 * N, B, R, Q (and K in antichess). No castling: the variants that castle add it themselves.
 */
final class PseudoLegalMoves {
  private PseudoLegalMoves() {}

  /** Appends the moves to {@code list} from index {@code n}; returns the new length. */
  static int generate(Position p, int[] list, int n) {
    int us = p.side;
    long own = p.colorBB[us];
    long occ = p.occ;
    int base = us * 6;
    for (int type = PieceType.KNIGHT; type <= PieceType.KING; type++) {
      long pieces = p.pieceBB[base + type];
      while (pieces != 0) {
        int from = Long.numberOfTrailingZeros(pieces);
        pieces &= pieces - 1;
        long targets = Attacks.of(type, from, occ) & ~own;
        while (targets != 0) {
          list[n++] = Move.of(from, Long.numberOfTrailingZeros(targets));
          targets &= targets - 1;
        }
      }
    }
    return pawnMoves(p, list, n, us);
  }

  private static int pawnMoves(Position p, int[] list, int n, int us) {
    long pawns = p.pieceBB[us * 6];
    long enemy = p.colorBB[us ^ 1];
    long empty = ~p.occ;
    boolean white = us == Color.WHITE;
    int up = white ? 8 : -8;
    long doubleFrom = Bitboards.rank(white ? 1 : 6);
    if (white && p.variant == Variant.HORDE) {
      doubleFrom |= Bitboards.RANK_1;
    }
    int lastRank = white ? 7 : 0;
    int topPromotion = p.variant == Variant.ANTICHESS ? PieceType.KING : PieceType.QUEEN;
    while (pawns != 0) {
      int from = Long.numberOfTrailingZeros(pawns);
      pawns &= pawns - 1;
      long targets = Attacks.pawn(us, from) & enemy;
      int to = from + up;
      if ((empty & (1L << to)) != 0) {
        targets |= 1L << to;
        if ((doubleFrom & (1L << from)) != 0 && (empty & (1L << (to + up))) != 0) {
          targets |= 1L << (to + up);
        }
      }
      while (targets != 0) {
        int t = Long.numberOfTrailingZeros(targets);
        targets &= targets - 1;
        if (Square.rank(t) == lastRank) {
          for (int type = topPromotion; type >= PieceType.KNIGHT; type--) {
            list[n++] = Move.promotion(from, t, type);
          }
        } else {
          list[n++] = Move.of(from, t);
        }
      }
    }
    int ep = p.ep;
    if (ep >= 0) {
      long capturers = Attacks.pawn(us ^ 1, ep) & p.pieceBB[us * 6];
      while (capturers != 0) {
        list[n++] = Move.enPassant(Long.numberOfTrailingZeros(capturers), ep);
        capturers &= capturers - 1;
      }
    }
    return n;
  }
}
