package dev.zeitnot.engine.search;

import dev.zeitnot.chess.Attacks;
import dev.zeitnot.chess.Move;
import dev.zeitnot.chess.Piece;
import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;

/**
 * What an atomic capture wins: the enemy pieces it destroys (the captured one and every non-pawn
 * piece around its square, an exploded king priceless) minus our own (the capturer, always, and
 * our non-pawn pieces around the square), at {@link See#VALUE}. Atomic's stand-in for the static
 * exchange: a capture ends in its explosion, so nothing recaptures on the square.
 */
final class Explosion {

  private Explosion() { }

  /** The material {@code move} wins for the side making it; 0 for a move that captures nothing. */
  static int gain(Position pos, int move) {
    if (!pos.isCapture(move)) {
      return 0;
    }
    int us = pos.sideToMove();
    int from = Move.from(move);
    int to = Move.to(move);
    int gain = See.VALUE[pos.capturedType(move)] - See.VALUE[pos.movingType(move)];
    long around = Attacks.king(to) & pos.occupied() & ~pos.pieces(PieceType.PAWN) & ~(1L << from);
    for (long b = around; b != 0; b &= b - 1) {
      int piece = pos.pieceAt(Long.numberOfTrailingZeros(b));
      int value = See.VALUE[Piece.type(piece)];
      gain += Piece.color(piece) == us ? -value : value;
    }
    return gain;
  }
}
