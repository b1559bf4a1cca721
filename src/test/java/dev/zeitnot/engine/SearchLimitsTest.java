package dev.zeitnot.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SearchLimitsTest {

  @Test
  void anEngineWithoutTripsSeesTheClockOfTheSideToMoveLessTheTripsOfTheMovesLeft() {
    SearchLimits planned = SearchLimits.clock(60_000, 50_000, 0, 0).withTrips(40, 250);
    assertThat(planned.foldTrips(1)).isEqualTo(SearchLimits.clock(60_000, 40_000, 0, 0));
    assertThat(planned.foldTrips(0)).isEqualTo(SearchLimits.clock(50_000, 50_000, 0, 0));
  }

  @Test
  void foldingNeverGivesANegativeClock() {
    assertThat(SearchLimits.clock(3_000, 3_000, 0, 0).withTrips(40, 250).foldTrips(0).whiteTimeMs()).isZero();
  }

  @Test
  void limitsWithoutTripsFoldToThemselves() {
    SearchLimits plain = SearchLimits.clock(60_000, 50_000, 1_000, 1_000).withDepth(1);
    assertThat(plain.foldTrips(0)).isEqualTo(plain);
    assertThat(SearchLimits.moveTime(500).foldTrips(0)).isEqualTo(SearchLimits.moveTime(500));
  }
}
