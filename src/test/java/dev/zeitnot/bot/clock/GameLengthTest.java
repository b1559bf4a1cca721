package dev.zeitnot.bot.clock;

import static dev.zeitnot.bot.clock.RecentScores.NONE;
import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Position;
import dev.zeitnot.engine.Score;
import java.util.Arrays;
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
    assertThat(GameLength.longGameMoves(60_000, 275, NONE)).isEqualTo(115);
    assertThat(GameLength.longGameMovesLeft(0, 115)).isEqualTo(115);
    assertThat(GameLength.longGameMovesLeft(60, 115)).isEqualTo(55);
    assertThat(GameLength.longGameMovesLeft(110, 115)).isEqualTo(10);
    assertThat(GameLength.longGameMovesLeft(150, 115)).isEqualTo(10);
  }

  @Test
  void onASlowLinkOrASmallClockTheLongGameIsAsLongAsNinetyFivePercentOfTheClockPaysTheTripsOf() {
    assertThat(GameLength.longGameMoves(60_000, 700, NONE)).isEqualTo(81);
    assertThat(GameLength.longGameMoves(30_000, 275, NONE)).isEqualTo(103);
  }

  @Test
  void anIncrementThatPaysTheTripsLeavesTheLongGameAtItsFullLength() {
    assertThat(GameLength.longGameMoves(0, 0, NONE)).isEqualTo(GameLength.LONG_GAME_MOVES);
  }

  /** The scores of our last moves, oldest first, in centipawns. */
  static RecentScores scores(int... centipawns) {
    return new RecentScores(Arrays.stream(centipawns).mapToObj(Score::cp).toList());
  }

  @Test
  void aGameIsLostWhenTheMedianOfOurLastFiveScoresIsThreeHundredCentipawnsDownOrWorse() {
    assertThat(GameLength.lost(scores(-400, 100, -300, -320, -900))).isTrue();
    assertThat(GameLength.lost(scores(-400, 100, -299, -320, 900))).isFalse();
    assertThat(GameLength.lost(scores(50, 20, -10, 0, 35))).isFalse();
  }

  @Test
  void oneOddScoreAmongFiveDecidesNothing() {
    assertThat(GameLength.lost(scores(-800, -750, 0, -900, -820))).isTrue();
    assertThat(GameLength.lost(scores(150, 120, -2_000, 90, 200))).isFalse();
  }

  @Test
  void fewerThanFiveScoredMovesNeverCallTheGameLost() {
    assertThat(GameLength.lost(NONE)).isFalse();
    assertThat(GameLength.lost(scores(-900, -900, -900, -900))).isFalse();
  }

  @Test
  void aMateAgainstUsIsLostAndAMateForUsIsNot() {
    RecentScores mated = NONE.then(Score.cp(-100)).then(Score.mate(-5)).then(Score.cp(-250))
        .then(Score.mate(-4)).then(Score.mate(-3));
    RecentScores mating = NONE.then(Score.cp(-400)).then(Score.mate(5)).then(Score.mate(4))
        .then(Score.cp(-350)).then(Score.mate(3));
    assertThat(GameLength.lost(mated)).isTrue();
    assertThat(GameLength.lost(mating)).isFalse();
  }

  @Test
  void onlyTheLastFiveScoredMovesCountAndAMoveWithoutAScoreIsNotOne() {
    RecentScores recent = scores(-900, -900, -900, -900, -900);
    for (int cp : new int[] {10, 20, 30}) {
      recent = recent.then(Score.cp(cp)).then(null);
    }
    assertThat(recent.scores()).hasSize(GameLength.LOST_SCORE_MOVES);
    assertThat(GameLength.lost(recent)).isFalse();
    assertThat(GameLength.lost(recent.then(Score.cp(-500)).then(Score.cp(-500)).then(null).then(Score.cp(-500))))
        .isTrue();
  }

  @Test
  void aLostGameIsPlannedAtAHundredAndFiftyMovesWhoseTripsMayTakeTheWholeClock() {
    RecentScores lost = scores(-500, -500, -500, -500, -500);
    assertThat(GameLength.longGameMoves(60_000, 255, lost)).isEqualTo(GameLength.LOST_GAME_MOVES).isEqualTo(150);
    assertThat(GameLength.longGameMoves(30_000, 275, lost)).isEqualTo(109);
    assertThat(GameLength.longGameMoves(60_000, 700, lost)).isEqualTo(85);
    assertThat(GameLength.longGameMoves(0, 0, lost)).isEqualTo(150);
  }
}
