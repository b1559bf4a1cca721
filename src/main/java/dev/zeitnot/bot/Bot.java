package dev.zeitnot.bot;

import dev.zeitnot.bot.challenge.ChallengePolicy;
import dev.zeitnot.bot.challenge.ChallengeVerdict;
import dev.zeitnot.bot.game.EngineFactory;
import dev.zeitnot.bot.game.GameSession;
import dev.zeitnot.bot.game.SessionContext;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.lichess.DeclineReason;
import dev.zeitnot.lichess.LichessApi;
import dev.zeitnot.lichess.LichessClient;
import dev.zeitnot.lichess.LichessException;
import dev.zeitnot.lichess.Received;
import dev.zeitnot.lichess.StreamListener;
import dev.zeitnot.lichess.StreamSubscription;
import dev.zeitnot.lichess.model.Account;
import dev.zeitnot.lichess.model.Challenge;
import dev.zeitnot.lichess.model.ChallengeCanceledEvent;
import dev.zeitnot.lichess.model.ChallengeDeclinedEvent;
import dev.zeitnot.lichess.model.ChallengeEvent;
import dev.zeitnot.lichess.model.EventStreamEvent;
import dev.zeitnot.lichess.model.GameFinishEvent;
import dev.zeitnot.lichess.model.GameInfo;
import dev.zeitnot.lichess.model.GameStartEvent;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The always-on bot: follows the account's event stream, accepts or declines challenges by the
 * policy, runs one {@link GameSession} per game (resuming games in progress after a restart,
 * since the server replays their gameStart), keeps to the configured concurrency, and shuts
 * down gracefully: first no new games, then (on a second request) resigning the running ones.
 */
public final class Bot {

  private static final Logger log = LoggerFactory.getLogger(Bot.class);

  private final SessionContext context;
  private final ChallengePolicy policy;
  private final Map<String, GameSession> sessions = new ConcurrentHashMap<>();
  /** Challenges we accepted whose gameStart has not come yet: they count against concurrency. */
  private final Set<String> accepted = ConcurrentHashMap.newKeySet();
  private final CountDownLatch stopped = new CountDownLatch(1);
  private volatile boolean shuttingDown;
  private volatile String accountId = "";

  /** A bot on the server of {@code config} with the API token {@code token}. */
  public Bot(BotConfig config, String token) {
    this(SessionContext.of(LichessClient.builder(config.server().url(), token).build(), config,
        EngineFactory.of(config.engine())));
  }

  /** A bot with its collaborators given (tests, the demo). */
  public Bot(SessionContext context) {
    this.context = context;
    this.policy = new ChallengePolicy(context.config().challenge());
  }

  /**
   * Checks the account, then plays until {@link #shutdown()} and every running game has ended.
   *
   * @throws dev.zeitnot.lichess.NotABotAccountException when the token's account is not a BOT
   * @throws LichessException when the server cannot be reached or refuses the token
   */
  public void run() throws InterruptedException {
    LichessApi api = context.api();
    Account account = api.botAccount();
    accountId = account.id().toLowerCase(Locale.ROOT);
    log.info("connected as {} to {}", account.username(), context.config().server().url());
    resumeGamesInProgress();
    StreamSubscription events = api.streamEvents(new StreamListener<>() {
      @Override
      public void onEvent(Received<EventStreamEvent> received) {
        handle(received.event());
      }
    });
    try {
      stopped.await();
    } finally {
      events.close();
    }
    log.info("bot stopped");
  }

  /** Stops accepting challenges; {@link #run()} returns once the running games have ended. */
  public void shutdown() {
    if (!shuttingDown) {
      shuttingDown = true;
      log.info("shutting down: no new games; {} running game(s) will be finished", sessions.size());
    }
    stopWhenIdle();
  }

  /** Shuts down now: every running game is resigned (or aborted while that is allowed). */
  public void endGamesNow() {
    shuttingDown = true;
    log.info("ending {} running game(s) now", sessions.size());
    sessions.values().forEach(GameSession::forceEnd);
    stopWhenIdle();
  }

  /** The games being played now (their ids). */
  public Set<String> runningGames() {
    return Set.copyOf(sessions.keySet());
  }

