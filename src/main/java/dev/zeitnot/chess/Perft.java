package dev.zeitnot.chess;

import java.util.LinkedHashMap;
import java.util.Map;

/** Counts leaf nodes of the legal move tree (perft), the standard check of a move generator. */
public final class Perft {
  private Perft() {}

  /** Leaf count at {@code depth}, counting the last ply's moves without playing them. */
  public static long count(Position p, int depth) {
    if (depth <= 0) {
      return 1;
    }
    return count(p, depth, new int[depth][Position.MAX_MOVES]);
  }

  private static long count(Position p, int depth, int[][] buffers) {
    if (depth == 1) {
      return p.countLegal();
    }
    int[] moves = buffers[depth - 1];
    int n = p.generateLegal(moves);
    long total = 0;
    for (int i = 0; i < n; i++) {
      p.makeMove(moves[i]);
      total += count(p, depth - 1, buffers);
      p.unmakeMove();
    }
    return total;
  }

  /** Leaf count per root move, keyed by UCI text (king-takes-rook castling in Chess960), in generation order. */
  public static Map<String, Long> divide(Position p, int depth) {
    Map<String, Long> result = new LinkedHashMap<>();
    int[] moves = new int[Position.MAX_MOVES];
    int n = p.generateLegal(moves);
    Uci.CastlingStyle style = p.isChess960() ? Uci.CastlingStyle.KING_TAKES_ROOK : Uci.CastlingStyle.KING_TWO_SQUARES;
    for (int i = 0; i < n; i++) {
      p.makeMove(moves[i]);
      result.put(Uci.format(moves[i], style), count(p, depth - 1));
      p.unmakeMove();
    }
    return result;
  }
}
