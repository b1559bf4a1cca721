package dev.zeitnot.chess;

/**
 * Moves packed in an int (low 16 bits): from (bits 0-5), to (6-11), kind (12-15).
 * Castling is always encoded king-takes-own-rook: from = king square, to = rook square.
 * A crazyhouse drop has kind {@link #DROP} and the dropped PieceType where from would be.
 */
public final class Move {
  public static final int NONE = 0;

  static final int NORMAL = 0;
  static final int CASTLING = 1;
  static final int EN_PASSANT = 2;
  static final int DROP = 3;
  /** Kinds 4..8 are promotions to KNIGHT..KING (to a king in antichess only). */
  static final int PROMOTION = 4;

  private Move() {}

  static int of(int from, int to) {
    return from | (to << 6);
  }

  static int of(int from, int to, int kind) {
    return from | (to << 6) | (kind << 12);
  }

  static int promotion(int from, int to, int pieceType) {
    return from | (to << 6) | ((PROMOTION + pieceType - PieceType.KNIGHT) << 12);
  }

  static int drop(int pieceType, int to) {
    return of(pieceType, to, DROP);
  }

  static int castling(int kingSquare, int rookSquare) {
    return of(kingSquare, rookSquare, CASTLING);
  }

  static int enPassant(int from, int to) {
    return of(from, to, EN_PASSANT);
  }

  static int kind(int move) {
    return move >>> 12;
  }

  public static int from(int move) {
    return move & 63;
  }

  public static int to(int move) {
    return (move >>> 6) & 63;
  }

  public static boolean isPromotion(int move) {
    return move >>> 12 >= PROMOTION;
  }

  /** The promoted-to PieceType (KNIGHT..KING); meaningful only when {@link #isPromotion}. */
  public static int promotion(int move) {
    return (move >>> 12) - PROMOTION + PieceType.KNIGHT;
  }

  /** A crazyhouse drop: a piece from the pocket put on {@link #to}. */
  public static boolean isDrop(int move) {
    return move >>> 12 == DROP;
  }

  /** The dropped PieceType; meaningful only when {@link #isDrop}. */
  public static int dropType(int move) {
    return move & 63;
  }

  public static boolean isCastling(int move) {
    return move >>> 12 == CASTLING;
  }

  public static boolean isEnPassant(int move) {
    return move >>> 12 == EN_PASSANT;
  }

  /** King's destination for a castling move: g-file when the rook is to the king's right, else c-file. */
  public static int castlingKingTarget(int move) {
    int from = from(move);
    return Square.of(to(move) > from ? 6 : 2, Square.rank(from));
  }

  /** Rook's destination for a castling move: f-file or d-file. */
  public static int castlingRookTarget(int move) {
    int from = from(move);
    return Square.of(to(move) > from ? 5 : 3, Square.rank(from));
  }
}
