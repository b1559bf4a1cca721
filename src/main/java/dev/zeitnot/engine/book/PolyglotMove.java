package dev.zeitnot.engine.book;

import dev.zeitnot.chess.IllegalMoveException;
import dev.zeitnot.chess.Move;
import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Square;
import dev.zeitnot.chess.Uci;

/**
 * Moves as a Polyglot book stores them: 16 bits (to file, to rank, from file, from rank, promotion
 * 1..4 = knight..queen); castling written king-takes-rook ({@code e1h1}), as our own moves are.
 */
public final class PolyglotMove {

  private PolyglotMove() {}

  /** The 16-bit book form of our move. */
  public static int encode(int move) {
    int promotion = Move.isPromotion(move) ? Move.promotion(move) - PieceType.KNIGHT + 1 : 0;
    return Move.to(move) | (Move.from(move) << 6) | (promotion << 12);
  }

  /** The book move as UCI text, castling king-takes-rook. */
  public static String uci(int bookMove) {
    String text = Square.name((bookMove >>> 6) & 63) + Square.name(bookMove & 63);
    int promotion = (bookMove >>> 12) & 7;
    return promotion == 0 || promotion > 4 ? text : text + "nbrq".charAt(promotion - 1);
  }

  /** The legal move of {@code position} that {@code bookMove} stands for, or {@link Move#NONE}. */
  public static int decode(Position position, int bookMove) {
    if ((bookMove & 0xFFFF) == 0 || ((bookMove >>> 12) & 7) > 4) {
      return Move.NONE;
    }
    try {
      int move = Uci.parse(position, uci(bookMove));
      return encode(move) == (bookMove & 0x7FFF) ? move : Move.NONE;
    } catch (IllegalMoveException e) {
      return Move.NONE;
    }
  }
}
