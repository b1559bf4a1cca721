package dev.zeitnot.chess;

/** Moves in UCI notation ({@code e2e4}, {@code e7e8q}); castling as king-two-squares or king-takes-rook. */
public final class Uci {

  /** How castling is written: {@code e1g1} (standard servers/engines) or {@code e1h1} (Chess960). */
  public enum CastlingStyle { KING_TWO_SQUARES, KING_TAKES_ROOK }

  private static final String PROMOTION_LETTERS = "nbrqk";

  private Uci() {}

  /** The legal move written as {@code uci}, or IllegalMoveException. */
  public static int parse(Position p, String uci) {
    if (uci == null || uci.length() < 4 || uci.length() > 5) {
      throw new IllegalMoveException(String.valueOf(uci), p.toFen(), "UCI moves look like e2e4 or e7e8q");
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
      if (Move.from(m) != from) {
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

  public static String format(int move) {
    return format(move, CastlingStyle.KING_TWO_SQUARES);
  }

  public static String format(int move, CastlingStyle style) {
    if (move == Move.NONE) {
      return "0000";
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
