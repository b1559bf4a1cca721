package dev.zeitnot.bot;

import dev.zeitnot.bot.challenge.ChallengeDesk;
import dev.zeitnot.bot.challenge.ChallengeQueueView;
import dev.zeitnot.bot.challenge.ChallengeSeries;
import dev.zeitnot.bot.challenge.Matchmaker;
import dev.zeitnot.bot.challenge.MatchmakingStore;
import dev.zeitnot.bot.challenge.OnlineUserLists;
import dev.zeitnot.bot.control.BotControl;
import dev.zeitnot.bot.control.OwnerControl;
import dev.zeitnot.bot.game.EngineFactory;
import dev.zeitnot.bot.game.GameSession;
import dev.zeitnot.bot.game.SessionContext;
import dev.zeitnot.bot.knowledge.LocalTablebase;
import dev.zeitnot.bot.report.BotObserver;
import dev.zeitnot.bot.report.LobbyReport;
import dev.zeitnot.bot.service.BotService;
import dev.zeitnot.bot.tournament.TournamentEntrant;
import dev.zeitnot.chess.Variant;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.lichess.LichessApi;
import dev.zeitnot.lichess.LichessClient;
import dev.zeitnot.lichess.online.OnlineHttp;
import dev.zeitnot.lichess.LichessException;
import dev.zeitnot.lichess.LichessHttpException;
import dev.zeitnot.lichess.Received;
import dev.zeitnot.lichess.StreamListener;
import dev.zeitnot.lichess.StreamSubscription;
import dev.zeitnot.lichess.TokenRefusedException;
import dev.zeitnot.lichess.model.Account;
import dev.zeitnot.lichess.model.ChallengeCanceledEvent;
import dev.zeitnot.lichess.model.ChallengeDeclinedEvent;
import dev.zeitnot.lichess.model.ChallengeEvent;
import dev.zeitnot.lichess.model.EventStreamEvent;
import dev.zeitnot.lichess.model.GameFinishEvent;
import dev.zeitnot.lichess.model.GameId;
import dev.zeitnot.lichess.model.GameInfo;
import dev.zeitnot.lichess.model.GameStartEvent;
import dev.zeitnot.lichess.online.UserListFetcher;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.BiPredicate;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The always-on bot: follows the account's event stream, hands challenges to the
 * {@link ChallengeDesk} (policy, slots, queue), runs one {@link GameSession} per game (resuming
 * games in progress after a restart, since the server replays their gameStart), and shuts down
 * gracefully: first no new games, then (on a second request) resigning the running ones. Every
 * other job (the queue's tick, matchmaking, tournaments, the correspondence check-in, the slot
 * check) is a {@link BotService}: a new job is one more service, not one more branch here. Calls
 * to the server made on behalf of the event stream (accept, decline, abort) and every service port
 * run on a small pool of command threads, so the stream's thread is never held up by a slow server.
 */
public final class Bot {

  private static final Logger log = LoggerFactory.getLogger(Bot.class);
  /** The file in the PGN directory that keeps matchmaking's declines and daily counts over a restart. */
  static final String MATCHMAKING_MEMORY = "matchmaking-state.json";
  /** The challenge queue is looked at this often. */
  private static final Duration QUEUE_TICK = Duration.ofSeconds(1);
  /** How often the bot's page is told the challenge queue, matchmaking and tournaments. */
  private static final Duration LOBBY_REPORT = Duration.ofSeconds(1);
  /** Services first tick this long after the bot has connected. */
  private static final Duration FIRST_TICK = Duration.ofSeconds(1);
  /** The longest wait for a block or allow list at a URL. */
  private static final Duration ONLINE_LIST_TIMEOUT = Duration.ofSeconds(10);

