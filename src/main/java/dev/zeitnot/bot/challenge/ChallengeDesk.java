package dev.zeitnot.bot.challenge;

import dev.zeitnot.config.ChallengeConfig;
import dev.zeitnot.lichess.DeclineReason;
import dev.zeitnot.lichess.LichessApi;
import dev.zeitnot.lichess.LichessException;
import dev.zeitnot.lichess.LichessHttpException;
import dev.zeitnot.lichess.RateLimitedException;
import dev.zeitnot.lichess.model.Challenge;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.function.IntSupplier;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Answers challenges: the policy decides whether a challenge is wanted; a wanted one is accepted
 * when a slot is free and otherwise waits in the {@link ChallengeQueue} (declined {@code later}
 * only when it has waited too long or the queue is full). Accept and decline calls run on
 * {@code commands}, never on the caller's thread (the event stream's, which must stay
 * responsive) and never under a lock. The caller reports games starting and ending, and calls
 * {@link #tick()} about once a second.
 */
public final class ChallengeDesk {

  private static final Logger log = LoggerFactory.getLogger(ChallengeDesk.class);
  /** How many ended games are remembered to recognise a rematch of one of them. */
  private static final int RECENT_GAMES = 16;

  private final LichessApi api;
  private final ChallengeConfig config;
  private final ChallengePolicy policy;
  private final Executor commands;
  private final ChallengeQueue queue;
  private final Slots slots;
  private final LongSupplier nanoClock;
  private final Deque<String> recentlyEnded = new ArrayDeque<>();
  private final RecentBotChallenges recentBots;
  /** Real-time slots challenges may not take (kept for arena pairings). */
  private volatile IntSupplier reserved = () -> 0;
  /** Real-time slots bot challenges may not take ({@code matchmaking.games_reserved_for_humans}). */
  private volatile int forHumans;
  private volatile boolean closed;

  public ChallengeDesk(LichessApi api, ChallengeConfig config, Executor commands, LongSupplier nanoClock) {
    this.api = api;
    this.config = config;
    this.policy = new ChallengePolicy(config);
    this.commands = commands;
    this.queue = new ChallengeQueue(config.queue(), nanoClock);
    this.slots = new Slots(nanoClock);
    this.nanoClock = nanoClock;
    this.recentBots = new RecentBotChallenges(config.recentBots());
  }

  /** The policy, told our ratings once the account is known (for {@code rating_difference}). */
  public ChallengePolicy policy() {
    return policy;
  }

  /** The slots: taken by accepted challenges and running games. */
  public Slots slots() {
    return slots;
  }

  /** The challenges waiting for a slot, read-only. */
  public ChallengeQueueView queue() {
    return queue;
  }

  /** An incoming challenge (not our own): accept it, hold it for a slot, or decline it. */
  public void onChallenge(Challenge challenge) {
    String what = describe(challenge);
    if (closed) {
      decline(challenge, what, DeclineReason.LATER, "shutting down");
      return;
    }
    ChallengeVerdict verdict = policy.judge(challenge);
    if (!verdict.accept()) {
      decline(challenge, what, verdict.reason(), verdict.explanation());
      return;
    }
    if (isBot(challenge) && !isReplay(challenge)
        && !recentBots.take(challengerId(challenge), nanoClock.getAsLong())) {
      decline(challenge, what, DeclineReason.LATER, challengerId(challenge) + " already made "
          + config.recentBots().max() + " challenges in " + config.recentBots().ageSeconds()
          + " s (max_recent_bot_challenges, recent_bot_challenge_age)");
      return;
    }
    synchronized (this) {
      if (isReplay(challenge)) {
        return; // replayed after a reconnect: already answered
      }
      // Straight in when there is room, unless one already waiting could take it (it comes first).
      boolean correspondence = isCorrespondence(challenge);
      if (hasRoomFor(challengerId(challenge), correspondence, isBot(challenge)) && !queue.any(this::hasRoomFor)) {
        slots.accepted(challenge.id(), challengerId(challenge), correspondence, isBot(challenge));
        log.info("challenge {} accepted", what);
        commands.execute(() -> accept(challenge, what));
        return;
      }
      boolean rematch = isRematch(challenge);
      ChallengeQueue.Offer offer = queue.offer(challenge, rematch);
      if (offer == ChallengeQueue.Offer.QUEUED) {
        log.info("challenge {} waits for a free slot ({} waiting; {} of {} slots taken){}", what,
            queue.size(), slots.taken(correspondence), limit(correspondence),
            rematch ? ", a rematch: it goes first" : "");
      } else if (offer == ChallengeQueue.Offer.FULL) {
        decline(challenge, what, DeclineReason.LATER, slots.taken(correspondence) + " of " + limit(correspondence)
            + " slots taken and " + queue.size() + " challenges waiting (queue.length)");
        return;
      }
    }
    startWaiting();
  }

  /** The challenger withdrew challenge {@code id}: it leaves the queue (or frees its slot). */
  public void onCanceled(String id) {
    queue.remove(id).ifPresent(e -> log.info("challenge {} from {} canceled while waiting; dropped",
        id, e.challengerId()));
    if (slots.isAccepted(id)) {
      slots.release(id);
    }
    startWaiting();
  }

  /** Game {@code id} against {@code opponentId} is being played ({@code correspondence}: or unlimited). */
  public void gameStarted(String id, String opponentId, boolean correspondence) {
    queue.remove(id); // a challenge accepted elsewhere (the website) started its game
    slots.started(id, opponentId, correspondence);
  }

  /**
   * Keeps {@code reserved} real-time slots free of challenges: games that come without a challenge
   * (arena pairings) take them. Waiting challenges are looked at again each {@link #tick()}.
   */
  public void reserveSlots(IntSupplier reserved) {
    this.reserved = reserved;
  }

  /** Keeps {@code slots} real-time slots for humans: a bot's challenge waits when only those are free. */
  public void keepForHumans(int slots) {
    this.forHumans = slots;
  }

  /** The most games at once of one pool: real-time, or correspondence and unlimited. */
  public int limit(boolean correspondence) {
    return correspondence ? config.correspondence().concurrency() : config.concurrency();
  }

  /** Game {@code id} is over (first sign of it: game stream, gameFinish, or its session ending). */
  public void gameOver(String id) {
    boolean freed;
    synchronized (this) {
      freed = slots.release(id);
      if (freed && !recentlyEnded.contains(id)) {
        recentlyEnded.addLast(id);
        while (recentlyEnded.size() > RECENT_GAMES) {
          recentlyEnded.removeFirst();
        }
      }
    }
    if (freed) {
      startWaiting();
    }
  }

  /** Declines challenges that waited too long, frees slots of games that never started; about once a second. */
  public void tick() {
    for (ChallengeQueue.Entry expired : queue.takeExpired()) {
      decline(expired.challenge(), describe(expired.challenge()), DeclineReason.LATER,
          "waited " + config.queue().maxWaitSeconds() + " s for a free slot (queue.max_wait_seconds)");
    }
    for (String id : slots.expireAccepted()) {
      log.warn("challenge {}: accepted, but its game did not start within {} s; freeing its slot", id,
          TimeUnit.NANOSECONDS.toSeconds(Slots.ACCEPTED_TTL_NANOS));
    }
    startWaiting();
  }

  /** Frees the slots of accepted challenges missing from {@code playing}, the server's games in progress. */
  public void reconcile(Set<String> playing) {
    for (String id : slots.reconcile(playing)) {
      log.warn("challenge {}: accepted, but the server lists no such game in progress; freeing its slot", id);
    }
    startWaiting();
  }

  /** No more games: every waiting challenge is declined {@code later}, and so are new ones. */
  public void close() {
    closed = true;
    for (ChallengeQueue.Entry entry : queue.takeAll()) {
      decline(entry.challenge(), describe(entry.challenge()), DeclineReason.LATER, "shutting down");
    }
  }

  /** Accepts waiting challenges while slots are free, in the queue's order. */
  private void startWaiting() {
    while (!closed) {
      ChallengeQueue.Entry next;
      synchronized (this) {
        next = queue.takeNext(this::hasRoomFor).orElse(null);
        if (next == null) {
          return;
        }
        slots.accepted(next.id(), next.challengerId(), isCorrespondence(next.challenge()), isBot(next.challenge()));
      }
      String what = describe(next.challenge());
      log.info("challenge {} accepted after waiting {} ms", what,
          TimeUnit.NANOSECONDS.toMillis(nanoClock.getAsLong() - next.arrivedNanos()));
      commands.execute(() -> accept(next.challenge(), what));
    }
  }

  private boolean hasRoomFor(ChallengeQueue.Entry entry) {
    return hasRoomFor(entry.challengerId(), isCorrespondence(entry.challenge()), isBot(entry.challenge()));
  }

  private boolean hasRoomFor(String challengerId, boolean correspondence, boolean bot) {
    int kept = correspondence ? 0 : reserved.getAsInt();
    if (bot && !correspondence && slots.takenByBots() >= limit(false) - forHumans) {
      return false;
    }
    return slots.taken(correspondence) + kept < limit(correspondence)
        && slots.against(challengerId, correspondence) < config.maxGamesPerOpponent();
  }

  /** A challenge seen before (the event stream replays open challenges after a reconnect). */
  private synchronized boolean isReplay(Challenge challenge) {
    return slots.isAccepted(challenge.id()) || slots.isLive(challenge.id())
        || queue.any(e -> e.id().equals(challenge.id()));
  }

  private static boolean isBot(Challenge challenge) {
    return challenge.challenger() != null && challenge.challenger().isBot();
  }

  /** Correspondence and unlimited challenges wait for a slot of their own pool. */
  static boolean isCorrespondence(Challenge challenge) {
    return challenge.timeControl() == null || !challenge.timeControl().isClock();
  }

  /** A rematch of a game that just ended, or that is ending (the offer can come before we saw the end). */
  private synchronized boolean isRematch(Challenge challenge) {
    return challenge.rematchOf() != null
        && (recentlyEnded.contains(challenge.rematchOf()) || slots.isLive(challenge.rematchOf()));
  }

  private void accept(Challenge challenge, String what) {
    try {
      api.acceptChallenge(challenge.id());
      return;
    } catch (RateLimitedException e) {
      // Our daily bot-game cap (bot.vsBot.day) or another limit: we cannot accept now, so say so.
      slots.acceptFailed(challenge.id());
      log.warn("challenge {}: the server limits accepting ({}); declining it with later", challenge.id(),
          e.serverMessage().isEmpty() ? "for " + e.retryAfter().toSeconds() + " s" : e.serverMessage());
      declineNow(challenge.id(), DeclineReason.LATER);
    } catch (LichessHttpException e) {
      slots.acceptFailed(challenge.id());
      if (e.isDailyBotGameCap()) {
        log.warn("challenge {}: the challenger has reached its daily bot-game cap; declining it with later",
            challenge.id());
        declineNow(challenge.id(), DeclineReason.LATER);
      } else {
        log.warn("challenge {}: the server refused our acceptance ({})", challenge.id(), e.getMessage());
      }
    } catch (LichessException e) {
      slots.acceptFailed(challenge.id());
      log.warn("challenge {}: could not accept it ({})", challenge.id(), e.getMessage());
    } catch (RuntimeException e) {
      slots.acceptFailed(challenge.id());
      log.error("challenge {}: accepting it failed", challenge.id(), e);
    }
    startWaiting();
  }

  private void decline(Challenge challenge, String what, DeclineReason reason, String explanation) {
    log.info("challenge {} declined ({}: {})", what, reason.key(), explanation);
    commands.execute(() -> declineNow(challenge.id(), reason));
  }

  private void declineNow(String id, DeclineReason reason) {
    try {
      api.declineChallenge(id, reason);
    } catch (LichessException e) {
      log.warn("challenge {}: the server refused our decline ({})", id, e.getMessage());
    } catch (RuntimeException e) {
      log.error("challenge {}: declining it failed", id, e);
    }
  }

  private static String challengerId(Challenge challenge) {
    return challenge.challenger() == null || challenge.challenger().id() == null ? ""
        : challenge.challenger().id().toLowerCase(Locale.ROOT);
  }

  /** "Qw7Rt2Yu from Alice (1912): 3+2 rated standard", for the log. */
  static String describe(Challenge challenge) {
    var user = challenge.challenger();
    String who = user == null ? "?" : user.name() + (user.rating() == null ? "" : " (" + user.rating() + ")");
    String clock = challenge.timeControl() == null || challenge.timeControl().show() == null ? ""
        : " " + challenge.timeControl().show();
    return challenge.id() + " from " + who + ":" + clock + " " + (challenge.rated() ? "rated" : "casual")
        + " " + (challenge.variant() == null ? "standard" : challenge.variant().key());
  }
}
