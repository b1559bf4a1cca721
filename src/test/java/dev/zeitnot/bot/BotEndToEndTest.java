package dev.zeitnot.bot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.EngineConfig;
import dev.zeitnot.config.TimeConfig;
import dev.zeitnot.engine.EngineSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BotEndToEndTest {

  @TempDir
  Path pgnDirectory;

  @Test
  void acceptsAChallengePlaysAFastGameToItsEndAndWritesThePgn() throws Exception {
    try (FakeLichessServer server = new FakeLichessServer(5_000)) {
      BotConfig config = BotConfig.forServer(server.baseUrl())
          .withTime(new TimeConfig(50, true, 100, 300))
          .withEngine(new EngineConfig.Builtin(EngineSettings.DEFAULT.withHashMb(8)))
          .withGame(BotConfig.forServer(server.baseUrl()).game().withPgnDirectory(pgnDirectory));
      Bot bot = new Bot(config, "test_token");
      AtomicReference<Throwable> failure = new AtomicReference<>();
      Thread runner = new Thread(() -> {
        try {
          bot.run();
        } catch (Throwable e) {
          failure.set(e);
        }
      }, "bot");
      runner.start();

      assertThat(server.awaitGameOver(60)).as("game over").isTrue();
      Path pgn = pgnDirectory.resolve(FakeLichessServer.GAME_ID + ".pgn");
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
      while (!(Files.exists(pgn) && bot.runningGames().isEmpty()) && System.nanoTime() < deadline) {
        Thread.sleep(20);
      }
      bot.shutdown();
      runner.join(TimeUnit.SECONDS.toMillis(10));

      assertThat(failure.get()).isNull();
      assertThat(runner.isAlive()).isFalse();
      assertThat(server.illegalMoves).isEmpty();
      assertThat(server.status()).isIn("mate", "stalemate", "draw");
      String text = Files.readString(pgn);
      String result = server.winner() == null ? "1/2-1/2" : server.winner().equals("white") ? "1-0" : "0-1";
      assertThat(text).contains("[Result \"" + result + "\"]").contains("[%clk ").endsWith(result + "\n");
      // Every move the server saw is in the PGN: the last full move number appears.
      int lastMoveNumber = (server.moves().size() + 1) / 2;
      assertThat(text).contains(lastMoveNumber + ". ").contains("[Termination \"" + server.status() + "\"]");
    }
  }
}
