package dev.zeitnot.bot.chat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Variant;
import java.util.List;
import org.junit.jupiter.api.Test;

class PvLineTest {

  private static Position at(String fen) {
    return Position.fromFen(fen, false, Variant.STANDARD);
  }

  @Test
  void aLineStartingWithBlackNumbersItsFirstMoveWithDots() {
    Position start = at("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    assertThat(PvLine.format(start, List.of("e7e5", "g1f3", "b8c6"), 140)).isEqualTo("1... e5 2. Nf3 Nc6");
    assertThat(start.toFen()).as("the start is not changed")
        .isEqualTo("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  }

  @Test
  void anIllegalMoveEndsTheLineAndTheLengthCutsBeforeAWholeMove() {
    Position start = at(Position.STARTPOS_FEN);
    assertThat(PvLine.format(start, List.of("e2e4", "e2e4", "g1f3"), 140)).isEqualTo("1. e4");
    assertThat(PvLine.format(start, List.of("e2e4", "e7e5", "g1f3"), 11)).isEqualTo("1. e4 e5");
    assertThat(PvLine.format(start, List.of("e2e4"), 3)).isEmpty();
  }
}
