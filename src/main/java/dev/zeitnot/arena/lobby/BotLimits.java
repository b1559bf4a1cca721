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
 * The server's limits on challenges and bot games, as Lichess applies them (spec section 12):
 * challenge credits per user (a bot costs 1, a human 5; 25 a minute, 200 a UTC day) and the
 * bot-vs-bot games a day (100 on Lichess; configurable here so tests reach it). Over a limit the
 * request is answered 429 with a {@code ratelimit} object (the opponent's cap: 400). Counts
 * every 429 it gave, so a test can check that a client never ran into one.
 */
public final class BotLimits {

  static final int CREDITS_PER_MINUTE = 25;
  static final int CREDITS_PER_DAY = 200;

  private final int botGamesPerDay;
  private final Clock clock;
  private final Map<String, Deque<Long>> creditsLastMinute = new HashMap<>();
  private final Map<String, Integer> creditsToday = new HashMap<>();
  private final Map<String, Integer> botGamesToday = new HashMap<>();
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

  /** Checks that a game between {@code accepter} and {@code challenger} may start. */
  public synchronized void checkGame(ArenaAccount accepter, ArenaAccount challenger) {
    roll();
    if (!accepter.isBot() || !challenger.isBot()) {
      return;
    }
    if (botGamesToday.getOrDefault(accepter.id(), 0) >= botGamesPerDay) {
      throw tooMany(capMessage(), "bot.vsBot.day", secondsToNextDay());
    }
    if (botGamesToday.getOrDefault(challenger.id(), 0) >= botGamesPerDay) {
      ObjectNode body = Json.error(challenger.username() + " played " + botGamesPerDay
          + " games against other bots today");
      body.putObject("ratelimit").put("key", "bot.vsBot.day").put("seconds", secondsToNextDay());
      throw new ApiError(new Reply(400, body));
    }
  }

  /** A game between {@code white} and {@code black} started. */
  public synchronized void gameStarted(ArenaAccount white, ArenaAccount black) {
    roll();
    if (white.isBot() && black.isBot()) {
      botGamesToday.merge(white.id(), 1, Integer::sum);
      botGamesToday.merge(black.id(), 1, Integer::sum);
    }
  }

  public synchronized int botGamesToday(ArenaAccount account) {
    roll();
    return botGamesToday.getOrDefault(account.id(), 0);
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
      botGamesToday.clear();
    }
  }
}
