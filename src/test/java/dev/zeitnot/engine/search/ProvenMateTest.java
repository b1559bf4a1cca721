package dev.zeitnot.engine.search;

import static dev.zeitnot.engine.search.Scores.MATE;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ProvenMateTest {

  @Test
  void ourMateCountsAsProvenOnceTheDepthIsTwiceItsLengthInPlies() {
    assertThat(SearchThread.provenMate(MATE - 3, 5)).isFalse();
    assertThat(SearchThread.provenMate(MATE - 3, 6)).isTrue();
    assertThat(SearchThread.provenMate(MATE - 1, 2)).isTrue();
  }

  @Test
  void neitherAnOrdinaryScoreNorBeingMatedStopsTheSearch() {
    assertThat(SearchThread.provenMate(900, 60)).isFalse();
    assertThat(SearchThread.provenMate(-(MATE - 2), 60)).isFalse();
  }
}
