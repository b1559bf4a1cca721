package dev.zeitnot.bot.knowledge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.lichess.online.CloudEval;
import dev.zeitnot.lichess.online.TablebaseResult;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class GoodMovesTest {

  private static final List<CloudEval.Pv> LINES = List.of(new CloudEval.Pv("e2e4 e7e5", 40, null),
      new CloudEval.Pv("d2d4 d7d5", 15, null), new CloudEval.Pv("g1f3 d7d5", 5, null));

  @Test
  void drawsOnlyCloudLinesWithinTheScoreDifferenceOfTheBestAndEachOfThem() {
    SplittableRandom random = new SplittableRandom(7);
    Set<String> drawn = new HashSet<>();
    for (int i = 0; i < 60; i++) {
      drawn.add(GoodMoves.cloudLine(LINES, true, 25, random).firstMove());
    }
    assertThat(drawn).containsExactlyInAnyOrder("e2e4", "d2d4");
  }

  @Test
  void readsTheScoresFromBlacksSideWhenBlackMoves() {
    // White's scores: for Black the line at 5 is best, 15 is within 10 of it, 40 is not.
    SplittableRandom random = new SplittableRandom(7);
    Set<String> drawn = new HashSet<>();
    for (int i = 0; i < 60; i++) {
      drawn.add(GoodMoves.cloudLine(LINES, false, 10, random).firstMove());
    }
    assertThat(drawn).containsExactlyInAnyOrder("g1f3", "d2d4");
  }

  @Test
  void aMateOutranksEveryCentipawnScoreAndTheShorterMateRanksHigher() {
    assertThat(GoodMoves.forSideToMove(new CloudEval.Pv("a", null, 3), true))
        .isGreaterThan(GoodMoves.forSideToMove(new CloudEval.Pv("b", null, 5), true))
        .isGreaterThan(GoodMoves.forSideToMove(new CloudEval.Pv("c", 5000, null), true));
    assertThat(GoodMoves.forSideToMove(new CloudEval.Pv("a", null, -3), true))
        .isLessThan(GoodMoves.forSideToMove(new CloudEval.Pv("c", -5000, null), true));
  }

  @Test
  void drawsOnlyTablebaseMovesThatKeepTheBestResult() {
    List<TablebaseResult.Move> moves = List.of(new TablebaseResult.Move("h1h2", "draw", 0, null),
        new TablebaseResult.Move("h1h3", "loss", -8, -12), new TablebaseResult.Move("h1e1", "loss", -4, -8));
    SplittableRandom random = new SplittableRandom(3);
    Set<String> drawn = new HashSet<>();
    for (int i = 0; i < 40; i++) {
      drawn.add(GoodMoves.tablebaseMove(moves, random).uci());
    }
    assertThat(drawn).containsExactlyInAnyOrder("h1h3", "h1e1");
  }
}
