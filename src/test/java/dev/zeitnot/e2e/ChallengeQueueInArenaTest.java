package dev.zeitnot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.Arena;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.settings.ArenaSettings;
import dev.zeitnot.arena.lobby.ArenaChallenge;
import dev.zeitnot.arena.games.ArenaGameStatus;
import dev.zeitnot.arena.opponents.RandomOpponent;
import dev.zeitnot.bot.challenge.WaitingChallenge;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.ConfigLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The challenge queue end to end, with concurrency 1: challenges that come while the bot's one
 * slot is taken wait and are played when it frees, in the configured order, unless their
 * challenger cancels them or they wait too long. A game the human {@code alice} starts and never
 * moves in keeps the slot busy until the bot aborts it.
 */
class ChallengeQueueInArenaTest {

  private Arena arena;
  private RunningBot bot;
  private Path pgns;

  @BeforeEach
  void start() throws IOException {
    pgns = Files.createTempDirectory("zeitnot-queue");
    arena = Arena.start(0, Accounts.defaults(), ArenaSettings.DEFAULT.withKeepAliveMillis(300));
    arena.addOpponent("Random", () -> new RandomOpponent(1));
    arena.addOpponent("Weak", 1500, () -> new RandomOpponent(2));
    arena.addOpponent("Strong", 2500, () -> new RandomOpponent(3));
  }

  @AfterEach
  void stop() throws InterruptedException {
    if (bot != null) {
      bot.close();
    }
    arena.close();
  }

  private void startBot(String yaml) {
    BotConfig parsed = ConfigLoader.parse(yaml);
    bot = new RunningBot(arena, Accounts.BOT_TOKEN, pgns, System::nanoTime,
        config -> config.withChallenge(parsed.challenge()).withGame(parsed.game().withPgnDirectory(pgns)))
        .awaitOnline();
  }

  @Test
  void acceptsAndPlaysRematchesSentTheInstantEachGameEnds() {
    startBot("challenge:\n  concurrency: 1\n");
    arena.rematch("Random", 2);
    arena.challenge("Random", "zeitnot", 0, 1, "white");
    Await.until("three games are played", () -> arena.lobby().games().size() == 3
        && arena.lobby().games().stream().allMatch(ArenaGame::isOver));
    arena.lobby().games().forEach(this::assertFairEnd);
  }

  @Test
  void playsTwoChallengesThatCameDuringAGameOneAfterTheOtherBestRatedFirst() {
    startBot("challenge:\n  concurrency: 1\n  queue:\n    sort_by: best\n    max_wait_seconds: 300\n"
        + "game:\n  abort_after_seconds: 5\n");
    ArenaChallenge blocking = occupyTheSlot();
    ArenaChallenge weak = arena.challenge("Weak", "zeitnot", 0, 1, "white");
    ArenaChallenge strong = arena.challenge("Strong", "zeitnot", 0, 1, "black");
    Await.until("both wait", () -> bot.waiting().size() == 2);
    assertThat(bot.waiting()).extracting(WaitingChallenge::id).containsExactly(strong.id(), weak.id());

    Await.until("the blocking game is aborted", () -> game(blocking).map(ArenaGame::isOver).orElse(false));
    Await.until("the best-rated challenge is played", () -> game(strong).isPresent());
    assertThat(game(weak)).as("the other one waits until that game is over").isEmpty();
    Await.until("its game ends", () -> game(strong).orElseThrow().isOver());
    Await.until("the other one is played", () -> game(weak).map(ArenaGame::isOver).orElse(false));
    assertFairEnd(game(strong).orElseThrow());
    assertFairEnd(game(weak).orElseThrow());
    assertThat(game(blocking).orElseThrow().status()).isEqualTo(ArenaGameStatus.ABORTED);
  }

  @Test
  void dropsAWaitingChallengeItsChallengerCancels() {
    startBot("challenge:\n  concurrency: 1\ngame:\n  abort_after_seconds: 5\n");
    ArenaChallenge blocking = occupyTheSlot();
    ArenaChallenge weak = arena.challenge("Weak", "zeitnot", 0, 1, "white");
    Await.until("it waits", () -> bot.waiting().size() == 1);
    ArenaAccount challenger = arena.accounts().byName("Weak").orElseThrow();
    arena.lobby().cancel(weak.id(), challenger);
    Await.until("it leaves the queue", () -> bot.waiting().isEmpty());
    Await.until("the blocking game is aborted", () -> game(blocking).map(ArenaGame::isOver).orElse(false));
    bot.awaitIdle();
    // The freed slot goes to the next challenge; a canceled one still queued would have been tried first.
    ArenaChallenge next = arena.challenge("Weak", "zeitnot", 0, 1, "white");
    Await.until("the next challenge is played", () -> game(next).isPresent());
    assertThat(bot.sentRequests()).doesNotContain("POST /api/challenge/" + weak.id() + "/accept");
    assertThat(game(weak)).isEmpty();
    assertThat(arena.lobby().challenge(weak.id()).orElseThrow().status()).isEqualTo("canceled");
  }

  @Test
  void declinesWithLaterAChallengeThatWaitedTooLongBeforeItExpires() {
    arena.setChallengeLifetime(Duration.ofSeconds(20));
    startBot("challenge:\n  concurrency: 1\n  queue:\n    max_wait_seconds: 3\n");
    occupyTheSlot();
    ArenaChallenge weak = arena.challenge("Weak", "zeitnot", 0, 1, "white");
    Await.until("the bot answers it", () -> arena.lobby().challenge(weak.id())
        .map(c -> !c.isPending()).orElse(true));
    ArenaChallenge answered = arena.lobby().challenge(weak.id()).orElseThrow(
        () -> new AssertionError("the challenge expired unanswered"));
    assertThat(answered.status()).isEqualTo("declined");
    assertThat(answered.declineReasonKey()).isEqualTo("later");
    assertThat(game(weak)).isEmpty();
  }

  @Test
  void theArenaDropsAChallengeLeftUnansweredForItsLifetime() {
    arena.setChallengeLifetime(Duration.ofSeconds(1));
    ArenaChallenge unanswered = arena.challenge("Weak", "alice", 0, 1, "white");
    Await.until("it expires", () -> arena.lobby().challenge(unanswered.id()).isEmpty());
  }

  /** A game of alice, who never moves: the bot's one slot is taken until it aborts the game. */
  private ArenaChallenge occupyTheSlot() {
    ArenaChallenge blocking = arena.challenge("alice", "zeitnot", 60, 0, "white");
    Await.until("the bot accepts alice's challenge", () -> game(blocking).isPresent());
    return blocking;
  }

  private Optional<ArenaGame> game(ArenaChallenge challenge) {
    return arena.lobby().game(challenge.id());
  }

  private void assertFairEnd(ArenaGame game) {
    int botColor = game.colorOf(bot.account());
    assertThat(game.status()).as("game %s", game.id())
        .isIn(ArenaGameStatus.MATE, ArenaGameStatus.DRAW, ArenaGameStatus.STALEMATE);
    assertThat(game.rejectedMoves(botColor)).as("illegal bot moves").isZero();
  }
}
