package dev.zeitnot.bot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zeitnot.bot.challenge.WaitingChallenge;
import dev.zeitnot.bot.chat.ChatDesk;
import dev.zeitnot.bot.chat.ChatSender;
import dev.zeitnot.bot.chat.WaitingChallenges;
import dev.zeitnot.bot.clock.AdaptiveOverhead;
import dev.zeitnot.bot.clock.ClockBudget;
import dev.zeitnot.bot.game.FakeLichessApi;
import dev.zeitnot.bot.game.FirstLegalMoveEngine;
import dev.zeitnot.bot.game.GameEvents;
import dev.zeitnot.bot.game.PgnArchive;
import dev.zeitnot.bot.game.SessionContext;
import dev.zeitnot.bot.knowledge.Knowledge;
import dev.zeitnot.bot.report.BotObserver;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.ChallengeConfig;
import dev.zeitnot.config.ConfigLoader;
import dev.zeitnot.engine.Score;
import dev.zeitnot.lichess.Endpoint;
import dev.zeitnot.lichess.LichessHttpException;
import dev.zeitnot.lichess.NotABotAccountException;
import dev.zeitnot.lichess.RateLimitedException;
import dev.zeitnot.lichess.TokenRefusedException;
import dev.zeitnot.lichess.model.Account;
import dev.zeitnot.lichess.model.Challenge;
import dev.zeitnot.lichess.model.ChallengeCanceledEvent;
import dev.zeitnot.lichess.model.ChallengeEvent;
import dev.zeitnot.lichess.model.ChallengeUser;
import dev.zeitnot.lichess.model.ChatLine;
import dev.zeitnot.lichess.model.GameFinishEvent;
import dev.zeitnot.lichess.model.GameInfo;
import dev.zeitnot.lichess.model.GameStartEvent;
import dev.zeitnot.lichess.model.GameStatus;
import dev.zeitnot.lichess.model.LichessError;
import dev.zeitnot.lichess.model.Opponent;
import dev.zeitnot.lichess.model.RateLimit;
import dev.zeitnot.lichess.model.TimeControl;
import dev.zeitnot.lichess.model.TournamentInfo;
import dev.zeitnot.testing.Eventually;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

class BotTest {

  @TempDir
  Path pgnDirectory;

  /** Added to the real monotonic clock: tests move the bot's time forward with it. */
  private final AtomicLong skewNanos = new AtomicLong();
  private final LongSupplier clock = () -> System.nanoTime() + skewNanos.get();
  private FakeLichessApi api = new FakeLichessApi(
      new Account("zeitnot", "zeitnot", "BOT", null, null, null), clock);
  private Bot bot;
  private Thread runner;
  private final AtomicReference<RuntimeException> ended = new AtomicReference<>();

  private void run(String challengeYaml) {
    run(challengeYaml, "");
  }

