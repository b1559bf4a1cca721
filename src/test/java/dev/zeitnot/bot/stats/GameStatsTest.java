package dev.zeitnot.bot.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class GameStatsTest {

  static String pgn(String event, String white, String black, String whiteTags, String blackTags,
      String result, String termination, String moves) {
    return "[Event \"" + event + "\"]\n[Site \"https://lichess.org/x\"]\n[White \"" + white + "\"]\n"
        + "[Black \"" + black + "\"]\n[Result \"" + result + "\"]\n" + whiteTags + blackTags
        + "[Termination \"" + termination + "\"]\n\n" + moves + " " + result + "\n\n";
  }

  // zeitnot beats a 2000 bot by mate as white, 2:50 left after its last move
  static final String WIN = pgn("Rated blitz game", "zeitnot", "BotA", "[WhiteTitle \"BOT\"]\n",
      "[BlackElo \"2000\"]\n[BlackTitle \"BOT\"]\n", "1-0", "mate",
      "1. e4 { [%clk 0:03:00] } 1... e5 { [%clk 0:03:00] } 2. Qh5 { [%clk 0:02:55] } 2... Nc6 { [%clk 0:02:58] }"
          + " 3. Bc4 { [%clk 0:02:52] } 3... Nf6 { [%clk 0:02:50] } 4. Qxf7# { [%clk 0:02:50] }");
  // zeitnot loses on time as black to a 2100 bot, 0:00 left
  static final String TIME_LOSS = pgn("Rated blitz game", "BotB", "zeitnot",
      "[WhiteElo \"2100\"]\n[WhiteTitle \"BOT\"]\n", "", "1-0", "outoftime",
      "1. d4 { [%clk 0:03:00] } 1... d5 { [%clk 0:00:00] }");
  // a draw as white against an 1800 human, 1:00 left
  static final String DRAW = pgn("Casual blitz game", "zeitnot", "alice", "", "[BlackElo \"1800\"]\n",
      "1/2-1/2", "draw", "1. e4 { [%clk 0:01:00] } 1... e5 { [%clk 0:01:10] }");
  static final String ABORTED = pgn("Rated blitz game", "zeitnot", "bob", "", "[BlackElo \"1500\"]\n",
      "*", "aborted", "");
  // a bullet win as black against a 1500 human, two of three moves from the book, one from tablebases
  static final String BOOK_WIN = pgn("Rated bullet game", "carol", "Zeitnot", "[WhiteElo \"1500\"]\n", "",
      "0-1", "resign", "1. e4 { [%clk 0:01:00] } 1... c5 { [%clk 0:01:00] [%src book] } 2. Nf3 2... d6 {[%src book]}"
          + " 3. d4 3... cxd4 { [%src tablebase] [%clk 0:00:09.5] } 4. Qxd4");

  private static List<StatsLine> lines(String... games) {
    return GameStats.lines(PgnRecord.readAll(String.join("", games)), "zeitnot");
  }

  @Test
  void groupsGamesBySpeedAndOpponentKindWithScoreAndPerformance() {
    List<StatsLine> lines = lines(WIN, TIME_LOSS, DRAW, ABORTED, BOOK_WIN);
    assertThat(lines).extracting(StatsLine::speed, StatsLine::opponents)
        .containsExactly(org.assertj.core.groups.Tuple.tuple("bullet", "human"),
            org.assertj.core.groups.Tuple.tuple("blitz", "bot"),
            org.assertj.core.groups.Tuple.tuple("blitz", "human"));

    StatsLine blitzBots = lines.get(1);
    assertThat(blitzBots.games()).isEqualTo(2);
    assertThat(blitzBots.points()).isEqualTo(1.0);
    assertThat(blitzBots.performance()).isEqualTo(2050); // (2000 + 2100) / 2 + 400 * (1 - 1) / 2
    assertThat(blitzBots.lossesOnTime()).isEqualTo(1);
    assertThat(blitzBots.medianClockLeftMs()).isEqualTo(85_000); // median of 2:50 and 0:00
    assertThat(blitzBots.bookShare()).isNull();

    StatsLine blitzHumans = lines.get(2);
    assertThat(blitzHumans.games()).isEqualTo(1); // the aborted game does not count
    assertThat(blitzHumans.points()).isEqualTo(0.5);
    assertThat(blitzHumans.performance()).isEqualTo(1800);
    assertThat(blitzHumans.lossesOnTime()).isZero();
    assertThat(blitzHumans.medianClockLeftMs()).isEqualTo(60_000);
  }

  @Test
  void countsBookAndTablebaseMovesOfOurSideOnly() {
    StatsLine bullet = lines(BOOK_WIN).get(0);
    assertThat(bullet.points()).isEqualTo(1.0);
    assertThat(bullet.performance()).isEqualTo(1900);
    assertThat(bullet.bookShare()).isEqualTo(2 / 3.0);
    assertThat(bullet.tablebaseShare()).isEqualTo(1 / 3.0);
    assertThat(bullet.medianClockLeftMs()).isEqualTo(9_500);
  }

  @Test
  void countsMovesFromLocalSyzygyTablesAsTablebaseMoves() {
    StatsLine bullet = lines(BOOK_WIN.replace("[%src tablebase]", "[%src syzygy]")).get(0);
    assertThat(bullet.tablebaseShare()).isEqualTo(1 / 3.0);
  }

  @Test
  void theArchiveOwnerIsThePlayerOfTheMostGames() {
    assertThat(GameStats.mostFrequentPlayer(PgnRecord.readAll(WIN + TIME_LOSS + DRAW + BOOK_WIN)))
        .isEqualTo("zeitnot");
  }

  @Test
  void tableAndJsonShowTheSameNumbers() {
    List<StatsLine> lines = lines(WIN, TIME_LOSS);
    assertThat(StatsFormat.table("zeitnot", lines))
        .contains("zeitnot: 2 games").contains("blitz").contains("1 (50.0 %)").contains("2050").contains("1:25");
    assertThat(StatsFormat.json("zeitnot", lines)).contains("\"performance\" : 2050")
        .contains("\"lossesOnTime\" : 1").contains("\"medianClockLeftMs\" : 85000").contains("\"bookShare\" : null");
  }
}
