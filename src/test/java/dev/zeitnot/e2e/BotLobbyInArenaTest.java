package dev.zeitnot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.arena.Arena;
import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.opponents.RandomOpponent;
import dev.zeitnot.arena.settings.ArenaSettings;
import dev.zeitnot.bot.report.BotObserver;
import dev.zeitnot.bot.report.LobbyReport;
import java.nio.file.Files;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** The bot tells its observer (the bot's page) the challenge queue and matchmaking while it plays. */
class BotLobbyInArenaTest {

  @Test
  void aChallengeWaitingForASlotIsReportedWithItsChallengerAndClock() throws Exception {
    Arena arena = Arena.start(0, Accounts.defaults(), ArenaSettings.DEFAULT);
    arena.addOpponent("Random", () -> new RandomOpponent(7));
    arena.addOpponent("Other", () -> new RandomOpponent(8));
    AtomicReference<LobbyReport> lobby = new AtomicReference<>(LobbyReport.EMPTY);
    BotObserver observer = new BotObserver() {
      @Override
      public void lobby(LobbyReport report) {
        lobby.set(report);
      }
    };
    try (RunningBot bot = new RunningBot(arena, Accounts.BOT_TOKEN, Files.createTempDirectory("zeitnot-lobby"),
        System::nanoTime, observer).awaitOnline()) {
      String first = arena.challenge("Random", "zeitnot", 300, 0, "white").id();
      Await.until("the first game starts", () -> arena.lobby().game(first).isPresent());
      arena.challenge("Other", "zeitnot", 180, 2, "white");
      Await.until("the second challenge is reported waiting", () -> !lobby.get().queue().isEmpty());
      LobbyReport.QueuedChallenge waiting = lobby.get().queue().get(0);
      assertThat(waiting.challenger()).isEqualTo("Other");
      assertThat(waiting.timeControl()).isEqualTo("3+2");
      assertThat(lobby.get().matchmaking()).isEqualTo("off");
      assertThat(lobby.get().tournaments()).isEmpty();
    } finally {
      arena.close();
    }
  }
}