  private void resumeGamesInProgress() {
    try {
      context.api().playing().nowPlaying().forEach(this::startGame);
    } catch (LichessException e) {
      log.warn("could not list the games in progress ({}); the event stream will replay them", e.getMessage());
    }
  }

  private void handle(EventStreamEvent event) {
    if (event instanceof ChallengeEvent challenge) {
      onChallenge(challenge.challenge());
    } else if (event instanceof GameStartEvent start) {
      accepted.remove(start.game().gameId());
      startGame(start.game());
    } else if (event instanceof GameFinishEvent finish) {
      accepted.remove(finish.game().gameId());
      GameSession session = sessions.get(finish.game().gameId());
      if (session != null) {
        session.gameFinished(finish.game());
      }
    } else if (event instanceof ChallengeCanceledEvent canceled) {
      accepted.remove(canceled.challenge().id());
      log.debug("challenge {} canceled", canceled.challenge().id());
    } else if (event instanceof ChallengeDeclinedEvent declined) {
      log.debug("challenge {} declined ({})", declined.challenge().id(), declined.challenge().declineReasonKey());
    }
  }

  private void onChallenge(Challenge challenge) {
    String challenger = challenge.challenger() == null ? "" : challenge.challenger().id();
    if (accountId.equalsIgnoreCase(challenger)) {
      return; // our own outgoing challenge
    }
    String what = describe(challenge);
    try {
      if (shuttingDown) {
        log.info("challenge {} declined (later: shutting down)", what);
        context.api().declineChallenge(challenge.id(), DeclineReason.LATER);
        return;
      }
      ChallengeVerdict verdict = policy.judge(challenge, sessions.size() + accepted.size(),
          gamesAgainst(challenger));
      if (verdict.accept()) {
        accepted.add(challenge.id());
        log.info("challenge {} accepted", what);
        context.api().acceptChallenge(challenge.id());
      } else {
        log.info("challenge {} declined ({}: {})", what, verdict.reason().key(), verdict.explanation());
        context.api().declineChallenge(challenge.id(), verdict.reason());
      }
    } catch (LichessException e) {
      accepted.remove(challenge.id());
      log.warn("challenge {}: the server refused our answer ({})", challenge.id(), e.getMessage());
    }
  }

  private void startGame(GameInfo game) {
    synchronized (sessions) {
      if (sessions.containsKey(game.gameId())) {
        log.debug("game {} already running", game.gameId());
        return;
      }
      int limit = context.config().challenge().concurrency();
      if (sessions.size() >= limit && abortBeyondConcurrency(game, limit)) {
        return;
      }
      GameSession session = new GameSession(context, game, this::sessionEnded);
      sessions.put(game.gameId(), session);
      Thread thread = new Thread(session, "game-" + game.gameId());
      thread.start();
    }
  }

  // A game beyond the limit is aborted while it can be; one that cannot is played, never abandoned.
  private boolean abortBeyondConcurrency(GameInfo game, int limit) {
    log.info("game {} is beyond the concurrency limit of {}; aborting it", game.gameId(), limit);
    try {
      context.api().abort(game.gameId());
      return true;
    } catch (LichessException e) {
      log.info("game {} can no longer be aborted ({}); playing it", game.gameId(), e.getMessage());
      return false;
    }
  }

  private void sessionEnded(GameSession session) {
    sessions.remove(session.gameId());
    stopWhenIdle();
  }

  private void stopWhenIdle() {
    if (shuttingDown && sessions.isEmpty()) {
      stopped.countDown();
    }
  }

  private int gamesAgainst(String challenger) {
    return (int) sessions.values().stream().filter(s -> s.opponentId().equalsIgnoreCase(challenger)).count();
  }

  private static String describe(Challenge challenge) {
    var user = challenge.challenger();
    String who = user == null ? "?" : user.name() + (user.rating() == null ? "" : " (" + user.rating() + ")");
    String clock = challenge.timeControl() == null || challenge.timeControl().show() == null ? ""
        : " " + challenge.timeControl().show();
    return challenge.id() + " from " + who + ":" + clock + " " + (challenge.rated() ? "rated" : "casual")
        + " " + (challenge.variant() == null ? "standard" : challenge.variant().key());
  }
}
