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
  void expectsFiftyMovesAtTheStartAndOneFewerForEachMovePlayed() {
    assertThat(GameLength.expectedMovesLeft(0)).isEqualTo(50);
    assertThat(GameLength.expectedMovesLeft(20)).isEqualTo(30);
  }

  @Test
  void neverExpectsFewerThanFifteenMovesLeft() {
    assertThat(GameLength.expectedMovesLeft(35)).isEqualTo(15);
    assertThat(GameLength.expectedMovesLeft(200)).isEqualTo(15);
  }

  @Test
  void theClockMustLastAHundredAndFifteenMoveGameAndTenMovesBeyondIt() {
    assertThat(GameLength.longGameMoves(60_000, 275)).isEqualTo(115);
    assertThat(GameLength.longGameMovesLeft(0, 115)).isEqualTo(115);
    assertThat(GameLength.longGameMovesLeft(60, 115)).isEqualTo(55);
    assertThat(GameLength.longGameMovesLeft(110, 115)).isEqualTo(10);
    assertThat(GameLength.longGameMovesLeft(150, 115)).isEqualTo(10);
  }

  @Test
  void onASlowLinkOrASmallClockTheLongGameIsAsLongAsNinetyFivePercentOfTheClockPaysTheTripsOf() {
    assertThat(GameLength.longGameMoves(60_000, 700)).isEqualTo(81);
    assertThat(GameLength.longGameMoves(30_000, 275)).isEqualTo(103);
  }

  @Test
  void anIncrementThatPaysTheTripsLeavesTheLongGameAtItsFullLength() {
    assertThat(GameLength.longGameMoves(0, 0)).isEqualTo(GameLength.LONG_GAME_MOVES);
  }
}