  private final SessionContext context;
  private final ScheduledExecutorService commands =
      Executors.newScheduledThreadPool(2, daemon("bot-command"));
  private final ChallengeDesk desk;
  /** What the owner may ask of the running bot ({@code zeitnot control}). */
  private final BotControl control;
  /** The jobs beside the games: challenge queue, matchmaking, tournaments, check-in, slot check. */
  private final List<BotService> services;
  private final Map<String, GameSession> sessions = new ConcurrentHashMap<>();
  /** Correspondence games put aside while the opponent thinks (no session); they keep their slot. */
  private final Set<String> putAside = ConcurrentHashMap.newKeySet();
  /** Games beyond the concurrency limit whose abort is under way. */
  private final Set<String> aborting = ConcurrentHashMap.newKeySet();
  private final CountDownLatch stopped = new CountDownLatch(1);
  private volatile boolean shuttingDown;
  /** Set by {@link #endGamesNow()}: a game that starts after it is resigned at once, like the others. */
  private volatile boolean endingGamesNow;
  private volatile String accountId = "";
  /** Why the bot must stop for good (the token refused, the event stream refused); null while fine. */
  private volatile LichessException fatal;

  /** A bot on the server of {@code config} with the API token {@code token}. */
  public Bot(BotConfig config, String token) {
    this(config, token, BotObserver.NONE);
  }

  /** Likewise, reporting to {@code observer} (the ops endpoint). */
  public Bot(BotConfig config, String token, BotObserver observer) {
    this(config, token, observer, LocalTablebase.open(config.syzygy()));
  }

  /** Likewise; the books' endgame moves and the built-in engines' searches share one set of opened tables. */
  private Bot(BotConfig config, String token, BotObserver observer, LocalTablebase tablebase) {
    this(SessionContext.of(LichessClient.builder(config.server().url(), token).build(), config,
        EngineFactory.of(config, tablebase), OnlineHttp.withToken(token), tablebase).withObserver(observer));
  }

  /** A bot with its collaborators given (tests, the demo). */
  public Bot(SessionContext context) {
    this.context = context;
    this.desk = new ChallengeDesk(context.api(), context.config().challenge(), commands, context.nanoClock());
    context.chat().showWaiting(() -> desk.queue().waiting().stream()
        .map(w -> w.challenger() + (w.rating() == null ? "" : " (" + w.rating() + ")") + " " + w.timeControl())
        .toList());
    BotConfig config = context.config();
    desk.keepForHumans(config.matchmaking().gamesReservedForHumans());
    BiPredicate<String, String> playable = (variant, speed) ->
        Variant.ofLichessKey(variant).map(v -> context.engines().plays(v, speed)).orElse(true);
    desk.policy().playable(playable);
    List<BotService> jobs = new ArrayList<>();
    jobs.add(BotService.every("the challenge queue", QUEUE_TICK, desk::tick));
    jobs.add(BotService.every("the correspondence check-in",
        Duration.ofSeconds(config.challenge().correspondence().checkinSeconds()), this::checkIn));
    jobs.add(new SlotCheck());
    if (config.challenge().onlineLists().any()) {
      UserListFetcher fetcher = new UserListFetcher(OnlineHttp.create(), ONLINE_LIST_TIMEOUT);
      OnlineUserLists lists = new OnlineUserLists(config.challenge().onlineLists(), fetcher::fetch);
      desk.policy().onlineLists(lists);
      jobs.add(lists);
    }
    TournamentEntrant tournaments = !config.tournaments().enabled() ? null
        : new TournamentEntrant(config.tournaments(), context.api(), Clock.systemUTC(),
            () -> desk.limit(false) - desk.slots().taken(false));
    if (tournaments != null) {
      tournaments.playable(playable);
      desk.reserveSlots(tournaments::reserved);
      jobs.add(tournaments);
    }
    Matchmaker matchmaker = !config.matchmaking().enabled() ? null
        : new Matchmaker(config.matchmaking(), Set.copyOf(config.challenge().blockList()),
            config.challenge().concurrency(), context.api(), Clock.systemUTC(),
            () -> desk.slots().taken(false) + (tournaments == null ? 0 : tournaments.reserved()), new Random());
    if (matchmaker != null) {
      matchmaker.playable(playable);
      matchmaker.remember(new MatchmakingStore(config.game().pgnDirectory().resolve(MATCHMAKING_MEMORY)));
      jobs.add(matchmaker);
    }
    ChallengeSeries series = new ChallengeSeries(context.api(), Clock.systemUTC(),
        () -> freeSlots() - (tournaments == null ? 0 : tournaments.reserved()));
    jobs.add(series);
    this.control = new OwnerControl(matchmaker, desk.queue(), series, config, desk.policy());
    jobs.add(BotService.every("the report to the bot's page", LOBBY_REPORT,
        () -> context.observer().lobby(lobby(matchmaker, tournaments))));
    this.services = List.copyOf(jobs);
  }

