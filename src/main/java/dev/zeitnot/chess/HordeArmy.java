package dev.zeitnot.chess;

/**
 * One side's pieces in horde, counted by kind (bishops by square colour), and the rule Lichess uses
 * to decide whether the horde (white, no king) has enough of them to mate black's army: four or
 * more always do; fewer only when black's own pieces can box its king in, case by case.
 *
 * @param pawns pawns
 * @param knights knights
 * @param lightBishops bishops on light squares
 * @param darkBishops bishops on dark squares
 * @param rooks rooks
 * @param queens queens
 * @param all every piece, the king included
 */
record HordeArmy(int pawns, int knights, int lightBishops, int darkBishops, int rooks, int queens, int all) {

  static HordeArmy of(Position position, int color) {
    long bishops = position.pieces(color, PieceType.BISHOP);
    return new HordeArmy(count(position, color, PieceType.PAWN), count(position, color, PieceType.KNIGHT),
        Long.bitCount(bishops & WinningMaterial.LIGHT_SQUARES), Long.bitCount(bishops & WinningMaterial.DARK_SQUARES),
        count(position, color, PieceType.ROOK), count(position, color, PieceType.QUEEN),
        Long.bitCount(position.occupancy(color)));
  }

  private static int count(Position position, int color, int type) {
    return Long.bitCount(position.pieces(color, type));
  }

  /** Whether this army, the horde, cannot mate black's pieces in {@code position}. */
  boolean cannotMate(Position position) {
    return cannotMate(HordeArmy.of(position, Color.BLACK));
  }

  private int bishops() {
    return lightBishops + darkBishops;
  }

  private boolean bishopPair() {
    return lightBishops > 0 && darkBishops > 0;
  }

  /** Bishops on the colour of the horde's bishops (light if it has a light one), or on the other. */
  private static int bishopsOn(HordeArmy army, boolean light) {
    return light ? army.lightBishops : army.darkBishops;
  }

  private boolean cannotMate(HordeArmy black) {
    boolean hordeLight = lightBishops > 0;
    // Two bishops of one colour cover that colour's squares around the king; more add nothing.
    int pieces = pawns + knights + rooks + queens + Math.min(lightBishops, 2) + Math.min(darkBishops, 2);
    int sameBishops = bishopsOn(black, hordeLight);
    int otherBishops = bishopsOn(black, !hordeLight);
    if (pieces == 0) {
      return true;
    }
    if (pieces >= 4 || (pawns > 0 || queens > 0) && pieces >= 2) {
      return false;
    }
    if (rooks > 0 && pieces >= 2) {
      return pieces == 2 && rooks == 1 && bishops() == 1 && black.all - sameBishops == 1;
    }
    if (pieces == 1) {
      return loneCannotMate(black, hordeLight, otherBishops);
    }
    if (pieces == 2) {
      if (black.all == 1) {
        return true;
      }
      if (knights == 2) {
        return black.pawns + black.bishops() + black.knights == 0;
      }
      if (bishopPair()) {
        return !(black.pawns > 0 || black.bishops() > 0 || black.knights > 0 && black.rooks + black.queens > 0);
      }
      if (bishops() > 0 && knights > 0) {
        return !(black.pawns > 0 || otherBishops > 0 || black.all - sameBishops >= 3);
      }
      return !(black.pawns > 0 && otherBishops > 0 || black.pawns > 0 && black.knights > 0
          || otherBishops > 0 && black.knights > 0 || otherBishops >= 2 || black.knights >= 2 || black.pawns >= 2);
    }
    // Three minor pieces: two knights and a bishop, three knights or the bishop pair mate in a corner;
    // two same-coloured bishops and a knight need a black piece besides the king to waste a move.
    return !(knights == 2 && bishops() == 1 || knights == 3 || bishopPair()) && black.all == 1;
  }

  private boolean loneCannotMate(HordeArmy black, boolean hordeLight, int otherBishops) {
    if (black.all == 1) {
      return true;
    }
    if (queens == 1) {
      return !(black.pawns > 0 || black.rooks > 0 || black.lightBishops >= 2 || black.darkBishops >= 2);
    }
    if (pawns == 1) {
      // The pawn may promote: it cannot mate if neither a queen nor a knight could.
      return new HordeArmy(0, 0, 0, 0, 0, 1, all).cannotMate(black)
          && new HordeArmy(0, 1, 0, 0, 0, 0, all).cannotMate(black);
    }
    if (rooks == 1) {
      return !(black.pawns >= 2 || black.rooks > 0 && black.pawns > 0 || black.rooks > 0 && black.knights > 0
          || black.pawns > 0 && black.knights > 0);
    }
    if (bishops() == 1) {
      return !(otherBishops >= 2 || otherBishops > 0 && black.pawns > 0 || black.pawns >= 2);
    }
    // A lone knight: a smothered mate needs four or more black pieces of the right kinds.
    boolean blocking = black.knights >= 2 || black.pawns >= 2 || black.rooks > 0 && black.knights > 0
        || black.rooks > 0 && black.bishops() > 0 || black.rooks > 0 && black.pawns > 0
        || black.knights > 0 && black.bishops() > 0 || black.knights > 0 && black.pawns > 0
        || black.bishops() > 0 && black.pawns > 0 || black.bishopPair() && black.pawns > 0;
    return !(black.all >= 4 && blocking && (black.darkBishops < 2 || black.all - black.darkBishops >= 3)
        && (black.lightBishops < 2 || black.all - black.lightBishops >= 3));
  }
}
