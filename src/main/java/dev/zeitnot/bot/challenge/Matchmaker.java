package dev.zeitnot.bot.challenge;

import dev.zeitnot.bot.service.BotService;
import dev.zeitnot.config.MatchmakingConfig;
import dev.zeitnot.lichess.ChallengeRequest;
import dev.zeitnot.lichess.LichessApi;
import dev.zeitnot.lichess.LichessException;
import dev.zeitnot.lichess.LichessHttpException;
import dev.zeitnot.lichess.RateLimitedException;
import dev.zeitnot.lichess.model.Account;
import dev.zeitnot.lichess.model.Challenge;
import dev.zeitnot.lichess.model.ChallengeCanceledEvent;
import dev.zeitnot.lichess.model.ChallengeDeclinedEvent;
import dev.zeitnot.lichess.model.ChallengeEvent;
import dev.zeitnot.lichess.model.EventStreamEvent;
import dev.zeitnot.lichess.model.GameFinishEvent;
import dev.zeitnot.lichess.model.GameInfo;
import dev.zeitnot.lichess.model.GameStartEvent;
import dev.zeitnot.lichess.model.GameStatus;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiPredicate;
import java.util.function.IntSupplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Challenges online bots when the bot has a free slot and has been idle long enough
 * ({@code matchmaking} in the config). It keeps to the server's limits on its own side: one
 * request at a time (everything runs on the caller of {@link #tick()}), challenge credits and the
 * daily bot-game cap ({@link DailyLimits}: our own count, challenge and arena games alike, stops
 * before the cap until the next UTC day); the server has the last word: a 429 at challenge
 * creation (our cap, or any other limit) pauses for the seconds the server gives (at least a
 * minute), a 400 for the opponent's cap leaves that bot alone for the seconds given. It remembers
 * declines ({@link DeclineMemory}) and cancels a challenge left unanswered. The bot feeds it the
 * event stream ({@link #onEvent}) from its own thread.
 */
public final class Matchmaker implements BotService {

  private static final Logger log = LoggerFactory.getLogger(Matchmaker.class);
  /** After a 429 without a time, wait this long (the rule for every endpoint but moves). */
  private static final Duration RATE_LIMIT_PAUSE = Duration.ofMinutes(1);
  private static final int ONLINE_BOTS = 100;

  private final MatchmakingConfig config;
  private final int concurrency;
  private final LichessApi api;
  private final Clock clock;
  private final IntSupplier busySlots;
  private final OpponentPicker picker;
  private final ProfileChooser profiles;
  private final DeclineMemory memory;
  private final DailyLimits limits;
  /** Incoming challenges from bots: when one becomes a game, it is a bot game. */
  private final Set<String> botChallenges = ConcurrentHashMap.newKeySet();
  /** Running bot games, by game id, with the opponent's id. */
  private final Map<String, String> botGames = new ConcurrentHashMap<>();
  /** Those of them that are correspondence games: they take no real-time slot. */
  private final Set<String> correspondenceGames = ConcurrentHashMap.newKeySet();

  /** Where declines and today's counts are kept over a restart; null: in memory only. */
  private MatchmakingStore store;
  private Account us;
  private Pending pending;
  private Instant lastActivity;
  private Instant pausedUntil = Instant.MIN;
  private boolean capLogged;
  /** The owner paused matchmaking ({@code zeitnot control pause}) until they resume it. */
  private boolean heldByOwner;
  /** The bot of the last challenge sent (or tried), to remember when the server says it is capped. */
  private String lastTarget;

  private record Pending(String challengeId, String botId, MatchOffer offer, Instant sentAt) {}

  /**
   * @param blockList bots never challenged (the matchmaking and the challenge block lists)
   * @param concurrency the bot's games at once ({@code challenge.concurrency})
   * @param busySlots how many slots are taken now (running and accepted games)
   */
  public Matchmaker(MatchmakingConfig config, Set<String> blockList, int concurrency, LichessApi api,
      Clock clock, IntSupplier busySlots, Random random) {
    this.config = config;
    this.concurrency = concurrency;
    this.api = api;
    this.clock = clock;
    this.busySlots = busySlots;
    this.memory = new DeclineMemory(config.challengeFilter());
    Stream<String> challengeBlockList = config.includeChallengeBlockList() ? blockList.stream() : Stream.empty();
    Set<String> blocked = Stream.concat(challengeBlockList, config.blockList().stream())
        .map(name -> name.toLowerCase(Locale.ROOT)).collect(Collectors.toSet());
    this.picker = new OpponentPicker(config, blocked, memory, random);
    this.profiles = new ProfileChooser(config, random);
    this.limits = new DailyLimits(config.dailyBotGames());
    this.lastActivity = clock.instant();
  }

  /** Offers only games whose variant (the server's key) at its speed {@code playable} says an engine plays. */
  public void playable(BiPredicate<String, String> playable) {
    picker.playable(playable);
  }

  /** Takes back the declines and today's counts kept in {@code store}, and keeps them there from now on. */
  public synchronized void remember(MatchmakingStore keeper) {
    Instant now = clock.instant();
    keeper.load().ifPresent(saved -> {
      limits.restore(saved.day(), saved.botGames(), saved.credits(), now);
      memory.restore(saved.waitUntil(), saved.avoidUntil(), now);
      log.info("matchmaking: {} bot games today so far, {} bots declined lately (from before the restart)",
          limits.botGamesToday(now), saved.waitUntil().size());
    });
    this.store = keeper;
  }

  /** Bot-vs-bot games counted today (UTC). */
  public synchronized int botGamesToday() {
    return limits.botGamesToday(clock.instant());
  }

  /** What matchmaking is doing now, in a line for the bot's page (names and times are public). */
  public synchronized String state() {
    Instant now = clock.instant();
    String doing;
    if (pending != null) {
      doing = "challenged " + pending.botId() + " to " + pending.offer().describe() + ", waiting for an answer";
    } else if (pausedUntil.equals(Instant.MAX)) {
      doing = "stopped";
    } else if (heldByOwner) {
      doing = "paused by the owner";
    } else if (now.isBefore(pausedUntil)) {
      doing = "paused until " + pausedUntil.truncatedTo(ChronoUnit.SECONDS);
    } else if (!slotFree()) {
      doing = "waiting for a free slot";
    } else if (now.isBefore(lastActivity.plusSeconds(config.idleSeconds()))) {
      Instant next = lastActivity.plusSeconds(config.idleSeconds());
      doing = "idle; looking again at " + next.truncatedTo(ChronoUnit.SECONDS);
    } else {
      doing = "looking for an opponent";
    }
    return doing + " (" + limits.botGamesToday(now) + " of " + config.dailyBotGames() + " bot games today)";
  }

  /** An event of the bot's event stream. */
  @Override
  public synchronized void onEvent(EventStreamEvent event) {
    Instant now = clock.instant();
    if (event instanceof ChallengeEvent incoming) {
      Challenge challenge = incoming.challenge();
      if (challenge.challenger() != null && "BOT".equals(challenge.challenger().title())
          && (us == null || !us.id().equalsIgnoreCase(challenge.challenger().id()))) {
        botChallenges.add(challenge.id());
      }
    } else if (event instanceof GameStartEvent start) {
      String id = start.game().gameId();
      boolean ours = pending != null && pending.challengeId().equals(id);
      // Arena pairings count towards the server's cap too; their opponent's title is not in the
      // event, so every arena game is counted: the bot stops sooner, never later, than the server.
      boolean arena = start.game().tournamentId() != null || "arena".equals(start.game().source());
      if (ours || botChallenges.remove(id) || arena) {
        limits.botGameStarted(now);
        save(now);
        String opponent = start.game().opponent() == null ? "" : start.game().opponent().id();
        botGames.put(id, opponent == null ? "" : opponent.toLowerCase(Locale.ROOT));
        if ("correspondence".equals(start.game().speed())) {
          correspondenceGames.add(id);
        }
      }
      if (ours) {
        pending = null;
      }
      lastActivity = now;
    } else if (event instanceof GameFinishEvent finish) {
      String opponent = botGames.remove(finish.game().gameId());
      correspondenceGames.remove(finish.game().gameId());
      if (opponent != null && !opponent.isEmpty() && leftEarly(finish.game()) && config.leaverWaitMinutes() > 0) {
        log.info("matchmaking: {} {} game {}; not challenged for {} min", opponent,
            finish.game().status() == GameStatus.TIMEOUT ? "left" : "did not start or aborted",
            finish.game().gameId(), config.leaverWaitMinutes());
        memory.left(opponent, now, Duration.ofMinutes(config.leaverWaitMinutes()));
        save(now);
      }
      lastActivity = now;
    } else if (event instanceof ChallengeDeclinedEvent declined && isPending(declined.challenge())) {
      Challenge challenge = declined.challenge();
      log.info("matchmaking: {} declined {} ({})", pending.botId(), pending.offer().describe(),
          challenge.declineReasonKey());
      memory.declined(pending.botId(), challenge.declineReasonKey(), pending.offer(), now);
      pending = null;
      save(now);
    } else if (event instanceof ChallengeCanceledEvent canceled && isPending(canceled.challenge())) {
      pending = null;
    }
  }

  /** Matchmaking looks for an opponent (or at a pending challenge) this often. */
  static final Duration TICK = Duration.ofSeconds(1);

  @Override
  public String name() {
    return "matchmaking";
  }

  @Override
  public Duration period() {
    return TICK;
  }

  /** One step: cancels a stale challenge, or sends a new one when every condition holds. */
  @Override
  public synchronized void tick() {
    Instant now = clock.instant();
    if (pending != null) {
      if (!limits.botGameAllowed(now)) {
        cancelPending("the daily limit of bot games is reached");
      } else if (!now.isBefore(pending.sentAt().plusSeconds(config.challengeTimeoutSeconds()))) {
        cancelPending("unanswered after " + config.challengeTimeoutSeconds() + " s");
      }
      return;
    }
    if (heldByOwner || now.isBefore(pausedUntil) || !slotFree()
        || now.isBefore(lastActivity.plusSeconds(config.idleSeconds()))) {
      return;
    }
    if (!limits.botGameAllowed(now)) {
      if (!capLogged) {
        log.info("matchmaking: {} bot games today, the daily limit is {}; resuming at {}",
            limits.botGamesToday(now), config.dailyBotGames(), DailyLimits.nextDay(now));
        capLogged = true;
      }
      pausedUntil = DailyLimits.nextDay(now);
      return;
    }
    capLogged = false;
    if (!limits.creditAvailable(now)) {
      return;
    }
    try {
      challengeSomeone(now);
    } catch (RateLimitedException e) {
      pausedUntil = now.plus(longer(e.retryAfter(), RATE_LIMIT_PAUSE));
      log.warn("matchmaking paused until {}: {}", pausedUntil, e.getMessage());
    } catch (LichessHttpException e) {
      lastActivity = now; // try again after the idle time, not at once
      if (e.isDailyBotGameCap() && lastTarget != null) {
        Instant until = now.plusSeconds(Math.max(1, e.error().rateLimit().seconds()));
        memory.capped(lastTarget, until);
        save(now);
        log.info("matchmaking: {} has played its bot games for today; left alone until {}", lastTarget, until);
      } else {
        log.warn("matchmaking: {}", e.getMessage());
      }
    } catch (LichessException e) {
      log.warn("matchmaking: {}", e.getMessage());
      lastActivity = now; // try again after the idle time, not at once
    }
  }

  /** Sends no new challenge until {@link #resumeByOwner()}; one already sent waits for its answer. */
  public synchronized void pauseByOwner() {
    heldByOwner = true;
  }

  /** Challenges again when the other conditions hold (idle time, free slot, limits). */
  public synchronized void resumeByOwner() {
    heldByOwner = false;
  }

  /** Withdraws a challenge still waiting for an answer (the bot is stopping). */
  @Override
  public synchronized void stop() {
    if (pending != null) {
      cancelPending("the bot is stopping");
    }
    pausedUntil = Instant.MAX;
  }

  private void challengeSomeone(Instant now) {
    if (us == null) {
      us = api.botAccount();
    }
    List<Account> online = api.onlineBots(ONLINE_BOTS);
    Set<String> busyWith = new HashSet<>(botGames.values());
    MatchmakingConfig.Choice profile = profiles.next();
    var pick = picker.pick(profile.profile(), online, us, busyWith, now);
    if (pick.isEmpty()) {
      log.debug("matchmaking: no online bot fits profile {}: its rating window, block lists and declines",
          profile.name());
      lastActivity = now;
      return;
    }
    MatchOffer offer = pick.get().offer();
    lastTarget = pick.get().botId();
    limits.spendCredit(now);
    save(now);
    lastActivity = now;
    Challenge challenge = api.createChallenge(offer.isCorrespondence()
        ? new ChallengeRequest(pick.get().username(), null, null, offer.days(), offer.rated(), "random",
            offer.variant(), null, null)
        : new ChallengeRequest(pick.get().username(), offer.limitSeconds(), offer.incrementSeconds(), null,
            offer.rated(), "random", offer.variant(), null, null));
    pending = new Pending(challenge.id(), pick.get().botId(), offer, now);
    log.info("matchmaking: challenged {} ({}) to {}{}", pick.get().username(), pick.get().rating(), offer.describe(),
        config.profiles().isEmpty() ? "" : " (profile " + profile.name() + ")");
  }

  private void cancelPending(String why) {
    Pending stale = pending;
    pending = null;
    log.info("matchmaking: withdrawing the challenge to {} ({})", stale.botId(), why);
    memory.declined(stale.botId(), "later", stale.offer(), clock.instant());
    save(clock.instant());
    try {
      api.cancelChallenge(stale.challengeId());
    } catch (LichessException e) {
      log.debug("matchmaking: could not cancel challenge {} ({})", stale.challengeId(), e.getMessage());
    }
  }

  private void save(Instant now) {
    if (store != null) {
      store.save(new MatchmakingMemory(limits.day(now), limits.botGamesToday(now), limits.creditsToday(now),
          memory.waitUntil(), memory.avoidUntil()));
    }
  }

  /** A free slot for a bot game: below the concurrency less the human reserve, and idle unless allowed. */
  private boolean slotFree() {
    int busy = busySlots.getAsInt();
    if (busy > 0 && !config.duringGames()) {
      return false;
    }
    int realTimeBotGames = botGames.size() - correspondenceGames.size();
    return busy < concurrency && realTimeBotGames < concurrency - config.gamesReservedForHumans();
  }

  private boolean isPending(Challenge challenge) {
    return pending != null && challenge != null && pending.challengeId().equals(challenge.id());
  }

  private static Duration longer(Duration a, Duration b) {
    return a.compareTo(b) > 0 ? a : b;
  }

  /** A game the opponent aborted or never started, or left so that the server gave it to us. */
  private static boolean leftEarly(GameInfo game) {
    GameStatus status = game.status();
    return status == GameStatus.ABORTED || status == GameStatus.NO_START
        || status == GameStatus.TIMEOUT && game.color() != null && game.color().equals(game.winner());
  }
}