  private LobbyReport lobby(Matchmaker matchmaker, TournamentEntrant tournaments) {
    List<LobbyReport.QueuedChallenge> queue = desk.queue().waiting().stream()
        .map(w -> new LobbyReport.QueuedChallenge(w.challenger(), w.rating(), w.timeControl(), w.waitedMs() / 1000))
        .toList();
    return new LobbyReport(queue, matchmaker == null ? "off" : matchmaker.state(),
        tournaments == null ? List.of() : tournaments.describe());
  }

  /**
   * Checks the token and the account (waiting out a server outage), then plays until
   * {@link #shutdown()} and every running game has ended.
   *
   * @throws dev.zeitnot.lichess.NotABotAccountException when the token's account is not a BOT
   * @throws TokenRefusedException when the token is unknown, revoked or lacks bot:play, at
   *     start-up or at any later call
   * @throws LichessHttpException when the server refuses the event stream for good
   */
  private static Map<String, Integer> ratings(Account account) {
    Map<String, Integer> ratings = new HashMap<>();
    if (account.perfs() != null) {
      account.perfs().forEach((perf, stats) -> {
        if (stats != null) {
          ratings.put(perf, stats.rating());
        }
      });
    }
    return ratings;
  }

  public void run() throws InterruptedException {
    LichessApi api = context.api();
    String serverUrl = context.config().server().url();
    Optional<Account> checked =
        new StartupCheck(api, serverUrl, stopped, StartupCheck.BACKOFF).verify();
    if (checked.isEmpty()) {
      commands.shutdown();
      log.info("bot stopped before it could connect");
      return;
    }
    Account account = checked.get();
    api.watchToken(refusal -> stopForGood(new TokenRefusedException("the server refused the "
        + "token (HTTP " + refusal.status() + " " + refusal.serverMessage() + " on "
        + refusal.endpoint().description() + ")", serverUrl)));
    api.watchRateLimits(endpoint -> context.observer().rateLimited(endpoint.name().toLowerCase(Locale.ROOT)));
    accountId = account.id().toLowerCase(Locale.ROOT);
    desk.policy().ourRatings(ratings(account));
    log.info("connected as {} to {}", account.username(), context.config().server().url());
    context.observer().signedIn(account.username());
    resumeGamesInProgress();
    for (BotService service : services) {
      long periodMs = service.period().toMillis();
      if (periodMs > 0) {
        commands.scheduleWithFixedDelay(() -> safely(service, "tick", service::tick), FIRST_TICK.toMillis(),
            periodMs, TimeUnit.MILLISECONDS);
      }
    }
    StreamSubscription events = api.streamEvents(new StreamListener<>() {
      @Override
      public void onEvent(Received<EventStreamEvent> received) {
        handle(received.event());
      }

      @Override
      public void onConnected() {
        services.forEach(service -> commands.execute(() -> safely(service, "reconnect", service::onConnected)));
        context.observer().eventStreamConnected();
      }

      @Override
      public void onDisconnected() {
        context.observer().eventStreamDisconnected();
      }

      @Override
      public void onFailed(LichessHttpException failure) {
        stopForGood(failure);
      }
    });
    try {
      stopped.await();
    } finally {
      if (fatal == null) {
        services.forEach(service -> safely(service, "stop", service::stop)); // waits for a stop under way
      }
      events.close();
      commands.shutdown();
      commands.awaitTermination(5, TimeUnit.SECONDS);
    }
    if (fatal != null) {
      throw fatal;
    }
    log.info("bot stopped");
  }

