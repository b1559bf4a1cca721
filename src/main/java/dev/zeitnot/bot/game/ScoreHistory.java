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
 * and resign policies: each looks at the last few moves in a row, so one odd evaluation decides
 * nothing.
 */
public final class ScoreHistory {

  private final DrawPolicy draw;
  private final DrawOfferPolicy offer;
  private final ResignPolicy resign;
  private final List<Score> scores = new ArrayList<>();

  public ScoreHistory(DrawPolicy draw, DrawOfferPolicy offer, ResignPolicy resign) {
    this.draw = draw;
    this.offer = offer;
    this.resign = resign;
  }

  /** Adds the score of the move just searched; null (no depth completed) breaks every streak. */
  public void add(Score score) {
    scores.add(score);
  }

  /** Whether a draw offer should be accepted at {@code ply}. */
  public boolean acceptsDraw(int ply) {
    if (!draw.enabled() || ply < draw.minPly()) {
      return false;
    }
    return lastAll(draw.moves(), s -> !s.isMate() && Math.abs(s.centipawns()) <= draw.maxScoreCp());
  }

  /** Whether our score says to offer a draw with the move just scored, {@code pieces} being on the board. */
  public boolean offersDraw(int pieces) {
    if (!offer.enabled() || pieces > offer.maxPieces()) {
      return false;
    }
    return lastAll(offer.moves(), s -> !s.isMate() && Math.abs(s.centipawns()) <= offer.maxScoreCp());
  }

  /** Whether the game is lost enough, long enough, to resign. */
  public boolean shouldResign() {
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
