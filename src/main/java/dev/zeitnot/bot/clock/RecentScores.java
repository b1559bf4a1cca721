package dev.zeitnot.bot.clock;

import dev.zeitnot.engine.Score;
import java.util.ArrayList;
import java.util.List;

/**
 * What the engine said of our last moves in this game, from our side, oldest first: the
 * position's part in {@link GameLength}'s plan. Only the last {@link GameLength#LOST_SCORE_MOVES}
 * are kept; a move without a score (a book move, a search that finished no depth) is not one.
 */
public record RecentScores(List<Score> scores) {

  /** A game none of whose moves has been scored yet. */
  public static final RecentScores NONE = new RecentScores(List.of());

  public RecentScores {
    scores = List.copyOf(scores);
  }

  /** These scores and then {@code score} (nothing changes when it is null). */
  public RecentScores then(Score score) {
    if (score == null) {
      return this;
    }
    List<Score> next = new ArrayList<>(scores);
    next.add(score);
    int keep = GameLength.LOST_SCORE_MOVES;
    return new RecentScores(next.size() > keep ? next.subList(next.size() - keep, next.size()) : next);
  }
}