  /** Ends {@link #run()} with {@code failure}: nothing can be played any more. */
  private void stopForGood(LichessException failure) {
    context.observer().eventStreamRefused(failure.getMessage());
    if (fatal == null) {
      fatal = failure;
      shuttingDown = true;
      stopped.countDown();
    }
  }

  /** Stops accepting challenges; {@link #run()} returns once the running games have ended. */
  public void shutdown() {
    if (!shuttingDown) {
      shuttingDown = true;
      log.info("shutting down: no new games; {} running game(s) will be finished", sessions.size());
      desk.close();
      stopServices();
    }
    stopWhenIdle();
  }

  /** Shuts down now: every running game is resigned (or aborted while that is allowed). */
  public void endGamesNow() {
    shuttingDown = true;
    endingGamesNow = true;
    desk.close();
    stopServices();
    log.info("ending {} running game(s) now", sessions.size());
    sessions.values().forEach(GameSession::forceEnd);
    stopWhenIdle();
  }

  /** The games being played now (their ids). */
  public Set<String> runningGames() {
    return Set.copyOf(sessions.keySet());
  }

  /** The challenges waiting for a free slot (read-only; for chat commands and status). */
  public ChallengeQueueView challengeQueue() {
    return desk.queue();
  }

  /** What the owner may ask of this bot while it runs (pause matchmaking, list the queue, ...). */
  public BotControl control() {
    return control;
  }

  /** Real-time slots not taken by a running game or an accepted challenge (for matchmaking). */
  public int freeSlots() {
    return Math.max(0, desk.limit(false) - desk.slots().taken(false));
  }

  private void resumeGamesInProgress() {
    try {
      context.api().playing().nowPlaying().forEach(game -> startGame(game, false));
    } catch (LichessException e) {
      log.warn("could not list the games in progress ({}); the event stream will replay them", e.getMessage());
    }
  }

  private void handle(EventStreamEvent event) {
    services.forEach(service -> safely(service, "event", () -> service.onEvent(event)));
    if (event instanceof ChallengeEvent challenge) {
      String challenger = challenge.challenge().challenger() == null ? ""
          : challenge.challenge().challenger().id();
      if (!accountId.equalsIgnoreCase(challenger)) { // not our own outgoing challenge
        desk.onChallenge(challenge.challenge());
      }
    } else if (event instanceof GameStartEvent start) {
      startGame(start.game(), false);
    } else if (event instanceof GameFinishEvent finish) {
      desk.gameOver(finish.game().gameId());
      putAside.remove(finish.game().gameId());
      GameSession session = sessions.get(finish.game().gameId());
      if (session != null) {
        session.gameFinished(finish.game());
      }
    } else if (event instanceof ChallengeCanceledEvent canceled) {
      log.debug("challenge {} canceled", canceled.challenge().id());
      desk.onCanceled(canceled.challenge().id());
    } else if (event instanceof ChallengeDeclinedEvent declined) {
      log.debug("challenge {} declined ({})", declined.challenge().id(), declined.challenge().declineReasonKey());
    }
  }

  /** Starts a session for {@code game}; one beyond the limit is aborted first unless {@code play}. */
  private void startGame(GameInfo game, boolean play) {
    String id = game.gameId();
    if (!GameId.isValid(id)) {
      log.warn("ignoring a game whose id {} is not a Lichess game id (8 letters and digits)", GameId.shown(id));
      return;
    }
    synchronized (sessions) {
      if (sessions.containsKey(id)) {
        log.debug("game {} already running", id);
        return;
      }
      boolean correspondence = isCorrespondence(game);
      int limit = desk.limit(correspondence);
      boolean ours = desk.slots().isAccepted(id) || desk.slots().isLive(id);
      boolean pairing = game.tournamentId() != null; // an arena pairing is never refused for want of a slot
      if (!play && !ours && !pairing && desk.slots().taken(correspondence) >= limit) {
        if (aborting.add(id)) {
          log.info("game {} is beyond the concurrency limit of {}; aborting it", id, limit);
          commands.execute(() -> abortBeyondConcurrency(game));
        }
        return;
      }
      desk.gameStarted(id, opponentId(game), correspondence);
      GameSession session = new GameSession(context, game, s -> desk.gameOver(s.gameId()), this::sessionEnded);
      if (putAside.remove(id)) {
        session.resumeQuietly();
      }
      sessions.put(id, session);
      Thread thread = new Thread(session, "game-" + id);
      thread.start();
      if (endingGamesNow) {
        // Its start raced endGamesNow: it ends like the games running then, not left playing on.
        session.forceEnd();
      }
    }
  }

