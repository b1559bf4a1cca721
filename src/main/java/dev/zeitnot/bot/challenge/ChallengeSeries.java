package dev.zeitnot.bot.challenge;

import dev.zeitnot.bot.service.BotService;
import dev.zeitnot.config.ClockSetting;
import dev.zeitnot.lichess.ChallengeRequest;
import dev.zeitnot.lichess.LichessApi;
import dev.zeitnot.lichess.LichessException;
import dev.zeitnot.lichess.model.Challenge;
import dev.zeitnot.lichess.model.ChallengeCanceledEvent;
import dev.zeitnot.lichess.model.ChallengeDeclinedEvent;
import dev.zeitnot.lichess.model.EventStreamEvent;
import dev.zeitnot.lichess.model.GameFinishEvent;
import dev.zeitnot.lichess.model.GameStartEvent;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.IntSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The owner's series of casual standard games against a named player ({@code zeitnot control
 * challenge}): one challenge at a time, the next once the game of the last has ended and a
 * real-time slot is free; series ordered one after another are played in turn. A decline, a
 * cancel, a challenge unanswered for {@link #UNANSWERED} or one the server refuses ends its series.
 */
public final class ChallengeSeries implements BotService {

  private static final Logger log = LoggerFactory.getLogger(ChallengeSeries.class);
  /** A challenge of a series left unanswered this long is withdrawn, and its series ends. */
  static final Duration UNANSWERED = Duration.ofSeconds(60);

  private final LichessApi api;
  private final Clock clock;
  private final IntSupplier freeSlots;
  private final Deque<Series> ordered = new ArrayDeque<>();
  private Series current;
  /** The challenge of the current series under way (unanswered, or its game running); null between games. */
  private String challengeId;
  private Instant sentAt;
  private boolean started;

  private static final class Series {
    final String opponent;
    final int games;
    final ClockSetting clock;
    int played;

    Series(String opponent, int games, ClockSetting clock) {
      this.opponent = opponent;
      this.games = games;
      this.clock = clock;
    }

    String describe() {
      return games + " game(s) against " + opponent + " at " + clock;
    }
  }

  /** {@code freeSlots}: real-time slots free now for a game of ours. */
  public ChallengeSeries(LichessApi api, Clock clock, IntSupplier freeSlots) {
    this.api = api;
    this.clock = clock;
    this.freeSlots = freeSlots;
  }

  /** Orders {@code games} games against {@code opponent} at {@code clock}; the answer says when they start. */
  public synchronized String order(String opponent, int games, ClockSetting setting) {
    Series series = new Series(opponent, games, setting);
    int before = ordered.size() + (current == null ? 0 : 1);
    ordered.addLast(series);
    log.info("series ordered: {}", series.describe());
    return "challenging " + series.describe() + ", one game after the other"
        + (before == 0 ? "" : ", after the " + before + " series before it");
  }

  @Override
  public String name() {
    return "the owner's challenge series";
  }

  @Override
  public Duration period() {
    return Duration.ofSeconds(1);
  }

  @Override
  public synchronized void tick() {
    if (challengeId != null) {
      if (!started && !clock.instant().isBefore(sentAt.plus(UNANSWERED))) {
        withdraw("unanswered after " + UNANSWERED.toSeconds() + " s");
      }
      return;
    }
    if (current == null) {
      current = ordered.pollFirst();
    }
    if (current == null || freeSlots.getAsInt() <= 0) {
      return;
    }
    try {
      Challenge challenge = api.createChallenge(new ChallengeRequest(current.opponent,
          current.clock.initialSeconds(), current.clock.incrementSeconds(), null, false, "random", "standard",
          null, null));
      challengeId = challenge.id();
      sentAt = clock.instant();
      started = false;
      log.info("series: challenged {} to game {} of {} at {}", current.opponent, current.played + 1,
          current.games, current.clock);
    } catch (LichessException e) {
      log.warn("series: could not challenge {} ({}); the series ends", current.opponent, e.getMessage());
      current = null;
    }
  }

  @Override
  public synchronized void onEvent(EventStreamEvent event) {
    if (challengeId == null) {
      return;
    }
    if (event instanceof GameStartEvent start && challengeId.equals(start.game().gameId())) {
      started = true;
    } else if (event instanceof GameFinishEvent finish && challengeId.equals(finish.game().gameId())) {
      challengeId = null;
      current.played++;
      if (current.played >= current.games) {
        log.info("series: played {}", current.describe());
        current = null;
      }
    } else if (event instanceof ChallengeDeclinedEvent declined && challengeId.equals(declined.challenge().id())) {
      end(current.opponent + " declined (" + declined.challenge().declineReasonKey() + ")");
    } else if (event instanceof ChallengeCanceledEvent canceled && challengeId.equals(canceled.challenge().id())) {
      end("the challenge was canceled");
    }
  }

  /** Withdraws an unanswered challenge; no series is played any more. */
  @Override
  public synchronized void stop() {
    if (challengeId != null && !started) {
      withdraw("the bot is stopping");
    }
    ordered.clear();
    current = null;
  }

  private void withdraw(String why) {
    String id = challengeId;
    end(why);
    try {
      api.cancelChallenge(id);
    } catch (LichessException e) {
      log.debug("series: could not cancel challenge {} ({})", id, e.getMessage());
    }
  }

  private void end(String why) {
    log.info("series: ended after {} of {} game(s) against {}: {}", current.played, current.games,
        current.opponent, why);
    challengeId = null;
    current = null;
  }
}
