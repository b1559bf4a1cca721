package dev.zeitnot.chess;

/**
 * The pockets of a crazyhouse FEN, written as the server and Fairy-Stockfish write them: after the
 * placement in brackets, white's pieces in upper case then black's, each side pawns first
 * ({@code RNBQKBNR[PPNp]}); an empty pocket is {@code []}. The pockets as a ninth rank
 * ({@code RNBQKBNR/PPNp}) are read too. Promoted pieces carry a {@code ~} after their letter in the
 * placement (read by {@link Fen}).
 */
final class CrazyhouseFen {
  static final String POCKETS = "pockets";
  private static final String LETTERS = "PNBRQ";

  private CrazyhouseFen() { }

  /** Sets {@code p}'s pockets from the placement field and returns the placement without them. */
  static String readPockets(Position p, String placement, String fen) {
    int open = placement.indexOf('[');
    String pockets;
    String board;
    if (open >= 0) {
      if (!placement.endsWith("]")) {
        throw new FenException(POCKETS, "'[' without a closing ']' at the end of the placement", fen);
      }
      pockets = placement.substring(open + 1, placement.length() - 1);
      board = placement.substring(0, open);
    } else if (placement.split("/", -1).length == 9) {
      int slash = placement.lastIndexOf('/');
      pockets = placement.substring(slash + 1);
      board = placement.substring(0, slash);
    } else {
      return placement;
    }
    for (char c : pockets.toCharArray()) {
      int type = LETTERS.indexOf(Character.toUpperCase(c));
      if (type < 0) {
        throw new FenException(POCKETS, "'" + c + "' is not a piece letter a pocket can hold (PNBRQ/pnbrq)", fen);
      }
      p.pocket[Piece.of(Character.isUpperCase(c) ? Color.WHITE : Color.BLACK, type)]++;
    }
    return board;
  }

  /** {@code [PPNp]}. */
  static String pocketsField(Position p) {
    StringBuilder sb = new StringBuilder("[");
    for (int color = Color.WHITE; color <= Color.BLACK; color++) {
      for (int type = PieceType.PAWN; type <= PieceType.QUEEN; type++) {
        char letter = LETTERS.charAt(type);
        sb.append(String.valueOf(color == Color.WHITE ? letter : Character.toLowerCase(letter))
            .repeat(p.pocket[Piece.of(color, type)]));
      }
    }
    return sb.append(']').toString();
  }
}
