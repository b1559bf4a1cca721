package dev.zeitnot.chess;

/**
 * Racing kings as Lichess plays it: no move may give check, and the first king on the 8th rank
 * wins; but when white's king gets there first and black's can follow on its next move, black
 * plays on, and both kings on the 8th rank draw.
 */
final class RacingKings {
  private static final long GOAL = Bitboards.RANK_8;

  private RacingKings() {}

  static int generate(Position p, int[] list) {
    long whiteKing = p.pieceBB[PieceType.KING] & GOAL;
    if ((p.pieceBB[6 + PieceType.KING] & GOAL) != 0 || (whiteKing != 0 && p.side == Color.WHITE)) {
      return 0;
    }
    int n = withoutChecks(p, list);
    return whiteKing == 0 || blackReachesGoal(p, list, n) ? n : 0;
  }

  private static int withoutChecks(Position p, int[] list) {
    int n = MoveGenerator.generate(p, list, false);
    int kept = 0;
    for (int i = 0; i < n; i++) {
      if (!MoveQueries.givesCheck(p, list[i])) {
        list[kept++] = list[i];
      }
    }
    return kept;
  }

  private static boolean blackReachesGoal(Position p, int[] moves, int n) {
    long king = p.pieceBB[6 + PieceType.KING];
    for (int i = 0; i < n; i++) {
      if ((king & (1L << Move.from(moves[i]))) != 0 && (GOAL & (1L << Move.to(moves[i]))) != 0) {
        return true;
      }
    }
    return false;
  }

  /** A king stands on the 8th rank and, if it is white's, black had or has no way to follow. */
  static boolean isEnd(Position p) {
    return (p.pieces(PieceType.KING) & GOAL) != 0 && generate(p, new int[Position.MAX_MOVES]) == 0;
  }

  /** The side whose king alone reached the 8th rank once the race is over, or -1. */
  static int winner(Position p) {
    if (!isEnd(p)) {
      return -1;
    }
    boolean white = (p.pieceBB[PieceType.KING] & GOAL) != 0;
    boolean black = (p.pieceBB[6 + PieceType.KING] & GOAL) != 0;
    if (white == black) {
      return -1;
    }
    return white ? Color.WHITE : Color.BLACK;
  }
}
