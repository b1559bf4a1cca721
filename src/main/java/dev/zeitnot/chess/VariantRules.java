package dev.zeitnot.chess;

/**
 * The one place that sends a position of a variant whose moves are not standard chess's
 * ({@link Variant#standardMoves} false) to that variant's rules class.
 */
final class VariantRules {
  private VariantRules() {}

  /** The legal moves ({@code capturesOnly}: only captures and promotions); none once the game has ended. */
  static int generate(Position p, int[] list, boolean capturesOnly) {
    int n = switch (p.variant) {
      case ANTICHESS -> Antichess.generate(p, list);
      case ATOMIC -> Atomic.generate(p, list);
      case HORDE -> Horde.generate(p, list);
      case RACING_KINGS -> RacingKings.generate(p, list);
      case CRAZYHOUSE -> Crazyhouse.generate(p, list);
      default -> throw new IllegalStateException(p.variant + " moves as standard chess");
    };
    if (!capturesOnly) {
      return n;
    }
    int kept = 0;
    for (int i = 0; i < n; i++) {
      if (p.isCapture(list[i]) || Move.isPromotion(list[i])) {
        list[kept++] = list[i];
      }
    }
    return kept;
  }

  /** Whether the variant's own rule has ended the game. */
  static boolean isEnd(Position p) {
    return switch (p.variant) {
      case ANTICHESS -> Antichess.isEnd(p);
      case ATOMIC -> Atomic.isEnd(p);
      case HORDE -> Horde.isEnd(p);
      case RACING_KINGS -> RacingKings.isEnd(p);
      default -> false;
    };
  }

  /** The winner by the variant's own rule, or -1 (none yet, or a draw). */
  static int winner(Position p) {
    return switch (p.variant) {
      case ANTICHESS -> Antichess.isEnd(p) ? p.side : -1;
      case ATOMIC -> Atomic.winner(p);
      case HORDE -> Horde.isEnd(p) ? Color.BLACK : -1;
      case RACING_KINGS -> RacingKings.winner(p);
      default -> -1;
    };
  }

  /** The pieces of {@code color ^ 1} that check the king of {@code color} (none where there is no check). */
  static long checkers(Position p, int color) {
    return switch (p.variant) {
      case ANTICHESS -> 0;
      case ATOMIC -> Atomic.checkers(p, color);
      default -> p.pieceBB[color * 6 + PieceType.KING] == 0 ? 0
          : p.attackersBy(p.kingSquare(color), color ^ 1, p.occ);
    };
  }

  /**
   * Whether the pawn that just double-stepped from {@code from} may be taken en passant by a pawn of
   * {@code by} (legality aside): only from its second rank (horde's first-rank double steps give no
   * en passant, as on Lichess) and with such a pawn beside it.
   */
  static boolean epCapturable(Position p, int from, int by) {
    int target = by == Color.WHITE ? from - 8 : from + 8;
    return Square.rank(from) == (by == Color.WHITE ? 6 : 1) && (Attacks.pawn(by ^ 1, target) & p.pieceBB[by * 6]) != 0;
  }

  static boolean isInsufficientMaterial(Position p) {
    return switch (p.variant) {
      case ANTICHESS -> Antichess.isInsufficientMaterial(p);
      case ATOMIC -> Atomic.isInsufficientMaterial(p);
      case CRAZYHOUSE -> Crazyhouse.isInsufficientMaterial(p);
      default -> false;
    };
  }
}