  /** Runs the bot with this challenge section and these further sections (e.g. tournaments). */
  private void run(String challengeYaml, String moreYaml) {
    BotConfig parsed = ConfigLoader.parse("challenge:\n" + challengeYaml + moreYaml);
    ChallengeConfig challenge = parsed.challenge();
    BotConfig config = BotConfig.forServer("http://127.0.0.1:9999").withChallenge(challenge)
        .withTournaments(parsed.tournaments()).withMatchmaking(parsed.matchmaking());
    config = config.withGame(config.game().withPgnDirectory(pgnDirectory));
    SessionContext context = new SessionContext(api, config, () -> new FirstLegalMoveEngine(Score.cp(0)),
        new ClockBudget(config.time()), new AdaptiveOverhead(50, true),
        new PgnArchive(pgnDirectory, config.server().url()), clock, Knowledge.NONE,
        new ChatDesk(config.game().commands(), new ChatSender(api), WaitingChallenges.NONE), BotObserver.NONE);
    bot = new Bot(context);
    runner = new Thread(() -> {
      try {
        bot.run();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      } catch (RuntimeException e) {
        ended.set(e);
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
    Eventually.until(condition);
  }

  private static ChallengeEvent challenge(String id, String from, int limitSeconds) {
    return new ChallengeEvent(challengeOf(id, from, limitSeconds), null);
  }

  private static Challenge challengeOf(String id, String from, int limitSeconds) {
    ChallengeUser user = new ChallengeUser(from, from, 1800, null, false, true, 4);
    return new Challenge(id, "x", "created", user, null, GameEvents.STANDARD, false,
        limitSeconds < 180 ? "bullet" : "blitz",
        new TimeControl("clock", limitSeconds, 0, limitSeconds / 60 + "+0", null), "random", "white",
        null, null, null, null, null, null);
  }

  private static Challenge botChallenge(String id, String from) {
    Challenge challenge = challengeOf(id, from, 60);
    ChallengeUser user = new ChallengeUser(from, from, 1800, "BOT", false, true, 4);
    return new Challenge(id, challenge.url(), "created", user, null, GameEvents.STANDARD, false, "bullet",
        challenge.timeControl(), "random", "white", null, null, null, null, null, null);
  }

  private static GameStartEvent gameStart(String id) {
    return new GameStartEvent(game(id, GameStatus.STARTED));
  }

  private static GameFinishEvent gameFinish(String id) {
    return new GameFinishEvent(game(id, GameStatus.MATE));
  }

  private static GameInfo arenaGame(String id, String arenaId) {
    GameInfo game = game(id, GameStatus.STARTED);
    return new GameInfo(id, game.fullId(), "white", "", "", false, true, true, "arena", GameStatus.STARTED,
        game.variant(), "bullet", null, game.opponent(), 60, null, null, null, arenaId, null, game.compat());
  }

  private static GameInfo game(String id, GameStatus status) {
    GameInfo info = GameEvents.start("white");
    return new GameInfo(id, id + "abcd", "white", "", "", false, true, false, "friend",
        status, GameEvents.STANDARD, "bullet", null, new Opponent("bob", "Bob", 1800, null, null),
        60, null, null, null, null, null, info.compat());
  }

  @Test
  void stopsForGoodWhenAnyCallMeetsARefusedToken() throws InterruptedException {
    run("  concurrency: 1\n");
    api.refuseToken();
    runner.join(TimeUnit.SECONDS.toMillis(5));
    assertThat(runner.isAlive()).isFalse();
    assertThat(ended.get()).isInstanceOf(TokenRefusedException.class)
        .hasMessageContaining("HTTP 401").hasMessageContaining("bot:play");
  }

  @Test
  void stopsForGoodWhenTheEventStreamIsRefused() throws InterruptedException {
    run("  concurrency: 1\n");
    api.eventStreams.get(0).onFailed(new LichessHttpException(403, Endpoint.EVENT_STREAM,
        new LichessError("Forbidden", null)));
    runner.join(TimeUnit.SECONDS.toMillis(5));
    assertThat(runner.isAlive()).isFalse();
    assertThat(ended.get()).isInstanceOf(LichessHttpException.class);
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
  void acceptedChallengesTakeASlotBeforeTheirGameStartsSoTheNextOneWaits() {
    run("  concurrency: 1\n");
    api.pushEvent(challenge("chal0001", "alice", 60));
    api.pushEvent(challenge("chal0002", "carol", 60));
    await(() -> api.commands.contains("accept chal0001"));
    // The bot's answer to chal0002 is settled once it waits in the queue: it is not accepted then.
    await(() -> !bot.challengeQueue().waiting().isEmpty());
    assertThat(bot.challengeQueue().waiting()).extracting(WaitingChallenge::id).containsExactly("chal0002");
    assertThat(api.commands).noneMatch(c -> c.contains("chal0002"));
  }

  @Test
  void theQueueChatCommandShowsTheChallengesWaiting() {
    run("  concurrency: 1\n");
    api.pushEvent(challenge("chal0001", "alice", 60));
    api.pushEvent(challenge("chal0002", "carol", 60));
    await(() -> api.commands.contains("accept chal0001") && bot.challengeQueue().waiting().size() == 1);
    api.pushEvent(gameStart("chal0001"));
    await(() -> !api.gameStreams.isEmpty());
    api.pushGame(GameEvents.full("black", GameEvents.state("")));
    api.pushGame(new ChatLine("spectator", "dave", "!queue"));
    await(() -> api.commands.contains("chat spectator Challenges waiting: carol (1800) 1+0."));
  }

  @Test
  void acceptsAWaitingChallengeAsSoonAsTheEventStreamSaysTheGameIsOver() {
    run("  concurrency: 1\n");
    api.pushEvent(challenge("chal0001", "alice", 60));
    api.pushEvent(gameStart("chal0001"));
    api.pushEvent(challenge("chal0002", "carol", 60));
    await(() -> api.commands.contains("stream chal0001"));
    assertThat(api.commands).noneMatch(c -> c.contains("chal0002"));
    api.pushEvent(gameFinish("chal0001"));
    await(() -> api.commands.contains("accept chal0002"));
    assertThat(api.commands).noneMatch(c -> c.contains("decline chal0002"));
  }

  @Test
  void ignoresAGameWhoseIdIsNotALichessGameIdAndPlaysTheNextOne() {
    run("  concurrency: 1\n");
    api.pushEvent(gameStart("../x.pgn"));
    api.pushEvent(gameStart("game0001"));
    await(() -> api.gameStreams.size() == 1);
    assertThat(bot.runningGames()).containsExactly("game0001");
    assertThat(api.commands).noneMatch(c -> c.contains(".."));
  }

  @Test
  void acceptsAWaitingChallengeAsSoonAsTheGameStreamSaysTheGameIsOver() {
    run("  concurrency: 1\n");
    api.pushEvent(gameStart("game0001"));
    await(() -> api.gameStreams.size() == 1);
    api.pushEvent(challenge("chal0002", "carol", 60));
    api.pushGame(GameEvents.full("white", GameEvents.state("e2e4 e7e5", GameStatus.RESIGN, "white")));
    await(() -> api.commands.contains("accept chal0002"));
  }

  @Test
  void declinesWithLaterWhenTheQueueIsFull() {
    run("  concurrency: 1\n  queue:\n    length: 1\n");
    api.pushEvent(challenge("chal0001", "alice", 60));
    api.pushEvent(challenge("chal0002", "carol", 60));
    api.pushEvent(challenge("chal0003", "dave", 60));
    await(() -> api.commands.contains("decline chal0003 later"));
    assertThat(api.commands).noneMatch(c -> c.contains("chal0002"));
  }

  @Test
  void declinesWithLaterAChallengeThatWaitedAsLongAsItMay() {
    run("  concurrency: 1\n  queue:\n    max_wait_seconds: 30\n");
    api.pushEvent(challenge("chal0001", "alice", 60));
    api.pushEvent(challenge("chal0002", "carol", 60));
    await(() -> api.commands.contains("accept chal0001"));
    skewNanos.addAndGet(TimeUnit.SECONDS.toNanos(31));
    await(() -> api.commands.contains("decline chal0002 later"));
    assertThat(bot.challengeQueue().waiting()).isEmpty();
  }

  @Test
  void dropsAWaitingChallengeItsChallengerCanceled() {
    run("  concurrency: 1\n");
    api.pushEvent(challenge("chal0001", "alice", 60));
    api.pushEvent(challenge("chal0002", "carol", 60));
    api.pushEvent(new ChallengeCanceledEvent(challengeOf("chal0002", "carol", 60)));
    api.pushEvent(challenge("chal0003", "dave", 60));
    await(() -> bot.challengeQueue().waiting().size() == 1);
    assertThat(bot.challengeQueue().waiting()).extracting(WaitingChallenge::id).containsExactly("chal0003");
  }

  @Test
  void declinesWithLaterWhenTheDailyBotGameCapRefusesTheAcceptance() {
    run("  concurrency: 1\n");
    api.failNextAccept(new RateLimitedException(Endpoint.CHALLENGE_ACCEPT, Duration.ofHours(1),
        "You played 100 games against other bots today"));
    api.pushEvent(challenge("chal0001", "otherbot", 60));
    await(() -> api.commands.contains("decline chal0001 later"));
  }

  @Test
  void declinesWithLaterWhenTheChallengerReachedItsDailyBotGameCap() {
    run("  concurrency: 1\n");
    api.failNextAccept(new LichessHttpException(400, Endpoint.CHALLENGE_ACCEPT,
        new LichessError("OtherBot played 100 games against other bots today",
            new RateLimit(RateLimit.BOT_VS_BOT_DAY, 600))));
    api.pushEvent(challenge("chal0001", "otherbot", 60));
    await(() -> api.commands.contains("decline chal0001 later"));
    api.pushEvent(challenge("chal0002", "alice", 60));
    await(() -> api.commands.contains("accept chal0002"));
  }

  @Test
  @Timeout(20) // before the fix the event thread itself hung in the acceptance
  void answersChallengesOffTheEventStreamThreadWhileTheServerIsSlow() {
    run("  concurrency: 1\n  min_initial_seconds: 120\n");
    api.acceptGate = new CountDownLatch(1);
    api.pushEvent(challenge("chal0001", "alice", 180));
    // The event thread returned at once although the acceptance hangs; the next challenge is answered.
    api.pushEvent(challenge("chal0002", "carol", 60));
    await(() -> api.commands.contains("decline chal0002 tooFast"));
    assertThat(api.commands).doesNotContain("accept chal0001");
    api.acceptGate.countDown();
    await(() -> api.commands.contains("accept chal0001"));
  }

  @Test
  void freesTheSlotOfAnAcceptedChallengeWhoseGameNeverStartedWhenTheEventStreamReconnects() {
    run("  concurrency: 1\n");
    api.pushEvent(challenge("chal0001", "alice", 60));
    api.pushEvent(challenge("chal0002", "carol", 60));
    await(() -> api.commands.contains("accept chal0001"));
    skewNanos.addAndGet(TimeUnit.SECONDS.toNanos(11));
    api.reconnectEvents();
    await(() -> api.commands.contains("accept chal0002"));
  }

  @Test
  void freesTheSlotOfAnAcceptedChallengeWhoseGameNeverStartedAfterAMinute() {
    run("  concurrency: 1\n  queue:\n    max_wait_seconds: 600\n");
    api.pushEvent(challenge("chal0001", "alice", 60));
    api.pushEvent(challenge("chal0002", "carol", 60));
    await(() -> api.commands.contains("accept chal0001"));
    skewNanos.addAndGet(TimeUnit.SECONDS.toNanos(61));
    await(() -> api.commands.contains("accept chal0002"));
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
  void keepsTheSlotsReservedForHumansFreeOfBotsChallengesToo() {
    run("  concurrency: 2\n", "matchmaking:\n  games_reserved_for_humans: 1\n");
    api.pushEvent(new ChallengeEvent(botChallenge("chal0001", "botone"), null));
    await(() -> api.commands.contains("accept chal0001"));

    api.pushEvent(new ChallengeEvent(botChallenge("chal0002", "bottwo"), null));
    await(() -> bot.challengeQueue().waiting().size() == 1);
    api.pushEvent(challenge("chal0003", "alice", 60));
    await(() -> api.commands.contains("accept chal0003"));

    assertThat(api.commands).doesNotContain("accept chal0002");
  }

  @Test
  void playsAnArenaPairingBeyondTheConcurrencyLimitInsteadOfAbortingIt() {
    run("  concurrency: 1\n");
    api.pushEvent(gameStart("game0001"));
    api.pushEvent(new GameStartEvent(arenaGame("game0002", "Arena001")));
    await(() -> bot.runningGames().size() == 2);
    assertThat(api.commands).doesNotContain("abort game0002");
  }

  @Test
  void keepsTheOnlySlotForAJoinedArenaSoAChallengeWaitsAndWithdrawsFromTheArenaOnShutdown() {
    api.tournamentInfo.put("Arena001", new TournamentInfo("Arena001", "Bot Arena", true, false, 0, 600, 3, null));
    run("  concurrency: 1\n", "tournaments:\n  join: [Arena001]\n");
    await(() -> api.commands.contains("tournament Arena001")); // read once joined: the slot is kept

    api.pushEvent(challenge("chal0001", "alice", 60));
    await(() -> bot.challengeQueue().waiting().size() == 1);
    assertThat(api.commands).doesNotContain("accept chal0001");

    bot.shutdown();
    await(() -> api.commands.contains("withdraw Arena001"));
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

  @Test
  void aGameThatStartsWhileTheGamesAreBeingEndedNowIsResignedLikeThem() {
    run("  concurrency: 2\n");
    api.pushEvent(gameStart("game0001"));
    await(() -> api.gameStreams.size() == 1);
    api.pushGame(GameEvents.full("white", GameEvents.state("")));
    bot.endGamesNow();
    await(() -> api.commands.contains("resign game0001"));
    // game0001 waits for its final state, so the bot still reads its events: one more game starts.
    api.pushEvent(gameStart("game0002"));
    await(() -> api.gameStreams.size() == 2);
    api.pushGame(GameEvents.full("white", GameEvents.state("")));
    await(() -> api.commands.contains("resign game0002"));
  }

  @Test
  void countsCorrespondenceGamesApartWithTheirOwnLimit() {
    run("  concurrency: 1\n  speeds: [bullet, blitz, correspondence]\n  correspondence:\n    concurrency: 1\n");
    api.pushEvent(challenge("chal0001", "alice", 60));
    api.pushEvent(correspondenceChallenge("corr0001", "carol"));
    api.pushEvent(correspondenceChallenge("corr0002", "dave"));
    await(() -> api.commands.contains("accept chal0001") && api.commands.contains("accept corr0001"));
    assertThat(bot.challengeQueue().waiting()).extracting(WaitingChallenge::id).containsExactly("corr0002");
    assertThat(bot.freeSlots()).isZero();
  }

  private static ChallengeEvent correspondenceChallenge(String id, String from) {
    Challenge clock = challengeOf(id, from, 60);
    return new ChallengeEvent(new Challenge(id, "x", "created", clock.challenger(), null, GameEvents.STANDARD,
        false, "correspondence", new TimeControl("correspondence", null, null, null, 3), "random", "white",
        null, null, null, null, null, null), null);
  }

  @Test
  void resumesACorrespondenceGamePutAsideWhenTheCheckInSeesItIsOurTurn() {
    run("  speeds: [bullet, correspondence]\n  correspondence:\n    checkin_seconds: 1\n    idle_seconds: 1\n");
    GameInfo waiting = correspondenceGame(false);
    api.pushEvent(new GameStartEvent(waiting));
    await(() -> api.gameStreams.size() == 1);
    api.pushGame(GameEvents.correspondence("black", GameEvents.state("")));
    await(() -> api.commands.stream().anyMatch(c -> c.startsWith("chat player Hi")));
    skewNanos.addAndGet(TimeUnit.SECONDS.toNanos(2));
    await(() -> bot.runningGames().isEmpty());
    api.playing = List.of(correspondenceGame(true));
    await(() -> api.gameStreams.size() == 2);
    api.pushGame(GameEvents.correspondence("black", GameEvents.state("e2e4")));
    await(() -> api.moves.size() == 1);
    assertThat(api.commands.stream().filter(c -> c.startsWith("chat player Hi"))).hasSize(1);
  }

  private static GameInfo correspondenceGame(boolean ourTurn) {
    GameInfo info = GameEvents.start("black");
    return new GameInfo(GameEvents.ID, GameEvents.ID + "abcd", "black", "", "", ourTurn, ourTurn, false, "friend",
        GameStatus.STARTED, GameEvents.STANDARD, "correspondence", null, info.opponent(), null, null, null, null,
        null, null, info.compat());
  }

  @Test
  void acceptsARematchOfTheGameThatJustEndedBeforeEarlierChallenges() {
    run("  concurrency: 1\n");
    api.pushEvent(gameStart("game0001"));
    api.pushEvent(challenge("chal0002", "carol", 60));
    Challenge plain = challengeOf("rema0001", "bob", 60);
    api.pushEvent(new ChallengeEvent(new Challenge(plain.id(), plain.url(), plain.status(), plain.challenger(),
        null, plain.variant(), false, plain.speed(), plain.timeControl(), plain.color(), plain.finalColor(),
        null, "game0001", null, null, null, null), null));
    await(() -> bot.challengeQueue().waiting().size() == 2);
    assertThat(bot.challengeQueue().waiting()).extracting(WaitingChallenge::id).containsExactly("rema0001", "chal0002");
    api.pushEvent(gameFinish("game0001"));
    await(() -> api.commands.contains("accept rema0001"));
    assertThat(api.commands).doesNotContain("accept chal0002");
  }
}
