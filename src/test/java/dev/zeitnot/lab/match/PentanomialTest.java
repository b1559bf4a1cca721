package dev.zeitnot.lab.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class PentanomialTest {

  @Test
  void meanAndVarianceAreThoseOfThePairScores() {
    Pentanomial pairs = new Pentanomial(1, 2, 3, 4, 5);
    // Pair scores 0, .25, .5, .75, 1 with weights 1..5: mean 10/15, variance 7/72.
    assertThat(pairs.pairs()).isEqualTo(15);
    assertThat(pairs.mean()).isCloseTo(2.0 / 3, within(1e-12));
    assertThat(pairs.variance()).isCloseTo(7.0 / 72, within(1e-12));
  }

  @Test
  void eloAndItsIntervalComeFromTheMeanPairScore() {
    EloEstimate elo = new Pentanomial(10, 40, 100, 45, 12).elo();
    // mean 0.510870, standard error sqrt(0.052116 / 207); Elo -400 log10(1/score - 1).
    assertThat(elo.elo()).isCloseTo(7.5541, within(1e-3));
    assertThat(elo.lower()).isCloseTo(-14.0647, within(1e-3));
    assertThat(elo.upper()).isCloseTo(29.2317, within(1e-3));
  }

  @Test
  void addsAPairByItsHalfPoints() {
    Pentanomial pairs = new Pentanomial(0, 0, 0, 0, 0).plus(4).plus(2).plus(2);
    assertThat(pairs).isEqualTo(new Pentanomial(0, 0, 2, 0, 1));
    assertThat(pairs.toString()).isEqualTo("[0, 0, 2, 0, 1]");
  }

  @Test
  void rejectsAnythingButFiveCounts() {
    assertThatThrownBy(() -> new Pentanomial(1, 2, 3)).hasMessageContaining("five");
  }
}
