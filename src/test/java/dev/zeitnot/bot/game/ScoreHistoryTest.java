package dev.zeitnot.bot.game;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.config.DrawOfferPolicy;
import dev.zeitnot.config.DrawPolicy;
import dev.zeitnot.config.ResignPolicy;
import dev.zeitnot.engine.Score;
import org.junit.jupiter.api.Test;

class ScoreHistoryTest {

  private static final DrawPolicy DRAW = new DrawPolicy(true, 15, 3, 40);
  private static final DrawOfferPolicy OFFER = new DrawOfferPolicy(true, 20, 3, 10);
  private static final ResignPolicy RESIGN = new ResignPolicy(true, 1000, 3);
  private final ScoreHistory history = new ScoreHistory();

  @Test
  void acceptsADrawOnlyAfterEnoughLevelMovesAndPlies() {
    history.add(Score.cp(10));
    history.add(Score.cp(-5));
    assertThat(history.acceptsDraw(DRAW, 60)).isFalse();
    history.add(Score.cp(15));
    assertThat(history.acceptsDraw(DRAW, 60)).isTrue();
    assertThat(history.acceptsDraw(DRAW, 39)).isFalse();
  }

  @Test
  void oneUnbalancedScoreInTheStreakRefusesTheDraw() {
    history.add(Score.cp(0));
    history.add(Score.cp(80));
    history.add(Score.cp(0));
    assertThat(history.acceptsDraw(DRAW, 60)).isFalse();
  }

  @Test
  void resignsAfterEnoughLostMovesIncludingBeingMated() {
    history.add(Score.cp(-1200));
    history.add(Score.cp(-1000));
    assertThat(history.shouldResign(RESIGN)).isFalse();
    history.add(Score.mate(-4));
    assertThat(history.shouldResign(RESIGN)).isTrue();
  }

  @Test
  void aMoveWithoutAScoreBreaksTheStreak() {
    history.add(Score.cp(-2000));
    history.add(null);
    history.add(Score.cp(-2000));
    assertThat(history.shouldResign(RESIGN)).isFalse();
  }

  @Test
  void neverResignsWhenDisabled() {
    ScoreHistory never = new ScoreHistory();
    never.add(Score.mate(-1));
    assertThat(never.shouldResign(new ResignPolicy(false, 100, 1))).isFalse();
  }

  @Test
  void offersADrawOnlyAfterEnoughLevelMovesWithFewEnoughPiecesLeft() {
    history.add(Score.cp(20));
    history.add(Score.cp(-20));
    assertThat(history.offersDraw(OFFER, 6)).isFalse();
    history.add(Score.cp(0));
    assertThat(history.offersDraw(OFFER, 10)).isTrue();
    assertThat(history.offersDraw(OFFER, 11)).as("more pieces than max_pieces").isFalse();
  }

  @Test
  void aMateScoreOrAScoreBeyondTheMarginInTheStreakOffersNoDraw() {
    history.add(Score.cp(0));
    history.add(Score.mate(30));
    history.add(Score.cp(0));
    assertThat(history.offersDraw(OFFER, 4)).isFalse();
    history.add(Score.cp(21));
    assertThat(history.offersDraw(OFFER, 4)).isFalse();
  }

  @Test
  void neverOffersADrawWhenOfferDrawIsOff() {
    ScoreHistory never = new ScoreHistory();
    never.add(Score.cp(0));
    assertThat(never.offersDraw(new DrawOfferPolicy(false, 1000, 1, 32), 2)).isFalse();
  }
}
