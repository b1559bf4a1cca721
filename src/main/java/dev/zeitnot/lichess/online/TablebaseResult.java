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
 * @param dtc depth to conversion (the next capture, promotion or mate): what the 8-piece op1
 *     tables give instead of DTZ and DTM (null unless known)
 */
public record TablebaseResult(String category, Integer dtz, Integer dtm, List<Move> moves, Integer dtc) {

  /** Without DTC (positions of at most 7 pieces). */
  public TablebaseResult(String category, Integer dtz, Integer dtm, List<Move> moves) {
    this(category, dtz, dtm, moves, null);
  }

  /**
   * One move.
   *
   * @param uci the move (castling king-two-squares)
   * @param category the result for the opponent after the move
   * @param dtz distance to zeroing after it (from the opponent's side)
   * @param dtm distance to mate after it, or null
   * @param dtc depth to conversion after it (8-piece op1 positions), or null
   */
  public record Move(String uci, String category, Integer dtz, Integer dtm, Integer dtc) {

    /** Without DTC. */
    public Move(String uci, String category, Integer dtz, Integer dtm) {
      this(uci, category, dtz, dtm, null);
    }
  }
}
