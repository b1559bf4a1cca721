package dev.zeitnot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.Arena;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.settings.ArenaSettings;
import dev.zeitnot.arena.lobby.ArenaChallenge;
import dev.zeitnot.arena.games.ArenaGameStatus;
import dev.zeitnot.arena.opponents.RandomOpponent;
import dev.zeitnot.arena.http.StreamKind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The real bot against the arena over loopback HTTP with real clocks: complete games against a
 * random mover, and one game per fault. Each game is 0+1, where the bot moves in some 30 ms.
 */
class BotInArenaTest {

  private static Arena arena;
  private static RunningBot bot;
  private static Path pgns;
  private static int games;

  @BeforeAll
  static void start() throws IOException {
    pgns = Files.createTempDirectory("zeitnot-e2e");
    arena = Arena.start(0, Accounts.defaults(), ArenaSettings.DEFAULT.withKeepAliveMillis(300));
    arena.addOpponent("Random", () -> new RandomOpponent(games));
    bot = new RunningBot(arena, Accounts.BOT_TOKEN, pgns, System::nanoTime).awaitOnline();
  }

  @AfterAll
  static void stop() throws InterruptedException {
    bot.close();
    arena.close();
  }

  @AfterEach
  void clearFaults() {
    arena.faults().clearFailures();
    arena.faults().setLatency(0, 0);
  }

  @Test
  void playsCompleteGamesWithNoIllegalMoveAndNoTimeLoss() {
    assertFairEnd(play(() -> { }));
    assertFairEnd(play(() -> { }));
  }

  @Test
  void finishesTheGameThroughLatencyWithJitter() {
    arena.faults().setLatency(30, 20);
    assertFairEnd(play(() -> { }));
  }

  @Test
  void reconnectsWhenTheGameStreamIsClosedMidGame() {
    assertFairEnd(play(() -> arena.streams().closeAll(StreamKind.GAME)));
  }

  @Test
  void reconnectsWhenTheEventStreamIsClosedMidGame() {
    assertFairEnd(play(() -> arena.streams().closeAll(StreamKind.EVENT)));
    bot.awaitOnline();
  }

  @Test
  void reconnectsWhenTheGameStreamStallsWithoutKeepAlives() {
    assertFairEnd(play(() -> arena.streams().stallAll(StreamKind.GAME)));
  }

  @Test
  void ignoresAMalformedLine() {
    assertFairEnd(play(() -> arena.streams().sendMalformedLine(StreamKind.GAME)));
  }

  @Test
  void retriesAMoveAnswered500() {
    assertFairEnd(play(() -> arena.faults().failRequests("/move/", 500, 2)));
  }

  @Test
  void resumesItsGameAfterTheServerRestarts() {
    assertFairEnd(play(() -> arena.restartQuietly(300)));
    bot.awaitOnline();
  }

  @Test
  void declinesAVariantItCannotPlayWithTheVariantReason() {
    bot.awaitIdle();
    ArenaChallenge atomic = arena.challenge("Random", "zeitnot", Map.of("clock.limit", "60",
        "clock.increment", "1", "variant", "atomic"));
    Await.until("the bot answers", () -> !arena.lobby().challenge(atomic.id()).orElseThrow()
        .isPending());
    ArenaChallenge answered = arena.lobby().challenge(atomic.id()).orElseThrow();
    assertThat(answered.status()).isEqualTo("declined");
    assertThat(answered.declineReasonKey()).isEqualTo("variant");
  }

  /** Has Random challenge the bot, runs {@code fault} after a few plies, waits for the end. */
  private static ArenaGame play(Runnable fault) {
    bot.awaitIdle();
    ArenaChallenge challenge = arena.challenge("Random", "zeitnot", 0, 1,
        games++ % 2 == 0 ? "white" : "black");
    Await.until("the bot accepts", () -> arena.lobby().game(challenge.id()).isPresent());
    ArenaGame game = arena.lobby().game(challenge.id()).orElseThrow();
    Await.until("a few moves are played", () -> game.ply() >= 6 || game.isOver());
    fault.run();
    Await.until("the game ends", () -> arena.lobby().game(challenge.id()).orElseThrow().isOver());
    return arena.lobby().game(challenge.id()).orElseThrow();
  }

  private static void assertFairEnd(ArenaGame game) {
    int botColor = game.colorOf(bot.account());
    assertThat(game.status()).as("game %s", game.id())
        .isIn(ArenaGameStatus.MATE, ArenaGameStatus.DRAW, ArenaGameStatus.STALEMATE);
    assertThat(game.rejectedMoves(botColor)).as("illegal bot moves").isZero();
    assertThat(game.winner()).as("the random mover must not win").isNotEqualTo(1 - botColor);
    Await.until("the bot writes the PGN", () -> Files.exists(pgns.resolve(game.id() + ".pgn")));
  }
}
