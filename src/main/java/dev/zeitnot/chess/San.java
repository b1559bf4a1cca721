package dev.zeitnot.chess;

/**
 * Standard Algebraic Notation ({@code Nbd7}, {@code exd5}, {@code O-O}, {@code e8=Q+}, crazyhouse
 * drops {@code P@e4}, {@code N@f7+}) for logs and PGN.
 */
public final class San {
  private static final String PIECE_LETTERS = "PNBRQK";

  private San() {}

  /**
   * SAN of a legal move, with disambiguation and a suffix as Lichess writes it: # when the move wins
   * (mate, or a variant's own win such as an exploded king), else + when it checks.
   */
  public static String format(Position p, int move) {
    StringBuilder sb = new StringBuilder(8);
    int from = Move.from(move);
    int to = Move.to(move);
    if (Move.isDrop(move)) {
      sb.append(Uci.format(move));
    } else if (Move.isCastling(move)) {
      sb.append(to > from ? "O-O" : "O-O-O");
    } else {
      int type = Piece.type(p.pieceAt(from));
      if (type == PieceType.PAWN) {
        if (p.isCapture(move)) {
          sb.append((char) ('a' + Square.file(from))).append('x');
        }
        sb.append(Square.name(to));
        if (Move.isPromotion(move)) {
          sb.append('=').append(PIECE_LETTERS.charAt(Move.promotion(move)));
        }
      } else {
        sb.append(PIECE_LETTERS.charAt(type));
        sb.append(disambiguation(p, move, type));
        if (p.isCapture(move)) {
          sb.append('x');
        }
        sb.append(Square.name(to));
      }
    }
    p.makeMove(move);
    if (p.isVariantEnd() ? p.variantWinner() >= 0 : p.inCheck() && p.countLegal() == 0) {
      sb.append('#');
    } else if (p.inCheck()) {
      sb.append('+');
    }
    p.unmakeMove();
    return sb.toString();
  }

  private static String disambiguation(Position p, int move, int type) {
    int from = Move.from(move);
    int to = Move.to(move);
    int[] moves = new int[Position.MAX_MOVES];
    int n = p.generateLegal(moves);
    boolean ambiguous = false;
    boolean sameFile = false;
    boolean sameRank = false;
    for (int i = 0; i < n; i++) {
      int other = moves[i];
      int otherFrom = Move.from(other);
      if (otherFrom != from && Move.to(other) == to && !Move.isCastling(other) && !Move.isDrop(other)
          && Piece.type(p.pieceAt(otherFrom)) == type) {
        ambiguous = true;
        sameFile |= Square.file(otherFrom) == Square.file(from);
        sameRank |= Square.rank(otherFrom) == Square.rank(from);
      }
    }
    if (!ambiguous) {
      return "";
    }
    if (!sameFile) {
      return String.valueOf((char) ('a' + Square.file(from)));
    }
    if (!sameRank) {
      return String.valueOf((char) ('1' + Square.rank(from)));
    }
    return Square.name(from);
  }

  /** The legal move written in SAN (lenient about +, #, !, ?, 0-0, a missing '='), or IllegalMoveException. */
  public static int parse(Position p, String san) {
    if (san == null) {
      throw new IllegalMoveException("null", p.toFen(), "no move text");
    }
    String text = san.trim().replaceAll("[+#!?]+$", "");
    int[] moves = new int[Position.MAX_MOVES];
    int n = p.generateLegal(moves);
    if (text.matches("[PNBRQ]?@[a-h][1-8]")) {
      return Uci.parse(p, (text.charAt(0) == '@' ? "P" : "") + text);
    }
    String castle = text.replace('0', 'O');
    if (castle.equals("O-O") || castle.equals("O-O-O")) {
      boolean kingside = castle.equals("O-O");
      for (int i = 0; i < n; i++) {
        int m = moves[i];
        if (Move.isCastling(m) && (Move.to(m) > Move.from(m)) == kingside) {
          return m;
        }
      }
      throw new IllegalMoveException(san, p.toFen(), "castling is not legal here");
    }
    int promotion = -1;
    int eq = text.indexOf('=');
    boolean bareLetter = eq < 0 && text.length() >= 3 && Character.isLetter(text.charAt(text.length() - 1))
        && Character.isDigit(text.charAt(text.length() - 2));
    if (eq >= 0 || bareLetter) {
      int letterAt = eq >= 0 ? eq + 1 : text.length() - 1;
      promotion = letterAt == text.length() - 1
          ? PIECE_LETTERS.indexOf(Character.toUpperCase(text.charAt(letterAt))) : -1;
      if (promotion < PieceType.KNIGHT || promotion > PieceType.KING) {
        throw new IllegalMoveException(san, p.toFen(), "promotion must name N, B, R, Q or K");
      }
      text = text.substring(0, eq >= 0 ? eq : letterAt);
    }
    int type = PieceType.PAWN;
    if (!text.isEmpty() && "NBRQK".indexOf(text.charAt(0)) >= 0) {
      type = PIECE_LETTERS.indexOf(text.charAt(0));
      text = text.substring(1);
    }
    text = text.replace("x", "").replace("-", "");
    if (text.length() < 2) {
      throw new IllegalMoveException(san, p.toFen(), "no destination square");
    }
    int to;
    try {
      to = Square.parse(text.substring(text.length() - 2));
    } catch (IllegalArgumentException e) {
      throw new IllegalMoveException(san, p.toFen(), "no destination square");
    }
    String hint = text.substring(0, text.length() - 2);
    int match = Move.NONE;
    for (int i = 0; i < n; i++) {
      int m = moves[i];
      int from = Move.from(m);
      if (Move.isCastling(m) || Move.isDrop(m) || Move.to(m) != to || Piece.type(p.pieceAt(from)) != type
          || !matchesHint(from, hint)) {
        continue;
      }
      if (Move.isPromotion(m) ? Move.promotion(m) != (promotion < 0 ? PieceType.QUEEN : promotion)
          : promotion >= 0) {
        continue;
      }
      if (match != Move.NONE) {
        throw new IllegalMoveException(san, p.toFen(), "ambiguous: more than one piece can move there");
      }
      match = m;
    }
    if (match == Move.NONE) {
      throw new IllegalMoveException(san, p.toFen(), "not legal in this position");
    }
    return match;
  }

  private static boolean matchesHint(int from, String hint) {
    for (char c : hint.toCharArray()) {
      if (c >= 'a' && c <= 'h' && Square.file(from) != c - 'a') {
        return false;
      }
      if (c >= '1' && c <= '8' && Square.rank(from) != c - '1') {
        return false;
      }
    }
    return true;
  }
}
