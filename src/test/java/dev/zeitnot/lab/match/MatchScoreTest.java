package dev.zeitnot.lab.match;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Color;
import org.junit.jupiter.api.Test;

class MatchScoreTest {

  @Test
  void countsFromTheFirstEnginesPointOfViewWhateverItsColour() {
    MatchScore score = new MatchScore();
    score.add(MatchOutcome.loss(Color.BLACK, MatchOutcome.Termination.NORMAL, "checkmate"), true);
    score.add(MatchOutcome.loss(Color.WHITE, MatchOutcome.Termination.NORMAL, "checkmate"), false);
    score.add(MatchOutcome.loss(Color.BLACK, MatchOutcome.Termination.NORMAL, "checkmate"), false);
    score.add(MatchOutcome.draw(MatchOutcome.Termination.NORMAL, "stalemate"), true);
    assertThat(score.describe()).isEqualTo("W 2 D 1 L 1 (62.5 %)");
  }

  @Test
  void countsLossesOnTimePerEngine() {
    MatchScore score = new MatchScore();
    score.add(MatchOutcome.loss(Color.WHITE, MatchOutcome.Termination.TIME_FORFEIT, "white lost on time"), true);
    score.add(MatchOutcome.loss(Color.WHITE, MatchOutcome.Termination.TIME_FORFEIT, "white lost on time"), false);
    score.add(MatchOutcome.loss(Color.BLACK, MatchOutcome.Termination.TIME_FORFEIT, "black lost on time"), false);
    assertThat(score.timeLosses1()).isEqualTo(2);
    assertThat(score.timeLosses2()).isEqualTo(1);
  }

  @Test
  void aPairCountsOnceBothOfItsGamesHaveFinishedInAnyOrder() {
    MatchScore score = new MatchScore();
    MatchOutcome whiteWins = MatchOutcome.loss(Color.BLACK, MatchOutcome.Termination.NORMAL, "checkmate");
    MatchOutcome draw = MatchOutcome.draw(MatchOutcome.Termination.NORMAL, "stalemate");
    score.add(3, draw, false);
    score.add(0, whiteWins, true);
    assertThat(score.pairs().pairs()).isZero();
    score.add(1, whiteWins, false);
    score.add(2, whiteWins, true);
    // Pair 0: a win and a loss (1 point); pair 1: a win and a draw (1.5 points).
    assertThat(score.pairs()).isEqualTo(new Pentanomial(0, 0, 1, 1, 0));
    assertThat(score.describe()).isEqualTo("W 2 D 1 L 1 (62.5 %)");
  }
}
