package dev.zeitnot.chess;

/** A FEN string that is malformed or describes an impossible position; names the field and the reason. */
public final class FenException extends IllegalArgumentException {
  private final String field;
  private final String fen;

  public FenException(String field, String reason, String fen) {
    super("invalid FEN (" + field + "): " + reason + " in \"" + fen + "\"");
    this.field = field;
    this.fen = fen;
  }

  /** The FEN field at fault, e.g. "piece placement", "castling", "en passant". */
  public String field() {
    return field;
  }

  public String fen() {
    return fen;
  }
}
