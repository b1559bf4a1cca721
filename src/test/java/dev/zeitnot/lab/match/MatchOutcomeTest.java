package dev.zeitnot.lab.match;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MatchOutcomeTest {

  @Test
  void anOutcomeReadBackFromItsPgnTagsIsTheOneWritten() {
    for (MatchOutcome.Termination termination : MatchOutcome.Termination.values()) {
      for (int winner = -1; winner <= 1; winner++) {
        MatchOutcome written = new MatchOutcome(winner, termination, "written");
        MatchOutcome read = MatchOutcome.fromPgn(written.resultToken(), termination.pgnTag(), "read");
        assertThat(read).isEqualTo(new MatchOutcome(winner, termination, "read"));
      }
    }
  }

  @Test
  void aTerminationTagOfAnotherToolReadsAsNormal() {
    assertThat(MatchOutcome.fromPgn("0-1", "emergency", "read").termination())
        .isEqualTo(MatchOutcome.Termination.NORMAL);
  }
}
