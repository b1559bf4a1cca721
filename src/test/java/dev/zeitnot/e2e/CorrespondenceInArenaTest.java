package dev.zeitnot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.Arena;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.settings.ArenaSettings;
import dev.zeitnot.arena.lobby.ArenaChallenge;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.ConfigLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * An unlimited game (speed correspondence) end to end: the human alice challenges the bot and
 * takes her time. The game is never aborted by the first-move timer, holds no thread while alice
 * thinks, survives a restart of the bot, and the bot moves when the check-in finds it our turn.
 */
class CorrespondenceInArenaTest {

  private static final String CONFIG = "challenge:\n  speeds: [bullet, blitz, correspondence]\n"
      + "  correspondence:\n    checkin_seconds: 1\n    idle_seconds: 1\ngame:\n  abort_after_seconds: 5\n";

  private Arena arena;
  private Path pgns;
  private RunningBot bot;

  @BeforeEach
  void start() throws IOException {
    pgns = Files.createTempDirectory("zeitnot-correspondence");
    arena = Arena.start(0, Accounts.defaults(), ArenaSettings.DEFAULT.withKeepAliveMillis(300));
  }

  @AfterEach
  void stop() throws InterruptedException {
    if (bot != null) {
      bot.close();
    }
    arena.close();
  }

  private RunningBot startBot() {
    BotConfig parsed = ConfigLoader.parse(CONFIG);
    return new RunningBot(arena, Accounts.BOT_TOKEN, pgns, System::nanoTime,
        config -> config.withChallenge(parsed.challenge()).withGame(parsed.game().withPgnDirectory(pgns)))
        .awaitOnline();
  }

  @Test
  void anIdleGameHoldsNoThreadSurvivesARestartAndIsNeverAbortedThenTheBotMovesOnItsTurn()
      throws InterruptedException {
    bot = startBot();
    ArenaChallenge unlimited = arena.challenge("alice", "zeitnot", Map.of("color", "white"));
    Await.until("the bot accepts", () -> arena.lobby().game(unlimited.id()).isPresent());
    ArenaGame game = arena.lobby().game(unlimited.id()).orElseThrow();
    // The game exists before the bot's session for it does: wait for the session first, or a
    // restart could catch it running (and resign it) before it was ever put aside.
    Await.until("the bot plays the game", () -> bot.runningGames().contains(game.id()));
    Await.until("the idle game is put aside", () -> bot.runningGames().isEmpty());
    assertThat(sessionThreads(game)).as("threads of the game").isZero();

    bot.close(); // a restart: no session runs, so nothing is resigned
    bot = startBot();
    Thread.sleep(6_000); // longer than game.abort_after_seconds
    assertThat(game.isOver()).as("aborted or ended").isFalse();
    Await.until("put aside again", () -> bot.runningGames().isEmpty());

    ArenaAccount alice = arena.accounts().byName("alice").orElseThrow();
    assertThat(game.move(alice, "e2e4", null)).isEmpty();
    Await.until("the bot answers on its turn", () -> game.ply() == 2);
    assertThat(game.isOver()).isFalse();
  }

  private static long sessionThreads(ArenaGame game) {
    return Thread.getAllStackTraces().keySet().stream()
        .filter(t -> t.isAlive() && t.getName().startsWith("game-" + game.id())).count();
  }
}
