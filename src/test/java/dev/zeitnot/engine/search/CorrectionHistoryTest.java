package dev.zeitnot.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Position;
import org.junit.jupiter.api.Test;

class CorrectionHistoryTest {

  private static final Position ITALIAN =
      Position.fromFen("r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
  /** The same pieces, black to move. */
  private static final Position ITALIAN_BLACK =
      Position.fromFen("r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 4 4");
  /** Other pawns and other material. */
  private static final Position ENDGAME = Position.fromFen("8/5k2/6p1/8/3K4/8/5P2/2R5 w - - 0 50");

  private final CorrectionHistory history = new CorrectionHistory();

  @Test
  void leavesTheEvaluationAloneUntilASearchHasMissedIt() {
    assertThat(history.correct(CorrectionHistory.key(ITALIAN), 35)).isEqualTo(35);
  }

  @Test
  void shiftsTheEvaluationTowardsWhatSearchesFoundTheMoreTheDeeperTheyWere() {
    CorrectionHistory deep = new CorrectionHistory();
    for (int i = 0; i < 10; i++) {
      history.update(CorrectionHistory.key(ITALIAN), 1, 80);
      deep.update(CorrectionHistory.key(ITALIAN), 12, 80);
    }
    int shallow = history.correct(CorrectionHistory.key(ITALIAN), 0);
    assertThat(shallow).isPositive();
    assertThat(deep.correct(CorrectionHistory.key(ITALIAN), 0)).isGreaterThan(shallow).isLessThan(80);
  }

  @Test
  void aRepeatedMissIsLearnedButNeverBeyondItsCap() {
    for (int i = 0; i < 2_000; i++) {
      history.update(CorrectionHistory.key(ITALIAN), 20, 5_000);
    }
    assertThat(history.correct(CorrectionHistory.key(ITALIAN), 0)).isBetween(90, 96);
    for (int i = 0; i < 2_000; i++) {
      history.update(CorrectionHistory.key(ITALIAN), 20, -40);
    }
    assertThat(history.correct(CorrectionHistory.key(ITALIAN), 0)).isBetween(-40, -35);
  }

  @Test
  void keepsEachSideToMoveAndEachStructureApart() {
    for (int i = 0; i < 100; i++) {
      history.update(CorrectionHistory.key(ITALIAN), 10, 60);
    }
    assertThat(history.correct(CorrectionHistory.key(ITALIAN), 0)).isPositive();
    assertThat(history.correct(CorrectionHistory.key(ITALIAN_BLACK), 0)).isZero();
    assertThat(history.correct(CorrectionHistory.key(ENDGAME), 0)).isZero();
  }
}
