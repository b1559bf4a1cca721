package dev.zeitnot.ops;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.bot.report.GameReport;
import dev.zeitnot.bot.report.LobbyReport;
import dev.zeitnot.bot.report.PositionReport;
import dev.zeitnot.bot.report.SearchReport;
import dev.zeitnot.testing.SettableClock;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class LiveBoardTest {

  private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  private static final String AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";

  private final AtomicLong nanos = new AtomicLong();
  private final SettableClock clock = new SettableClock(Instant.parse("2026-12-03T20:00:00Z"));
  private final LiveBoard board = new LiveBoard("https://lichess.org/", clock, nanos::get);

  @Test
  void keepsTheLatestScoreAcrossPositionsAndDropsAFinishedGame() {
    AtomicInteger changes = new AtomicInteger();
    board.listen(changes::incrementAndGet);
    board.position(new PositionReport("g1", "white", "Rival", START, "", 60_000, 60_000));
    board.searched(new SearchReport("g1", "cp 20", 9, "engine"));
    board.position(new PositionReport("g1", "white", "Rival", AFTER_E4, "e2e4", 59_000, 60_000));
    nanos.set(1_500_000_000L);
    assertThat(board.snapshot()).contains("\"fen\":\"" + AFTER_E4 + "\"", "\"score\":\"cp 20\"",
        "\"depth\":9", "\"since_ms\":1500", "\"white_ms\":59000");
    board.gameEnded(new GameReport("g1", "bullet", GameReport.Outcome.DRAW, false));
    assertThat(board.snapshot()).contains("\"games\":[]");
    assertThat(changes).hasValue(4);
  }

  @Test
  void aRefusedStreamStaysRefused() {
    board.eventStreamRefused("HTTP 401");
    board.eventStreamConnected();
    assertThat(board.snapshot()).contains("\"connection\":\"refused\"").doesNotContain("HTTP 401");
  }

  @Test
  void aFinishedGameGoesToTodaysResultsWithItsLinkAndLeavesThemTheNextDay() {
    board.position(new PositionReport("g1", "black", "Rival", START, "", 60_000, 60_000));
    board.gameEnded(new GameReport("g1", "blitz", GameReport.Outcome.LOSS, true));
    assertThat(board.snapshot()).contains("\"url\":\"https://lichess.org/g1\"", "\"opponent\":\"Rival\"",
        "\"outcome\":\"loss\"", "\"lost_on_time\":true", "\"ended_at\":\"20:00\"");
    clock.set(Instant.parse("2026-12-04T00:01:00Z"));
    assertThat(board.snapshot()).contains("\"results\":[]");
  }

  @Test
  void theLobbyIsToldOnlyWhenItChanged() {
    AtomicInteger changes = new AtomicInteger();
    board.listen(changes::incrementAndGet);
    LobbyReport lobby = new LobbyReport(List.of(new LobbyReport.QueuedChallenge("Human", null, "3+2", 4)),
        "looking for an opponent", List.of("Bullet Arena (x1), running"));
    board.lobby(lobby);
    board.lobby(new LobbyReport(lobby.queue(), lobby.matchmaking(), lobby.tournaments()));
    assertThat(changes).hasValue(1);
    assertThat(board.snapshot()).contains("\"challenger\":\"Human\"", "\"waited_seconds\":4",
        "\"matchmaking\":\"looking for an opponent\"", "Bullet Arena (x1), running");
  }

  @Test
  void keepsOnlyTheLatestResults() {
    for (int game = 0; game <= LiveBoard.MAX_RESULTS; game++) {
      board.gameEnded(new GameReport("g" + game, "bullet", GameReport.Outcome.WIN, false));
    }
    assertThat(board.snapshot()).doesNotContain("\"game_id\":\"g0\"").contains("\"game_id\":\"g1\"",
        "\"game_id\":\"g" + LiveBoard.MAX_RESULTS + "\"");
  }
}
