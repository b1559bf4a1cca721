package dev.zeitnot.lab.epd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class EpdPositionTest {

  @Test
  void readsBestMovesAndTheId() {
    EpdPosition epd = EpdPosition.parse(
        "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id \"WAC.001\";", 1);
    assertThat(epd.fen()).isEqualTo("2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1");
    assertThat(epd.bestMoves()).containsExactly("Qg6");
    assertThat(epd.avoidMoves()).isEmpty();
    assertThat(epd.id()).isEqualTo("WAC.001");
  }

  @Test
  void readsSeveralBestMovesAndAvoidMoves() {
    EpdPosition epd = EpdPosition.parse("8/8/8/8/8/8/8/K6k w - - bm Ka2 Kb1; am Kb2; c0 \"x\";", 7);
    assertThat(epd.bestMoves()).containsExactly("Ka2", "Kb1");
    assertThat(epd.avoidMoves()).containsExactly("Kb2");
    assertThat(epd.id()).isEqualTo("line 7");
  }

  @Test
  void rejectsALineWithoutAPosition() {
    assertThatThrownBy(() -> EpdPosition.parse("bm e4;", 3)).hasMessageContaining("line 3");
  }
}
