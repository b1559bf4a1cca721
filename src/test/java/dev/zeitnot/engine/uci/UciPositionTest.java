package dev.zeitnot.engine.uci;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zeitnot.chess.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

class UciPositionTest {

  private static final String FEN = "4k3/8/8/8/8/8/4P3/4K3 b - - 3 40";

  @Test
  void parsesStartposWithMoves() {
    assertThat(UciPosition.parse("position startpos moves e2e4 e7e5"))
        .isEqualTo(new UciPosition("startpos", List.of("e2e4", "e7e5")));
  }

  @Test
  void parsesFenWithAndWithoutMoves() {
    assertThat(UciPosition.parse("position fen " + FEN)).isEqualTo(new UciPosition(FEN, List.of()));
    assertThat(UciPosition.parse("position fen " + FEN + " moves e8d8"))
        .isEqualTo(new UciPosition(FEN, List.of("e8d8")));
  }

  @Test
  void rejectsAPositionWithoutStart() {
    assertThatThrownBy(() -> UciPosition.parse("position moves e2e4")).hasMessageContaining("startpos");
  }

  @Test
  void formatWritesStartposOrFen() {
    assertThat(UciPosition.format("startpos", List.of())).isEqualTo("position startpos");
    assertThat(UciPosition.format(Position.STARTPOS_FEN, List.of("e2e4"))).isEqualTo("position startpos moves e2e4");
    assertThat(UciPosition.format(FEN, List.of("e8d8", "e1d1")))
        .isEqualTo("position fen " + FEN + " moves e8d8 e1d1");
  }

  @Test
  void sideToMoveFollowsTheFenAndTheMoveCount() {
    assertThat(UciPosition.sideToMove("startpos", List.of())).isZero();
    assertThat(UciPosition.sideToMove("startpos", List.of("e2e4"))).isEqualTo(1);
    assertThat(UciPosition.sideToMove(FEN, List.of())).isEqualTo(1);
    assertThat(UciPosition.sideToMove(FEN, List.of("e8d8"))).isZero();
  }
}
