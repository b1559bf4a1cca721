package dev.zeitnot.engine.book;

import java.nio.file.Path;

/**
 * A move a book chose, checked legal in the position it was chosen for.
 *
 * @param move our move (castling king-takes-rook, as every move of ours)
 * @param weight the entry's weight
 * @param totalWeight the summed weight of the position's playable book moves
 * @param choices how many playable book moves the position had
 * @param book the book file it came from
 */
public record BookMove(int move, int weight, long totalWeight, int choices, Path book) {

  /** The move's share of the position's weight, in percent (for the log). */
  public int percent() {
    return totalWeight == 0 ? 100 / choices : (int) Math.round(100.0 * weight / totalWeight);
  }
}