  // A game beyond the limit is aborted while it can be; one that cannot is played, never abandoned.
  private void abortBeyondConcurrency(GameInfo game) {
    try {
      context.api().abort(game.gameId());
      aborting.remove(game.gameId());
    } catch (LichessException e) {
      log.info("game {} can no longer be aborted ({}); playing it", game.gameId(), e.getMessage());
      aborting.remove(game.gameId());
      startGame(game, true);
    }
  }

  private void sessionEnded(GameSession session) {
    if (session.isParked()) {
      putAside.add(session.gameId()); // still ours, slot kept; the check-in resumes it on our turn
    } else {
      desk.gameOver(session.gameId());
    }
    sessions.remove(session.gameId());
    stopWhenIdle();
  }

  private void stopWhenIdle() {
    if (shuttingDown && sessions.isEmpty()) {
      stopped.countDown();
    }
  }

  private static void safely(BotService service, String port, Runnable call) {
    try {
      call.run();
    } catch (RuntimeException e) {
      log.error("{} failed ({})", service.name(), port, e);
    }
  }

  // Once run() is ending it stops them itself, and commands no longer run: a stop that finds them
  // shut down (even while it hands them over, run() ending on another thread) has nothing to do.
  private void stopServices() {
    try {
      services.forEach(service -> commands.execute(() -> safely(service, "stop", service::stop)));
    } catch (RejectedExecutionException ended) {
      log.debug("services already stopped by the ending run loop");
    }
  }

  /** Resumes the correspondence games put aside where it is now our turn (the server sends no event for it). */
  private void checkIn() {
    if (shuttingDown || putAside.isEmpty()) {
      return;
    }
    try {
      for (GameInfo game : context.api().playing().nowPlaying()) {
        if (game.myTurn() && putAside.contains(game.gameId()) && !sessions.containsKey(game.gameId())) {
          log.info("game {}: our turn in a game put aside; resuming it", game.gameId());
          startGame(game, true);
        }
      }
    } catch (LichessException e) {
      log.debug("could not list the games in progress to check in ({})", e.getMessage());
    }
  }

  /** After every (re)connect of the event stream: frees slots of accepted challenges that never became games. */
  private final class SlotCheck implements BotService {
    @Override
    public String name() {
      return "the slot check";
    }

    @Override
    public void onConnected() {
      try {
        desk.reconcile(context.api().playing().nowPlaying().stream().map(GameInfo::gameId)
            .collect(Collectors.toSet()));
      } catch (LichessException e) {
        log.debug("could not list the games in progress to check the slots ({})", e.getMessage());
      }
    }
  }

  /** Correspondence and unlimited games (Lichess gives both the speed correspondence) have their own limit. */
  private static boolean isCorrespondence(GameInfo game) {
    return "correspondence".equals(game.speed());
  }

  private static String opponentId(GameInfo game) {
    if (game.opponent() == null) {
      return "";
    }
    String id = game.opponent().id() != null ? game.opponent().id() : game.opponent().username();
    return id == null ? "" : id.toLowerCase(Locale.ROOT);
  }

  private static ThreadFactory daemon(String name) {
    AtomicInteger count = new AtomicInteger();
    return runnable -> {
      Thread thread = new Thread(runnable, name + "-" + count.incrementAndGet());
      thread.setDaemon(true);
      return thread;
    };
  }
}
