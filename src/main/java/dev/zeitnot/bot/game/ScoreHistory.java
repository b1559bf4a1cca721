package dev.zeitnot.bot.game;

import dev.zeitnot.config.DrawOfferPolicy;
import dev.zeitnot.config.DrawPolicy;
import dev.zeitnot.config.ResignPolicy;
import dev.zeitnot.engine.Score;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * The engine's scores of our moves in one game (from our side), judged by the draw, draw-offer
 * and resign policies (those for the opponent at hand): each looks at the last few moves in a
 * row, so one odd evaluation decides nothing. Whom a policy applies to is the caller's business.
 */
public final class ScoreHistory {

  private final List<Score> scores = new ArrayList<>();

  /** Adds the score of the move just searched; null (no depth completed) breaks every streak. */
  public void add(Score score) {
    scores.add(score);
  }

  /** Whether a draw offer should be accepted at {@code ply} by {@code draw}. */
  public boolean acceptsDraw(DrawPolicy draw, int ply) {
    if (!draw.enabled() || ply < draw.minPly()) {
      return false;
    }
    return lastAll(draw.moves(), s -> !s.isMate() && Math.abs(s.centipawns()) <= draw.maxScoreCp());
  }

  /**
   * Whether our score says, by {@code offer}, to offer a draw with the move just scored, {@code pieces}
   * being on the board.
   */
  public boolean offersDraw(DrawOfferPolicy offer, int pieces) {
    if (!offer.enabled() || pieces > offer.maxPieces()) {
      return false;
    }
    return lastAll(offer.moves(), s -> !s.isMate() && Math.abs(s.centipawns()) <= offer.maxScoreCp());
  }

  /** Whether the game is lost enough, long enough, to resign by {@code resign}. */
  public boolean shouldResign(ResignPolicy resign) {
    if (!resign.enabled()) {
      return false;
    }
    return lastAll(resign.moves(), s -> s.isMate() ? s.mateIn() < 0 : s.centipawns() <= -resign.scoreCp());
  }

  private boolean lastAll(int count, Predicate<Score> test) {
    if (scores.size() < count) {
      return false;
    }
    for (Score score : scores.subList(scores.size() - count, scores.size())) {
      if (score == null || !test.test(score)) {
        return false;
      }
    }
    return true;
  }
}
