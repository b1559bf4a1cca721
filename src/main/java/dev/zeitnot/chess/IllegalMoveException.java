package dev.zeitnot.chess;

/** A move text that is unparsable or not legal in the given position; carries both. */
public final class IllegalMoveException extends IllegalArgumentException {
  private final String move;
  private final String fen;

  public IllegalMoveException(String move, String fen, String reason) {
    super("illegal move '" + move + "' (" + reason + ") in position \"" + fen + "\"");
    this.move = move;
    this.fen = fen;
  }

  public String move() {
    return move;
  }

  public String fen() {
    return fen;
  }
}
