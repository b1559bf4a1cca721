package dev.zeitnot.bot.knowledge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.lichess.online.TablebaseResult;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class TablebaseRankingTest {

  private static TablebaseResult.Move move(String uci, String category, Integer dtz) {
    return new TablebaseResult.Move(uci, category, dtz, null);
  }

  private static String best(TablebaseResult.Move... moves) {
    return Stream.of(moves).filter(m -> TablebaseRanking.rank(m.category()) >= 0)
        .max(TablebaseRanking.BEST_FOR_US).map(TablebaseResult.Move::uci).orElse("none");
  }

  @Test
  void everyCategoryOfTheOfficialDescriptionIsRankedWinsFirstLossesLast() {
    List<String> bestFirst = List.of("loss", "syzygy-loss", "maybe-loss", "blessed-loss", "draw", "cursed-win",
        "unknown", "maybe-win", "syzygy-win", "win");
    for (int i = 0; i + 1 < bestFirst.size(); i++) {
      assertThat(TablebaseRanking.rank(bestFirst.get(i)))
          .as(bestFirst.get(i) + " above " + bestFirst.get(i + 1))
          .isGreaterThan(TablebaseRanking.rank(bestFirst.get(i + 1)));
    }
    assertThat(TablebaseRanking.rank("something-new")).isEqualTo(-1);
  }

  @Test
  void aWinThatDtzRoundingMayCostIsStillPlayedBeforeADraw() {
    assertThat(best(move("a1a2", "draw", 0), move("b1b2", "syzygy-loss", -40))).isEqualTo("b1b2");
    assertThat(best(move("a1a2", "draw", 0), move("c1c2", "maybe-loss", null))).isEqualTo("c1c2");
    assertThat(best(move("a1a2", "blessed-loss", -120), move("c1c2", "maybe-loss", null))).isEqualTo("c1c2");
  }

  @Test
  void anUnknownVerdictIsPreferredOnlyToAKnownLoss() {
    assertThat(best(move("a1a2", "draw", 0), move("b1b2", "unknown", null))).isEqualTo("a1a2");
    assertThat(best(move("a1a2", "syzygy-win", 30), move("b1b2", "unknown", null))).isEqualTo("b1b2");
    assertThat(best(move("a1a2", "maybe-win", null), move("b1b2", "unknown", null))).isEqualTo("b1b2");
  }

  @Test
  void winsTheShortestWayAndLosesTheLongest() {
    assertThat(best(move("a1a2", "syzygy-loss", -30), move("b1b2", "syzygy-loss", -8))).isEqualTo("b1b2");
    assertThat(best(move("a1a2", "syzygy-win", 30), move("b1b2", "syzygy-win", 8))).isEqualTo("a1a2");
  }
}
