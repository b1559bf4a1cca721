package dev.zeitnot.arena.games;

import dev.zeitnot.chess.Piece;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Square;

/** The server's 400 texts for a well-formed UCI move that is not legal in the position. */
final class MoveErrors {

  private MoveErrors() {
  }

  /** "No piece on e3", "Not my piece on e7" or "Piece on e2 cannot move to e5". */
  static String describe(Position position, String uci) {
    String from = uci.substring(0, 2);
    int piece = position.pieceAt(Square.parse(from));
    if (piece == Piece.NONE) {
      return "No piece on " + from;
    }
    if (Piece.color(piece) != position.sideToMove()) {
      return "Not my piece on " + from;
    }
    return "Piece on " + from + " cannot move to " + uci.substring(2, 4);
  }
}
