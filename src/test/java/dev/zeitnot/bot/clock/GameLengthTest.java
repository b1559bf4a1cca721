package dev.zeitnot.bot.clock;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Position;
import org.junit.jupiter.api.Test;

class GameLengthTest {

  @Test
  void countsTheMaterialOfBothSidesInPawnsWithoutKings() {
    assertThat(GameLength.material(Position.startpos())).isEqualTo(GameLength.START_MATERIAL);
    assertThat(GameLength.material(Position.fromFen("8/8/4k3/8/8/3K4/8/8 w - - 0 1"))).isZero();
    assertThat(GameLength.material(Position.fromFen("8/5p2/4k3/8/2R5/3K4/8/8 w - - 0 60"))).isEqualTo(6);
  }

  @Test
  void plansFortyFiveMovesWithEveryPieceOnTheBoard() {
    assertThat(GameLength.movesLeft(Position.startpos())).isEqualTo(45);
  }

  @Test
  void plansLongerAsMaterialComesOffBecauseDrawnEndgamesAreWhereGamesDrag() {
    assertThat(GameLength.movesLeft(39)).isEqualTo(50);
    assertThat(GameLength.movesLeft(0)).isEqualTo(55);
    assertThat(GameLength.movesLeft(60)).isLessThan(GameLength.movesLeft(20));
  }

  @Test
  void materialBeyondTheStartingSetCountsAsAFullBoard() {
    // Promotions can raise the count above 78.
    assertThat(GameLength.movesLeft(90)).isEqualTo(45);
  }
}
