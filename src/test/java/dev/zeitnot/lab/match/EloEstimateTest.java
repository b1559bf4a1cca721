package dev.zeitnot.lab.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class EloEstimateTest {

  @Test
  void anEvenScoreIsZeroEloWithASymmetricInterval() {
    EloEstimate estimate = EloEstimate.of(30, 40, 30);
    assertThat(estimate.score()).isEqualTo(0.5);
    assertThat(estimate.elo()).isCloseTo(0, within(1e-9));
    assertThat(estimate.lower()).isCloseTo(-estimate.upper(), within(1e-9));
  }

  @Test
  void seventySixPercentIsAboutTwoHundredElo() {
    assertThat(EloEstimate.elo(0.76)).isCloseTo(200.2, within(0.1));
    assertThat(EloEstimate.elo(0.24)).isCloseTo(-200.2, within(0.1));
  }

  @Test
  void intervalMatchesTheNormalApproximation() {
    // 60 wins, 20 draws, 20 losses: score 0.7, per-game variance (60*0.09 + 20*0.04 + 20*0.49)/100 = 0.16, standard
    // error 0.04.
    EloEstimate estimate = EloEstimate.of(60, 20, 20);
    assertThat(estimate.score()).isCloseTo(0.7, within(1e-12));
    assertThat(estimate.elo()).isCloseTo(147.2, within(0.1));
    double margin = 1.959964 * Math.sqrt(0.16 / 100);
    assertThat(estimate.lower()).isCloseTo(EloEstimate.elo(0.7 - margin), within(1e-9));
    assertThat(estimate.upper()).isCloseTo(EloEstimate.elo(0.7 + margin), within(1e-9));
    assertThat(estimate.lower()).isCloseTo(86.2, within(0.1));
    assertThat(estimate.upper()).isCloseTo(218.3, within(0.1));
  }

  @Test
  void moreDrawsGiveANarrowerInterval() {
    EloEstimate decisive = EloEstimate.of(50, 0, 50);
    EloEstimate drawish = EloEstimate.of(10, 80, 10);
    assertThat(drawish.upper() - drawish.lower()).isLessThan(decisive.upper() - decisive.lower());
  }

  @Test
  void aClean100PercentIsInfinite() {
    EloEstimate estimate = EloEstimate.of(10, 0, 0);
    assertThat(estimate.elo()).isInfinite();
    assertThat(estimate.describe()).startsWith("+inf");
  }

  @Test
  void noGamesGiveNoEstimate() {
    assertThat(EloEstimate.of(0, 0, 0).describe()).isEqualTo("n/a (95 % interval n/a .. n/a)");
  }

  @Test
  void describesWithSignsAndOneDecimal() {
    assertThat(EloEstimate.of(60, 20, 20).describe()).isEqualTo("+147.2 (95 % interval +86.2 .. +218.3)");
  }
}
