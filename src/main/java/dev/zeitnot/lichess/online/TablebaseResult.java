package dev.zeitnot.lichess.online;

import java.util.List;

/**
 * The Lichess tablebase's verdict on a position ({@code GET /standard?fen=}).
 *
 * @param category for the side to move: {@code win}, {@code syzygy-win}, {@code maybe-win},
 *     {@code cursed-win}, {@code draw}, {@code blessed-loss}, {@code maybe-loss}, {@code syzygy-loss},
 *     {@code loss} or {@code unknown}
 * @param dtz distance to zeroing (may be null)
 * @param dtm distance to mate (null unless known)
 * @param moves every legal move with the category of the position after it, for the opponent
 */
public record TablebaseResult(String category, Integer dtz, Integer dtm, List<Move> moves) {

  /**
   * One move.
   *
   * @param uci the move (castling king-two-squares)
   * @param category the result for the opponent after the move
   * @param dtz distance to zeroing after it (from the opponent's side)
   * @param dtm distance to mate after it, or null
   */
  public record Move(String uci, String category, Integer dtz, Integer dtm) {}
}
