package dev.zeitnot.lab.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class SprtTest {

  private static final Sprt ZERO_FIVE = new Sprt(0, 5, 0.05, 0.05);
  private static final Sprt ZERO_TEN = new Sprt(0, 10, 0.05, 0.05);

  // Reference values: the constrained maximum-likelihood LLR computed independently with
  // scipy.optimize (SLSQP on the pentanomial log-likelihood with the mean fixed to each
  // hypothesis's score, unseen kinds counted as 0.001 pair).

  @Test
  void boundsAreTheWaldBoundsOfAlphaAndBeta() {
    assertThat(ZERO_FIVE.lowerBound()).isCloseTo(-2.944439, within(1e-6));
    assertThat(ZERO_FIVE.upperBound()).isCloseTo(2.944439, within(1e-6));
    Sprt asymmetric = new Sprt(0, 5, 0.05, 0.10);
    assertThat(asymmetric.lowerBound()).isCloseTo(Math.log(0.10 / 0.95), within(1e-12));
    assertThat(asymmetric.upperBound()).isCloseTo(Math.log(0.90 / 0.05), within(1e-12));
  }

  @Test
  void llrOfASlightlyPositiveResultMatchesTheReference() {
    assertThat(ZERO_FIVE.llr(new Pentanomial(10, 40, 100, 45, 12))).isCloseTo(0.207482, within(1e-4));
    assertThat(ZERO_TEN.llr(new Pentanomial(5, 20, 50, 30, 10))).isCloseTo(1.008252, within(1e-4));
  }

  @Test
  void llrOfAnEvenResultOverManyPairsNearlyAcceptsH0() {
    Pentanomial even = new Pentanomial(100, 400, 1000, 380, 90);
    assertThat(ZERO_FIVE.llr(even)).isCloseTo(-2.512827, within(1e-4));
    assertThat(ZERO_FIVE.decide(ZERO_FIVE.llr(even))).isEqualTo(Sprt.Decision.CONTINUE);
    assertThat(ZERO_FIVE.decide(ZERO_FIVE.llr(new Pentanomial(120, 480, 1200, 456, 108))))
        .isEqualTo(Sprt.Decision.H0);
  }

  @Test
  void unseenPairKindsAndNegativeBoundsAreHandled() {
    assertThat(ZERO_TEN.llr(new Pentanomial(0, 3, 10, 4, 0))).isCloseTo(0.071555, within(1e-4));
    assertThat(new Sprt(-5, 0, 0.05, 0.05).llr(new Pentanomial(30, 120, 300, 110, 20)))
        .isCloseTo(-0.843846, within(1e-4));
    assertThat(ZERO_TEN.llr(new Pentanomial(1, 2, 3, 4, 5))).isCloseTo(0.277475, within(1e-4));
  }

  @Test
  void aClearlyBetterEngineIsAcceptedAndNoPairsGiveZero() {
    Pentanomial strong = new Pentanomial(2, 20, 60, 60, 18);
    assertThat(ZERO_TEN.decide(ZERO_TEN.llr(strong))).isEqualTo(Sprt.Decision.H1);
    assertThat(ZERO_TEN.llr(new Pentanomial(0, 0, 0, 0, 0))).isZero();
    assertThat(ZERO_TEN.describe(strong))
        .matches("LLR \\d+\\.\\d\\d \\(-2\\.94, 2\\.94\\) \\[0\\.0, 10\\.0\\] H1 accepted");
  }

  @Test
  void rejectsBoundsAndErrorRatesThatMakeNoTest() {
    assertThatThrownBy(() -> new Sprt(5, 0, 0.05, 0.05)).hasMessageContaining("elo0 < elo1");
    assertThatThrownBy(() -> new Sprt(0, 5, 0, 0.05)).hasMessageContaining("alpha");
  }

  @Test
  void aDecisionReachedWhenTheMatchStoppedStandsWhenTheGamesInFlightMoveTheLlrBack() {
    Pentanomial atStop = new Pentanomial(50, 118, 186, 155, 74);
    Pentanomial after = new Pentanomial(50, 119, 186, 155, 74);
    double llrAtStop = ZERO_TEN.llr(atStop);
    assertThat(ZERO_TEN.decide(llrAtStop)).isEqualTo(Sprt.Decision.H1);
    assertThat(ZERO_TEN.decide(ZERO_TEN.llr(after))).isEqualTo(Sprt.Decision.CONTINUE);
    assertThat(ZERO_TEN.describe(after, Sprt.Decision.H1, 1166, llrAtStop)).isEqualTo(
        "LLR 2.94 (-2.94, 2.94) [0.0, 10.0] H1 accepted at game 1166 (LLR 2.98); "
            + "the games in flight then finished after the stop");
  }

  @Test
  void aVerdictTheFinalCountAgreesWithIsDescribedAsUsual() {
    Pentanomial strong = new Pentanomial(2, 20, 60, 60, 18);
    double llr = ZERO_TEN.llr(strong);
    assertThat(ZERO_TEN.describe(strong, Sprt.Decision.H1, 320, llr)).isEqualTo(ZERO_TEN.describe(strong));
    assertThat(ZERO_TEN.describe(strong, Sprt.Decision.CONTINUE, 0, 0)).isEqualTo(ZERO_TEN.describe(strong));
  }
}
