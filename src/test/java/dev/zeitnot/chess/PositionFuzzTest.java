package dev.zeitnot.chess;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;

/** A FEN from outside is refused with a FenException or gives a position every legal move of which plays. */
class PositionFuzzTest {

  @FuzzTest(maxDuration = "30s")
  void aFenParsesIntoAPlayablePositionOrIsRefused(FuzzedDataProvider data) {
    boolean chess960 = data.consumeBoolean();
    String fen = data.consumeRemainingAsString();
    Position position;
    try {
      position = Position.fromFen(fen, chess960);
    } catch (FenException e) {
      return;
    }
    assertThat(Position.fromFen(position.toFen(), chess960).key()).isEqualTo(position.key());
    int[] moves = new int[Position.MAX_MOVES];
    int count = position.generateLegal(moves);
    for (int i = 0; i < count; i++) {
      Position after = position.copy();
      after.makeMove(moves[i]);
      assertThat(Position.fromFen(after.toFen(), chess960).key()).isEqualTo(after.key());
    }
  }
}
