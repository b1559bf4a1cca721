package dev.zeitnot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.Arena;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.settings.ArenaSettings;
import dev.zeitnot.arena.lobby.ArenaChallenge;
import dev.zeitnot.arena.games.ArenaGameStatus;
import dev.zeitnot.arena.opponents.RandomOpponent;
import dev.zeitnot.testing.SettableClock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The bot's recovery from a 429, from its own restart, and two bots playing each other. */
class BotRecoveryTest {

  @TempDir
  Path pgns;

  @Test
  void waitsTheFullMinuteAfterA429BeforeAcceptingAgain() throws Exception {
    SettableClock clock = new SettableClock();
    try (Arena arena = Arena.start(0, Accounts.defaults(),
        ArenaSettings.DEFAULT.withKeepAliveMillis(300).withTime(clock::millis))) {
      arena.addOpponent("Random", () -> new RandomOpponent(7));
      try (RunningBot bot = new RunningBot(arena, Accounts.BOT_TOKEN, pgns, clock::nanos)) {
        bot.awaitOnline();
        arena.faults().failRequests("/accept", 429, 1);
        ArenaChallenge refused = arena.challenge("Random", "zeitnot", 0, 1, "white");
        Await.until("the 429 is sent", () -> arena.faults().rateLimitedAnswers() > 0);
        assertThat(arena.lobby().game(refused.id())).isEmpty();
        ArenaChallenge tooSoon = arena.challenge("Random", "zeitnot", 0, 1, "white");
        // Within the minute the bot cannot accept: it answers the challenge with a decline instead.
        Await.until("the bot answers the next challenge", () -> arena.lobby().challenge(tooSoon.id())
            .map(c -> !c.isPending()).orElse(true));
        assertThat(arena.lobby().game(tooSoon.id())).as("accepted within the minute").isEmpty();
        clock.advance(60_000);
        ArenaChallenge later = arena.challenge("Random", "zeitnot", 0, 1, "white");
        Await.until("the game after the minute ends", () -> arena.lobby().game(later.id())
            .map(ArenaGame::isOver).orElse(false));
        assertThat(arena.faults().requestsTooSoonAfter429()).isZero();
        assertThat(arena.lobby().game(later.id()).orElseThrow().winner()).isNotEqualTo(0);
      }
    }
  }

  @Test
  void aNewBotResumesTheGameOfOneThatDiedMidGame() throws Exception {
    try (Arena arena = Arena.start(0, Accounts.defaults(),
        ArenaSettings.DEFAULT.withKeepAliveMillis(300))) {
      arena.addOpponent("Random", () -> new RandomOpponent(11));
      RunningBot first = new RunningBot(arena, Accounts.BOT_TOKEN, pgns, System::nanoTime);
      first.awaitOnline();
      ArenaChallenge challenge = arena.challenge("Random", "zeitnot", 0, 1, "black");
      Await.until("a few moves", () -> arena.lobby().game(challenge.id())
          .map(g -> g.ply() >= 6).orElse(false));
      first.cutNetwork();
      arena.streams().closeAll(dev.zeitnot.arena.http.StreamKind.GAME);
      arena.streams().closeAll(dev.zeitnot.arena.http.StreamKind.EVENT);
      ArenaGame game = arena.lobby().game(challenge.id()).orElseThrow();
      int pliesWhenItDied = game.ply();
      try (RunningBot second = new RunningBot(arena, Accounts.BOT_TOKEN, pgns,
          System::nanoTime)) {
        Await.until("the game ends", game::isOver);
        assertThat(game.ply()).isGreaterThan(pliesWhenItDied);
        assertThat(game.status()).isIn(ArenaGameStatus.MATE, ArenaGameStatus.DRAW, ArenaGameStatus.STALEMATE);
        assertThat(game.rejectedMoves(1)).isZero();
      } finally {
        first.close();
      }
    }
  }

  @Test
  void twoBotsPlayEachOtherThroughTheArena() throws Exception {
    try (Arena arena = Arena.start(0, Accounts.defaults(),
        ArenaSettings.DEFAULT.withKeepAliveMillis(300));
        RunningBot zeitnot = new RunningBot(arena, Accounts.BOT_TOKEN, pgns, System::nanoTime);
        RunningBot rival = new RunningBot(arena, Accounts.RIVAL_TOKEN, pgns.resolve("rival"),
            System::nanoTime)) {
      zeitnot.awaitOnline();
      rival.awaitOnline();
      // King and queen against king: a short game with a decisive result.
      ArenaChallenge challenge = arena.challenge("zeitnot", "rival", Map.of("clock.limit", "0",
          "clock.increment", "1", "color", "white", "fen", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1"));
      Await.until("rival accepts", () -> arena.lobby().game(challenge.id()).isPresent());
      ArenaGame game = arena.lobby().game(challenge.id()).orElseThrow();
      Await.until("the game ends", game::isOver);
      assertThat(game.status()).isIn(ArenaGameStatus.MATE, ArenaGameStatus.DRAW, ArenaGameStatus.STALEMATE);
      assertThat(game.rejectedMoves(0) + game.rejectedMoves(1)).isZero();
      assertThat(game.status()).isNotEqualTo(ArenaGameStatus.OUT_OF_TIME);
      Await.until("both bots write the PGN", () -> Files.exists(pgns.resolve(game.id() + ".pgn"))
          && Files.exists(pgns.resolve("rival").resolve(game.id() + ".pgn")));
    }
  }
}
