package dev.zeitnot.bot;

import dev.zeitnot.bot.challenge.ChallengeDesk;
import dev.zeitnot.bot.challenge.ChallengeQueueView;
import dev.zeitnot.bot.challenge.Matchmaker;
import dev.zeitnot.bot.challenge.MatchmakingStore;
import dev.zeitnot.bot.game.EngineFactory;
import dev.zeitnot.bot.game.GameSession;
import dev.zeitnot.bot.game.SessionContext;
import dev.zeitnot.bot.report.BotObserver;
import dev.zeitnot.bot.tournament.TournamentEntrant;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.lichess.LichessApi;
import dev.zeitnot.lichess.LichessClient;
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
import dev.zeitnot.lichess.model.GameInfo;
import dev.zeitnot.lichess.model.GameStartEvent;
import java.time.Clock;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
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
 * gracefully: first no new games, then (on a second request) resigning the running ones. Calls
 * to the server made on behalf of the event stream (accept, decline, abort) run on a small pool
 * of command threads, so the stream's thread is never held up by a slow server.
 */
public final class Bot {

  private static final Logger log = LoggerFactory.getLogger(Bot.class);
  /** The file in the PGN directory that keeps matchmaking's declines and daily counts over a restart. */
  static final String MATCHMAKING_MEMORY = "matchmaking-state.json";

  private final SessionContext context;
  private final ScheduledExecutorService commands =
      Executors.newScheduledThreadPool(2, daemon("bot-command"));
  private final ChallengeDesk desk;
  /** Challenges other bots when idle; null when matchmaking is off. */
  private final Matchmaker matchmaker;
  /** Joins and leaves arena tournaments; null when the config names none and does not auto-join. */
  private final TournamentEntrant tournaments;
  private final Map<String, GameSession> sessions = new ConcurrentHashMap<>();
  /** Correspondence games put aside while the opponent thinks (no session); they keep their slot. */
  private final Set<String> putAside = ConcurrentHashMap.newKeySet();
  /** Games beyond the concurrency limit whose abort is under way. */
  private final Set<String> aborting = ConcurrentHashMap.newKeySet();
  private final CountDownLatch stopped = new CountDownLatch(1);
  private volatile boolean shuttingDown;
  private volatile String accountId = "";
  /** Why the bot must stop for good (the token refused, the event stream refused); null while fine. */
  private volatile LichessException fatal;

  /** A bot on the server of {@code config} with the API token {@code token}. */
  public Bot(BotConfig config, String token) {
    this(config, token, BotObserver.NONE);
  }

  /** Likewise, reporting to {@code observer} (the ops endpoint). */
  public Bot(BotConfig config, String token, BotObserver observer) {
    this(SessionContext.of(LichessClient.builder(config.server().url(), token).build(), config,
        EngineFactory.of(config.engine())).withObserver(observer));
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
    this.tournaments = !config.tournaments().enabled() ? null
        : new TournamentEntrant(config.tournaments(), context.api(), Clock.systemUTC(),
            () -> desk.limit(false) - desk.slots().taken(false));
    if (tournaments != null) {
      desk.reserveSlots(tournaments::reserved);
    }
    this.matchmaker = !config.matchmaking().enabled() ? null
        : new Matchmaker(config.matchmaking(), Set.copyOf(config.challenge().blockList()),
            config.challenge().concurrency(), context.api(), Clock.systemUTC(),
            () -> desk.slots().taken(false) + (tournaments == null ? 0 : tournaments.reserved()), new Random());
    if (matchmaker != null) {
      matchmaker.remember(new MatchmakingStore(config.game().pgnDirectory().resolve(MATCHMAKING_MEMORY)));
    }
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
    log.info("connected as {} to {}", account.username(), context.config().server().url());
    resumeGamesInProgress();
    commands.scheduleWithFixedDelay(this::tick, 1, 1, TimeUnit.SECONDS);
    long checkin = context.config().challenge().correspondence().checkinSeconds();
    commands.scheduleWithFixedDelay(this::checkIn, checkin, checkin, TimeUnit.SECONDS);
    if (tournaments != null) {
      commands.scheduleWithFixedDelay(this::checkTournaments, 1, context.config().tournaments().checkSeconds(),
          TimeUnit.SECONDS);
    }
    StreamSubscription events = api.streamEvents(new StreamListener<>() {
      @Override
      public void onEvent(Received<EventStreamEvent> received) {
        handle(received.event());
      }

      @Override
      public void onConnected() {
        commands.execute(Bot.this::reconcile);
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
      if (tournaments != null && fatal == null) {
        tournaments.stop(); // waits for a withdrawal still under way on a command thread
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
      stopMatchmaking();
      stopTournaments();
    }
    stopWhenIdle();
  }

  /** Shuts down now: every running game is resigned (or aborted while that is allowed). */
  public void endGamesNow() {
    shuttingDown = true;
    desk.close();
    stopMatchmaking();
    stopTournaments();
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
    if (matchmaker != null) {
      matchmaker.onEvent(event);
    }
    if (tournaments != null) {
      tournaments.onEvent(event);
    }
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

  private void tick() {
    try {
      desk.tick();
      if (matchmaker != null && !shuttingDown) {
        matchmaker.tick();
      }
    } catch (RuntimeException e) {
      log.error("challenge queue check failed", e);
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
    } catch (RuntimeException e) {
      log.error("the correspondence check-in failed", e);
    }
  }

  private void checkTournaments() {
    try {
      tournaments.check();
    } catch (RuntimeException e) {
      log.error("the tournament check failed", e);
    }
  }

  // Once run() has ended it has withdrawn itself (commands no longer run).
  private void stopTournaments() {
    if (tournaments != null && !commands.isShutdown()) {
      commands.execute(tournaments::stop);
    }
  }

  private void stopMatchmaking() {
    if (matchmaker != null) {
      commands.execute(matchmaker::stop);
    }
  }

  /** After every (re)connect of the event stream: frees slots of accepted challenges that never became games. */
  private void reconcile() {
    try {
      desk.reconcile(context.api().playing().nowPlaying().stream().map(GameInfo::gameId)
          .collect(Collectors.toSet()));
    } catch (LichessException e) {
      log.debug("could not list the games in progress to check the slots ({})", e.getMessage());
    } catch (RuntimeException e) {
      log.error("checking the slots against the games in progress failed", e);
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
