package dev.zeitnot.bot.clock;

import static dev.zeitnot.bot.clock.RecentScores.NONE;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ClockHorizonTest {

  @Test
  void aClockSharedOverNMovesLastsNTimesTheLogOfClockOverNTripsPlusOne() {
    // 60 s shared over 40 moves of 250 ms trips: the thinking runs out after 40 x ln(6) moves, the trips after 40 more.
    assertThat(ClockHorizon.movesLasted(40, 60_000, 250)).isBetween(111.6, 111.7);
    assertThat(ClockHorizon.movesLasted(40, 10_000, 250)).isEqualTo(40.0);
  }

  @Test
  void onAFastLinkTheExpectedMovesLeftSetThePace() {
    assertThat(ClockHorizon.movesLeft(60_000, 50, 0, 0, 60_000, NONE)).isEqualTo(GameLength.expectedMovesLeft(0));
    assertThat(ClockHorizon.movesLeft(60_000, 50, 0, 40, 60_000, NONE)).isEqualTo(GameLength.expectedMovesLeft(40));
  }

  @Test
  void onASlowLinkTheCountIsTheSmallestThatLastsTheLongGame() {
    int count = ClockHorizon.movesLeft(50_000, 400, 0, 20, 60_000, NONE);
    int mustLast = GameLength.longGameMovesLeft(20, GameLength.longGameMoves(60_000, 400, NONE));
    assertThat(count).isGreaterThan(GameLength.expectedMovesLeft(20));
    assertThat(ClockHorizon.movesLasted(count, 50_000, 400)).isGreaterThanOrEqualTo(mustLast);
    assertThat(ClockHorizon.movesLasted(count - 1, 50_000, 400)).isLessThan(mustLast);
  }

  @Test
  void aSmallerClockOrASlowerLinkSharesOverMoreMoves() {
    assertThat(ClockHorizon.movesLeft(20_000, 250, 0, 40, 60_000, NONE))
        .isGreaterThan(ClockHorizon.movesLeft(40_000, 250, 0, 40, 60_000, NONE));
    assertThat(ClockHorizon.movesLeft(40_000, 500, 0, 40, 60_000, NONE))
        .isGreaterThan(ClockHorizon.movesLeft(40_000, 250, 0, 40, 60_000, NONE));
  }

  @Test
  void theCountFallsAsTheGameGoesOn() {
    assertThat(ClockHorizon.movesLeft(20_000, 250, 0, 70, 60_000, NONE))
        .isLessThan(ClockHorizon.movesLeft(20_000, 250, 0, 40, 60_000, NONE));
  }

  @Test
  void neverPlansMoreMovesThanTheClockCanPayTheTripsOf() {
    assertThat(ClockHorizon.movesLeft(5_000, 500, 0, 10, 60_000, NONE)).isEqualTo(10);
    assertThat(ClockHorizon.movesLeft(100, 500, 0, 10, 60_000, NONE)).isEqualTo(1);
  }

  @Test
  void anIncrementThatPaysTheTripLeavesThePaceToTheExpectedMovesLeft() {
    assertThat(ClockHorizon.movesLeft(3_000, 300, 1_000, 60, 60_000, NONE)).isEqualTo(GameLength.expectedMovesLeft(60));
  }

  @Test
  void onlyThePartOfTheTripTheIncrementDoesNotPayCounts() {
    assertThat(ClockHorizon.movesLeft(20_000, 600, 300, 40, 60_000, NONE))
        .isEqualTo(ClockHorizon.movesLeft(20_000, 300, 0, 40, 60_000, NONE));
  }

  @Test
  void onALinkTooSlowForTheLongGameTheClockStillKeepsSomethingToThinkWith() {
    // 1+0 at 700 ms trips pays 85 moves with no thinking; the plan is for 81 and thinks with the rest.
    int count = ClockHorizon.movesLeft(60_000, 700, 0, 1, 60_000, NONE);
    assertThat(count).isLessThan(60_000 / 700);
    assertThat(ClockHorizon.movesLasted(count, 60_000, 700)).isGreaterThanOrEqualTo(80);
  }

  @Test
  void aLostGameSharesTheClockOverMoreMovesSoTheBotThinksLessAndKeepsItsTrips() {
    RecentScores lost = GameLengthTest.scores(-500, -480, -520, -610, -700);
    int level = ClockHorizon.movesLeft(20_000, 250, 0, 70, 60_000, NONE);
    int losing = ClockHorizon.movesLeft(20_000, 250, 0, 70, 60_000, lost);
    assertThat(losing).isGreaterThan(level);
    assertThat(ClockHorizon.movesLasted(losing, 20_000, 250))
        .isGreaterThanOrEqualTo(GameLength.LOST_GAME_MOVES - 70);
  }
}
