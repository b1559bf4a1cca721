package dev.zeitnot.arena.lobby;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.http.ApiError;
import dev.zeitnot.arena.http.Json;
import dev.zeitnot.arena.http.Reply;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The server's limits on challenges and bot games, as Lichess applies them: challenge credits
 * per user (a bot costs 1, a human 5; 25 a minute, 200 a UTC day) and the bot-vs-bot games a day
 * (100 on Lichess; configurable here so tests reach it), checked when a challenge is made and
 * when it is accepted, arena pairings counted. Like lila's rate limiter, a bot's day of games is
 * a window that opens with its first game and closes 24 h later, not a UTC day. Over a limit the
 * request is answered 429 with a {@code ratelimit} object whose {@code seconds} say when the
 * window closes (the opponent's cap: 400). Counts every 429 it gave, so a test can check that a
 * client never ran into one.
 */
public final class BotLimits {

  static final int CREDITS_PER_MINUTE = 25;
  static final int CREDITS_PER_DAY = 200;
  static final long DAY_MS = 86_400_000L;

  private final int botGamesPerDay;
  private final Clock clock;
  private final Map<String, Deque<Long>> creditsLastMinute = new HashMap<>();
  private final Map<String, Integer> creditsToday = new HashMap<>();
  /** Per bot: {when its window of bot games opened (ms), games in it}. */
  private final Map<String, long[]> botGameWindows = new HashMap<>();
  private final AtomicInteger tooManyRequests = new AtomicInteger();
  private LocalDate day;

  /** {@code clock} is the wall clock (UTC days), not the arena's monotonic game time. */
  public BotLimits(int botGamesPerDay, Clock clock) {
    this.botGamesPerDay = botGamesPerDay;
    this.clock = clock;
  }

  /** Charges {@code challenger} for a challenge to {@code dest}, or refuses it with a 429. */
  public synchronized void chargeChallenge(ArenaAccount challenger, ArenaAccount dest) {
    roll();
    long now = clock.millis();
    int cost = dest.isBot() ? 1 : 5;
    Deque<Long> minute = creditsLastMinute.computeIfAbsent(challenger.id(), id -> new ArrayDeque<>());
    while (!minute.isEmpty() && minute.peekFirst() <= now - 60_000) {
      minute.removeFirst();
    }
    int today = creditsToday.getOrDefault(challenger.id(), 0);
    if (minute.size() + cost > CREDITS_PER_MINUTE) {
      throw tooMany("Too many requests. Try again later.", "challenge.create.user", 60);
    }
    if (today + cost > CREDITS_PER_DAY) {
      throw tooMany("Too many requests. Try again later.", "challenge.create.user", secondsToNextDay());
    }
    for (int i = 0; i < cost; i++) {
      minute.addLast(now);
    }
    creditsToday.put(challenger.id(), today + cost);
  }

  /**
   * Checks that a game between {@code caller} (who accepts, or makes the challenge) and
   * {@code other} may start: 429 at the caller's own cap, 400 at the other's.
   */
  public synchronized void checkGame(ArenaAccount caller, ArenaAccount other) {
    if (!caller.isBot() || !other.isBot()) {
      return;
    }
    long now = clock.millis();
    if (botGamesInWindow(caller, now) >= botGamesPerDay) {
      throw tooMany(capMessage(), "bot.vsBot.day", secondsLeftInWindow(caller, now));
    }
    if (botGamesInWindow(other, now) >= botGamesPerDay) {
      ObjectNode body = Json.error(other.username() + " played " + botGamesPerDay
          + " games against other bots today");
      body.putObject("ratelimit").put("key", "bot.vsBot.day").put("seconds", secondsLeftInWindow(other, now));
      throw new ApiError(new Reply(400, body));
    }
  }

  /** A game between {@code white} and {@code black} started (from a challenge or an arena pairing). */
  public synchronized void gameStarted(ArenaAccount white, ArenaAccount black) {
    if (white.isBot() && black.isBot()) {
      long now = clock.millis();
      countBotGame(white, now);
      countBotGame(black, now);
    }
  }

  /** The bot games of {@code account} in its current 24 h window. */
  public synchronized int botGamesToday(ArenaAccount account) {
    return botGamesInWindow(account, clock.millis());
  }

  private int botGamesInWindow(ArenaAccount account, long now) {
    long[] window = botGameWindows.get(account.id());
    return window == null || now - window[0] >= DAY_MS ? 0 : (int) window[1];
  }

  private void countBotGame(ArenaAccount account, long now) {
    long[] window = botGameWindows.get(account.id());
    if (window == null || now - window[0] >= DAY_MS) {
      botGameWindows.put(account.id(), new long[] {now, 1});
    } else {
      window[1]++;
    }
  }

  private long secondsLeftInWindow(ArenaAccount account, long now) {
    long[] window = botGameWindows.get(account.id());
    return window == null ? 1 : Math.max(1, (window[0] + DAY_MS - now + 999) / 1000);
  }

  /** How many requests these limits answered 429. */
  public int tooManyRequests() {
    return tooManyRequests.get();
  }

  private String capMessage() {
    return "You played " + botGamesPerDay + " games against other bots today, please wait until tomorrow.";
  }

  private ApiError tooMany(String message, String key, long seconds) {
    tooManyRequests.incrementAndGet();
    ObjectNode body = Json.error(message);
    body.putObject("ratelimit").put("key", key).put("seconds", seconds);
    return new ApiError(new Reply(429, body));
  }

  private long secondsToNextDay() {
    Instant now = Instant.ofEpochMilli(clock.millis());
    Instant next = LocalDate.ofInstant(now, ZoneOffset.UTC).plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant();
    return Math.max(1, next.getEpochSecond() - now.getEpochSecond());
  }

  private void roll() {
    LocalDate today = LocalDate.ofInstant(Instant.ofEpochMilli(clock.millis()), ZoneOffset.UTC);
    if (!today.equals(day)) {
      day = today;
      creditsToday.clear();
    }
  }
}
