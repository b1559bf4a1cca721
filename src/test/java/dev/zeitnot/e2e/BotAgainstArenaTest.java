package dev.zeitnot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.Arena;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.lobby.ArenaChallenge;
import dev.zeitnot.arena.games.GameSnapshot;
import dev.zeitnot.arena.games.ArenaGameStatus;
import dev.zeitnot.arena.opponents.RandomOpponent;
import dev.zeitnot.bot.Bot;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.EngineConfig;
import dev.zeitnot.config.TimeConfig;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.time.TimeParams;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The bot against the arena, the real local server: a whole bullet game with the built-in engine. */
class BotAgainstArenaTest {

  @TempDir
  Path pgnDirectory;

  @Test
  void botAcceptsAnArenaChallengePlaysItToTheEndAndWritesThePgn() throws Exception {
    try (Arena arena = Arena.start()) {
      arena.addOpponent("Random", () -> new RandomOpponent(11));
      // Half a minute each; a long horizon keeps the game (against a random mover) short.
      TimeParams quick = TimeParams.DEFAULT.with("MovesHorizon", 100);
      BotConfig base = BotConfig.forServer(arena.baseUrl());
      BotConfig config = base.withTime(new TimeConfig(50, true, 100, 300, TimeConfig.DEFAULT.noClockMoveMs()))
          .withEngine(new EngineConfig.Builtin(new EngineSettings(8, 1, false, quick)))
          .withGame(base.game().withPgnDirectory(pgnDirectory));
      Bot bot = new Bot(config, Accounts.BOT_TOKEN);
      AtomicReference<Throwable> failure = new AtomicReference<>();
      Thread runner = new Thread(() -> {
        try {
          bot.run();
        } catch (Throwable e) {
          failure.set(e);
        }
      }, "bot");
      runner.start();

      ArenaChallenge challenge = arena.challenge("Random", "zeitnot", 30, 0, "black");
      await(60, () -> arena.lobby().game(challenge.id()).map(ArenaGame::isOver).orElse(false));
      Path pgn = pgnDirectory.resolve(challenge.id() + ".pgn");
      await(10, () -> Files.exists(pgn) && bot.runningGames().isEmpty());
      bot.shutdown();
      runner.join(TimeUnit.SECONDS.toMillis(10));

      assertThat(failure.get()).isNull();
      assertThat(runner.isAlive()).isFalse();
      GameSnapshot end = arena.lobby().game(challenge.id()).orElseThrow().snapshot();
      assertThat(end.status()).isNotIn(ArenaGameStatus.OUT_OF_TIME, ArenaGameStatus.ABORTED, ArenaGameStatus.RESIGN);
      String result = end.winner() == 0 ? "1-0" : end.winner() == 1 ? "0-1" : "1/2-1/2";
      String text = Files.readString(pgn);
      assertThat(text).contains("[White \"zeitnot\"]").contains("[Result \"" + result + "\"]")
          .contains("[%clk 0:00:").endsWith(result + "\n");
      // No move lost: the PGN's last move number is the server's.
      assertThat(text).contains((end.moves().size() + 1) / 2 + ". ");
    }
  }

  private static void await(int seconds, BooleanSupplier condition) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
    while (!condition.getAsBoolean()) {
      assertThat(System.nanoTime()).as("waited %d s", seconds).isLessThan(deadline);
      Thread.sleep(20);
    }
  }
}
