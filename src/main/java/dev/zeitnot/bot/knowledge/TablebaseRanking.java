package dev.zeitnot.bot.knowledge;

import dev.zeitnot.lichess.online.TablebaseResult;
import java.util.Comparator;
import java.util.List;

/**
 * Orders tablebase moves from our side: the category after the move is the opponent's, so
 * {@code loss} (we win) is best, then {@code blessed-loss}, {@code draw}, {@code cursed-win},
 * {@code win}. A win is taken by the shortest DTM when known, else the shortest DTZ; a loss is
 * made as long as possible.
 */
final class TablebaseRanking {
  /** The opponent's categories after our move, worst for us first. */
  private static final List<String> ORDER = List.of("win", "cursed-win", "draw", "blessed-loss", "loss");

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
    Integer d = move.dtm() != null ? move.dtm() : move.dtz();
    if (d == null) {
      return 0;
    }
    int length = Math.abs(d);
    return rank(move.category()) >= rank("blessed-loss") ? -length : length;
  }
}
