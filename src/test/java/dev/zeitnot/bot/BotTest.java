package dev.zeitnot.bot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import dev.zeitnot.bot.clock.AdaptiveOverhead;
import dev.zeitnot.bot.clock.ClockBudget;
import dev.zeitnot.bot.game.FakeLichessApi;
import dev.zeitnot.bot.game.FirstLegalMoveEngine;
import dev.zeitnot.bot.game.GameEvents;
import dev.zeitnot.bot.game.PgnArchive;
import dev.zeitnot.bot.game.SessionContext;
import dev.zeitnot.bot.knowledge.Knowledge;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.ChallengeConfig;
import dev.zeitnot.config.ConfigLoader;
import dev.zeitnot.engine.Score;
import dev.zeitnot.lichess.NotABotAccountException;
import dev.zeitnot.lichess.model.Account;
import dev.zeitnot.lichess.model.Challenge;
import dev.zeitnot.lichess.model.ChallengeEvent;
import dev.zeitnot.lichess.model.ChallengeUser;
import dev.zeitnot.lichess.model.GameInfo;
import dev.zeitnot.lichess.model.GameStartEvent;
import dev.zeitnot.lichess.model.GameStatus;
import dev.zeitnot.lichess.model.Opponent;
import dev.zeitnot.lichess.model.TimeControl;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;


class BotTest {

  @TempDir
  Path pgnDirectory;

  private FakeLichessApi api = new FakeLichessApi(
      new Account("zeitnot", "zeitnot", "BOT", null, null, null), System::nanoTime);
  private Bot bot;
  private Thread runner;

