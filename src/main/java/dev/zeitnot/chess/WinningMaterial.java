package dev.zeitnot.chess;

/**
 * Whether a side could still win by its variant's rules, as Lichess judges it when the other side's
 * flag falls: a win if it could, a draw if not (scalachess's {@code opponentHasInsufficientMaterial}).
 * Standard chess: a bare king or a king with one minor piece cannot. King of the hill, racing kings
 * and crazyhouse: a side can always win. Three-check and atomic: a bare king cannot. Antichess: a
 * lone knight against a lone knight cannot when the side to move and the squares' colours say so,
 * nor bishops against bishops of the other colour complex that can never be forced to take. Horde:
 * black can always win (Lichess's rarely met fortress draw is not detected); the horde cannot with
 * too few pieces to mate, by the counts Lichess uses.
 */
public final class WinningMaterial {

  static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;
  static final long DARK_SQUARES = ~LIGHT_SQUARES;

  private WinningMaterial() {
  }

  /** Whether {@code color} could still win in {@code position} (the other side being the one to flag). */
  public static boolean canWin(Position position, int color) {
    return switch (position.variant()) {
      case STANDARD -> canMateInStandardChess(position, color);
      case KING_OF_THE_HILL, RACING_KINGS, CRAZYHOUSE -> true;
      case THREE_CHECK, ATOMIC -> (position.occupancy(color) & ~position.pieces(PieceType.KING)) != 0;
      case ANTICHESS -> !antichessCannotWin(position, color);
      case HORDE -> color == Color.BLACK || !HordeArmy.of(position, Color.WHITE).cannotMate(position);
    };
  }

  private static boolean canMateInStandardChess(Position position, int color) {
    long heavyOrPawns = position.pieces(color, PieceType.PAWN) | position.pieces(color, PieceType.ROOK)
        | position.pieces(color, PieceType.QUEEN);
    long minors = position.pieces(color, PieceType.KNIGHT) | position.pieces(color, PieceType.BISHOP);
    return heavyOrPawns != 0 || Long.bitCount(minors) >= 2;
  }

  private static boolean antichessCannotWin(Position position, int color) {
    long all = position.occupied();
    long knights = position.pieces(PieceType.KNIGHT);
    boolean toMove = position.sideToMove() == color;
    if (all == knights && Long.bitCount(position.occupancy(Color.WHITE)) == 1
        && Long.bitCount(position.occupancy(Color.BLACK)) == 1) {
      boolean oneColourComplex = (all & LIGHT_SQUARES) == 0 || (all & DARK_SQUARES) == 0;
      if (toMove != oneColourComplex) {
        return true;
      }
    }
    long ours = position.occupancy(color);
    long theirs = position.occupancy(color ^ 1);
    long bishops = position.pieces(PieceType.BISHOP);
    long ourBishops = ours & bishops;
    long theirBishops = theirs & bishops;
    if (ourBishops == 0 || theirBishops == 0 || theirBishops != theirs) {
      return false;
    }
    boolean apart = false;
    for (long complex : new long[] {LIGHT_SQUARES, DARK_SQUARES}) {
      apart |= (theirBishops & complex) == 0 && (ourBishops & complex) != 0;
    }
    if (!apart) {
      return false;
    }
    long ourPawns = ours & position.pieces(PieceType.PAWN);
    if (ourPawns == 0) {
      return true;
    }
    if (Long.bitCount(ourPawns) != 1 || Long.bitCount(theirBishops) != 1) {
      return false;
    }
    // A pawn on the b- or g-file may promote on a square of the bishop's colour and be forced to take it.
    long bFileComplex = color == Color.WHITE ? DARK_SQUARES : LIGHT_SQUARES;
    long gFileComplex = color == Color.WHITE ? LIGHT_SQUARES : DARK_SQUARES;
    return ((ourPawns & Bitboards.file(1)) == 0 || (theirBishops & bFileComplex) == 0)
        && ((ourPawns & Bitboards.file(6)) == 0 || (theirBishops & gFileComplex) == 0);
  }
}
