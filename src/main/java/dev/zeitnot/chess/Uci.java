package dev.zeitnot.chess;

/**
 * Moves in UCI notation ({@code e2e4}, {@code e7e8q}, antichess {@code e7e8k}, crazyhouse drops
 * {@code P@e4}); castling as king-two-squares or king-takes-rook.
 */
public final class Uci {

  /** How castling is written: {@code e1g1} (standard servers/engines) or {@code e1h1} (Chess960). */
  public enum CastlingStyle { KING_TWO_SQUARES, KING_TAKES_ROOK }

  private static final String PROMOTION_LETTERS = "nbrqk";
  private static final String DROP_LETTERS = "PNBRQ";

  private Uci() {}

  /** The legal move written as {@code uci}, or IllegalMoveException. */
  public static int parse(Position p, String uci) {
    if (uci == null || uci.length() < 4 || uci.length() > 5) {
      throw new IllegalMoveException(String.valueOf(uci), p.toFen(), "UCI moves look like e2e4 or e7e8q");
    }
    if (uci.length() == 4 && uci.charAt(1) == '@') {
      return parseDrop(p, uci);
    }
    int from;
    int to;
    try {
      from = Square.parse(uci.substring(0, 2));
      to = Square.parse(uci.substring(2, 4));
    } catch (IllegalArgumentException e) {
      throw new IllegalMoveException(uci, p.toFen(), "not a square pair");
    }
    int promotion = -1;
    if (uci.length() == 5) {
      int index = PROMOTION_LETTERS.indexOf(Character.toLowerCase(uci.charAt(4)));
      if (index < 0) {
        throw new IllegalMoveException(uci, p.toFen(), "promotion letter must be one of n, b, r, q, k");
      }
      promotion = PieceType.KNIGHT + index;
    }
    int[] moves = new int[Position.MAX_MOVES];
    int n = p.generateLegal(moves);
    for (int i = 0; i < n; i++) {
      int m = moves[i];
      if (Move.isDrop(m) || Move.from(m) != from) {
        continue;
      }
      if (Move.isCastling(m)) {
        boolean kingTakesRook = Move.to(m) == to;
        boolean twoSquares = !p.isChess960() && Move.castlingKingTarget(m) == to
            && Math.abs(Square.file(to) - Square.file(from)) == 2;
        if (promotion < 0 && (kingTakesRook || twoSquares)) {
          return m;
        }
      } else if (Move.to(m) == to) {
        if (Move.isPromotion(m)) {
          if (Move.promotion(m) == (promotion < 0 ? PieceType.QUEEN : promotion)) {
            return m;
          }
        } else if (promotion < 0) {
          return m;
        }
      }
    }
    throw new IllegalMoveException(uci, p.toFen(), "not legal in this position");
  }

  private static int parseDrop(Position p, String uci) {
    int type = DROP_LETTERS.indexOf(Character.toUpperCase(uci.charAt(0)));
    int to;
    try {
      to = Square.parse(uci.substring(2, 4));
    } catch (IllegalArgumentException e) {
      throw new IllegalMoveException(uci, p.toFen(), "not a square after '@'");
    }
    int move = Move.drop(Math.max(type, 0), to);
    if (type < 0 || !p.isLegal(move)) {
      throw new IllegalMoveException(uci, p.toFen(), "not legal in this position");
    }
    return move;
  }

  public static String format(int move) {
    return format(move, CastlingStyle.KING_TWO_SQUARES);
  }

  public static String format(int move, CastlingStyle style) {
    if (move == Move.NONE) {
      return "0000";
    }
    if (Move.isDrop(move)) {
      return DROP_LETTERS.charAt(Move.dropType(move)) + "@" + Square.name(Move.to(move));
    }
    int to = Move.isCastling(move) && style == CastlingStyle.KING_TWO_SQUARES ? Move.castlingKingTarget(move)
        : Move.to(move);
    String text = Square.name(Move.from(move)) + Square.name(to);
    if (Move.isPromotion(move)) {
      text += PROMOTION_LETTERS.charAt(Move.promotion(move) - PieceType.KNIGHT);
    }
    return text;
  }
}