  private void run(String challengeYaml) {
    ChallengeConfig challenge = ConfigLoader.parse("challenge:\n" + challengeYaml).challenge();
    BotConfig config = BotConfig.forServer("http://127.0.0.1:9999").withChallenge(challenge);
    config = config.withGame(config.game().withPgnDirectory(pgnDirectory));
    SessionContext context = new SessionContext(api, config, () -> new FirstLegalMoveEngine(Score.cp(0)),
        new ClockBudget(config.time()), new AdaptiveOverhead(50, true),
        new PgnArchive(pgnDirectory, config.server().url()), System::nanoTime, Knowledge.NONE);
    bot = new Bot(context);
    runner = new Thread(() -> {
      try {
        bot.run();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }, "bot");
    runner.start();
    await(() -> api.eventStreams.size() == 1);
  }

  @AfterEach
  void stop() throws InterruptedException {
    if (runner != null) {
      bot.endGamesNow();
      if (!bot.runningGames().isEmpty()) {
        await(() -> !api.gameStreams.isEmpty());
        api.pushGame(GameEvents.full("white", GameEvents.state("", GameStatus.ABORTED, null)));
      }
      runner.join(TimeUnit.SECONDS.toMillis(5));
    }
  }

  private static void await(BooleanSupplier condition) {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("condition not met in time");
      }
      Thread.onSpinWait();
    }
  }

  private static ChallengeEvent challenge(String id, String from, int limitSeconds) {
    ChallengeUser user = new ChallengeUser(from, from, 1800, null, false, true, 4);
    return new ChallengeEvent(new Challenge(id, "x", "created", user, null, GameEvents.STANDARD, false,
        limitSeconds < 180 ? "bullet" : "blitz",
        new TimeControl("clock", limitSeconds, 0, limitSeconds / 60 + "+0", null), "random", "white",
        null, null, null, null, null, null), null);
  }

  private static GameStartEvent gameStart(String id) {
    GameInfo info = GameEvents.start("white");
    return new GameStartEvent(new GameInfo(id, id + "abcd", "white", "", "", false, true, false, "friend",
        GameStatus.STARTED, GameEvents.STANDARD, "bullet", null, new Opponent("bob", "Bob", 1800, null, null),
        60, null, null, null, null, null, info.compat()));
  }

  @Test
  void refusesToRunOnAnAccountThatIsNotABotWithTheUpgradeHint() {
    api = new FakeLichessApi(new Account("human", "Human", null, null, null, null), System::nanoTime);
    BotConfig config = BotConfig.forServer("http://127.0.0.1:9999");
    Bot human = new Bot(SessionContext.of(api, config, () -> new FirstLegalMoveEngine(Score.cp(0))));
    assertThatThrownBy(human::run).isInstanceOf(NotABotAccountException.class)
        .hasMessageContaining("Human").hasMessageContaining("api/bot/account/upgrade");
  }

  @Test
  void acceptsAChallengeThePolicyAllows() {
    run("  concurrency: 1\n");
    api.pushEvent(challenge("chal0001", "alice", 60));
    await(() -> api.commands.contains("accept chal0001"));
  }

  @Test
  void declinesWithTheReasonKeyOfTheFailedFilter() {
    run("  min_initial_seconds: 120\n");
    api.pushEvent(challenge("chal0001", "alice", 60));
    await(() -> api.commands.contains("decline chal0001 tooFast"));
  }

  @Test
  void acceptedChallengesCountAgainstConcurrencyBeforeTheirGameStarts() {
    run("  concurrency: 1\n");
    api.pushEvent(challenge("chal0001", "alice", 60));
    api.pushEvent(challenge("chal0002", "carol", 60));
    await(() -> api.commands.contains("decline chal0002 later"));
    assertThat(api.commands).contains("accept chal0001");
  }

  @Test
  void ignoresItsOwnOutgoingChallenges() {
    run("  concurrency: 1\n");
    api.pushEvent(challenge("chal0001", "zeitnot", 60));
    api.pushEvent(challenge("chal0002", "alice", 60));
    await(() -> api.commands.contains("accept chal0002"));
    assertThat(api.commands).noneMatch(c -> c.contains("chal0001"));
  }

  @Test
  void startsOneSessionPerGameEvenWhenGameStartIsReplayed() {
    run("  concurrency: 2\n");
    api.pushEvent(gameStart("game0001"));
    api.pushEvent(gameStart("game0001"));
    api.pushEvent(challenge("chal0009", "alice", 60));
    await(() -> api.commands.contains("accept chal0009") && api.commands.contains("stream game0001"));
    assertThat(api.commands).containsOnlyOnce("stream game0001");
    assertThat(bot.runningGames()).containsExactly("game0001");
  }

  @Test
  void abortsAGameBeyondTheConcurrencyLimit() {
    run("  concurrency: 1\n");
    api.pushEvent(gameStart("game0001"));
    api.pushEvent(gameStart("game0002"));
    await(() -> api.commands.contains("abort game0002"));
    assertThat(bot.runningGames()).containsExactly("game0001");
  }

  @Test
  void declinesWithLaterWhileShuttingDownAndStopsWhenTheLastGameEnds() throws InterruptedException {
    run("  concurrency: 1\n");
    api.pushEvent(gameStart("game0001"));
    await(() -> api.gameStreams.size() == 1);
    bot.shutdown();
    api.pushEvent(challenge("chal0001", "alice", 60));
    await(() -> api.commands.contains("decline chal0001 later"));
    assertThat(runner.isAlive()).isTrue();
    api.pushGame(GameEvents.full("white", GameEvents.state("")));
    api.pushGame(GameEvents.state("", GameStatus.ABORTED, null));
    runner.join(TimeUnit.SECONDS.toMillis(5));
    assertThat(runner.isAlive()).isFalse();
  }

  @Test
  void endingGamesNowResignsThem() {
    run("  concurrency: 1\n");
    api.pushEvent(gameStart("game0001"));
    await(() -> api.gameStreams.size() == 1);
    api.pushGame(GameEvents.full("white", GameEvents.state("")));
    bot.endGamesNow();
    await(() -> api.commands.contains("resign game0001"));
  }
}
