package dev.zeitnot.bot.knowledge;

import dev.zeitnot.lichess.online.TablebaseResult;
import java.util.Comparator;
import java.util.List;

/**
 * Orders tablebase moves from our side. The category after a move is the opponent's, so the
 * moves that win for us come first: {@code loss}, then {@code syzygy-loss} (a win that DTZ
 * rounding may leave to the fifty-move rule), then {@code maybe-loss} (a win whose fifty-move fate
 * is unknown); then {@code blessed-loss} and {@code draw}; then {@code cursed-win} (a loss the
 * fifty-move rule saves); then {@code unknown} (no verdict: better than a known loss, worse than a
 * known draw); then the losses {@code maybe-win}, {@code syzygy-win}, {@code win}. A win is taken by
 * the shortest DTM when known, else the shortest DTZ, else (8 pieces, Lichess's op1 tables) the
 * shortest DTC; a loss is made as long as possible. A category this list does not know is never
 * played.
 */
final class TablebaseRanking {
  /** The opponent's categories after our move, worst for us first. */
  private static final List<String> ORDER = List.of("win", "syzygy-win", "maybe-win", "unknown", "cursed-win",
      "draw", "blessed-loss", "maybe-loss", "syzygy-loss", "loss");
  /** From this rank on the move wins for the side to move (or draws only by the fifty-move rule). */
  private static final int FIRST_OF_OURS = ORDER.indexOf("blessed-loss");

  static final Comparator<TablebaseResult.Move> BEST_FOR_US =
      Comparator.<TablebaseResult.Move>comparingInt(m -> rank(m.category()))
          .thenComparingInt(TablebaseRanking::distance);

  private TablebaseRanking() {}

  /** The category's rank (higher is better for us), -1 for unknown ones. */
  static int rank(String category) {
    return ORDER.indexOf(category);
  }

  // Higher is better: winning, the shorter the distance; losing, the longer.
  private static int distance(TablebaseResult.Move move) {
    Integer d = move.dtm() != null ? move.dtm() : move.dtz() != null ? move.dtz() : move.dtc();
    if (d == null) {
      return 0;
    }
    int length = Math.abs(d);
    return rank(move.category()) >= FIRST_OF_OURS ? -length : length;
  }
}
