package dev.zeitnot.lab.match;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Game;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

class AdjudicationTest {

  @Test
  void checkmateWinsForTheMatingSide() {
    Game game = Game.startpos();
    for (String move : "f2f3 e7e5 g2g4 d8h4".split(" ")) {
      game.play(move);
    }
    MatchOutcome result = Adjudication.judge(game, 4, 200).orElseThrow();
    assertThat(result.winner()).isEqualTo(Color.BLACK);
    assertThat(result.reason()).isEqualTo("checkmate");
    assertThat(result.resultToken()).isEqualTo("0-1");
  }

  @Test
  void stalemateIsADraw() {
    Game game = new Game("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", false);
    MatchOutcome result = Adjudication.judge(game, 10, 200).orElseThrow();
    assertThat(result.isDraw()).isTrue();
    assertThat(result.reason()).isEqualTo("stalemate");
  }

  @Test
  void threefoldRepetitionIsADraw() {
    Game game = Game.startpos();
    for (String move : "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8".split(" ")) {
      game.play(move);
    }
    assertThat(Adjudication.judge(game, 8, 200).orElseThrow().reason()).isEqualTo("threefold repetition");
  }

  @Test
  void fiftyMovesWithoutCaptureOrPawnMoveIsADraw() {
    Game game = new Game("4k3/8/8/8/8/8/8/R3K3 w - - 99 80", false);
    game.play("a1a2");
    assertThat(Adjudication.judge(game, 1, 200).orElseThrow().reason()).isEqualTo("fifty move rule");
  }

  @Test
  void bareKingsAreADraw() {
    Game game = new Game("4k3/8/8/8/8/8/8/4K3 w - - 0 1", false);
    assertThat(Adjudication.judge(game, 0, 200).orElseThrow().reason()).isEqualTo("insufficient material");
  }

  @Test
  void theMoveCapDrawsALongGame() {
    Game game = Game.startpos();
    assertThat(Adjudication.judge(game, 399, 200)).isEmpty();
    MatchOutcome capped = Adjudication.judge(game, 400, 200).orElseThrow();
    assertThat(capped.isDraw()).isTrue();
    assertThat(capped.termination()).isEqualTo(MatchOutcome.Termination.MOVE_CAP);
    assertThat(Adjudication.judge(game, 10_000, 0)).isEmpty();
  }

  @Test
  void agreedScoresOfAThousandCentipawnsForThreeMovesEachWin() {
    List<Integer> scores = new ArrayList<>(List.of(50, 1000, 1000, 1200, 1500, 1100, 1300));
    assertThat(Adjudication.byScores(scores.subList(0, 6))).isEmpty();
    MatchOutcome result = Adjudication.byScores(scores).orElseThrow();
    assertThat(result.winner()).isEqualTo(Color.WHITE);
    assertThat(result.termination()).isEqualTo(MatchOutcome.Termination.MOVE_CAP);
    List<Integer> blackWins = List.of(-1000, -1000, -Integer.MAX_VALUE / 2, -1000, -1000, -1000);
    assertThat(Adjudication.byScores(blackWins).orElseThrow().winner()).isEqualTo(Color.BLACK);
  }

  @Test
  void aMissingScoreOrOneDissentingEngineDecidesNothing() {
    assertThat(Adjudication.byScores(Arrays.asList(1000, 1000, null, 1000, 1000, 1000))).isEmpty();
    assertThat(Adjudication.byScores(List.of(1000, 1000, 900, 1000, 1000, 1000))).isEmpty();
  }

  @Test
  void scoresNearZeroDrawOnlyFromThe80thPly() {
    List<Integer> level = new ArrayList<>(Collections.nCopies(79, 5));
    assertThat(Adjudication.byScores(level)).isEmpty();
    level.add(-10);
    assertThat(Adjudication.byScores(level).orElseThrow().isDraw()).isTrue();
    level.add(11);
    assertThat(Adjudication.byScores(level)).isEmpty();
  }
}
