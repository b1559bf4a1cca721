package dev.zeitnot.bot.challenge;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The server's limits on matchmaking, counted on our side so the bot stops before it hits them:
 * bot-vs-bot games per UTC day (the server caps them at 100), and challenge credits (a challenge
 * to a bot costs 1; at most 25 a minute and 200 a day). The counts start again each UTC day.
 */
public final class DailyLimits {

  public static final int CREDITS_PER_MINUTE = 25;
  public static final int CREDITS_PER_DAY = 200;

  private final int botGamesPerDay;
  private final Deque<Instant> lastMinute = new ArrayDeque<>();
  private LocalDate day;
  private int botGames;
  private int creditsToday;

  public DailyLimits(int botGamesPerDay) {
    this.botGamesPerDay = botGamesPerDay;
  }

  /** A bot-vs-bot game started at {@code now}. */
  public void botGameStarted(Instant now) {
    roll(now);
    botGames++;
  }

  /** Bot-vs-bot games started today (UTC). */
  public int botGamesToday(Instant now) {
    roll(now);
    return botGames;
  }

  /** Whether another bot game may be sought at {@code now}: today's games are below the limit. */
  public boolean botGameAllowed(Instant now) {
    return botGamesToday(now) < botGamesPerDay;
  }

  /** Whether a challenge to a bot (1 credit) may be sent at {@code now}. */
  public boolean creditAvailable(Instant now) {
    roll(now);
    while (!lastMinute.isEmpty() && !lastMinute.peekFirst().plus(Duration.ofMinutes(1)).isAfter(now)) {
      lastMinute.removeFirst();
    }
    return creditsToday < CREDITS_PER_DAY && lastMinute.size() < CREDITS_PER_MINUTE;
  }

  /** A challenge to a bot was sent at {@code now}. */
  public void spendCredit(Instant now) {
    roll(now);
    creditsToday++;
    lastMinute.addLast(now);
  }

  /** The UTC day the counts are of: that of {@code now}. */
  LocalDate day(Instant now) {
    roll(now);
    return day;
  }

  /** Challenge credits spent today (UTC). */
  int creditsToday(Instant now) {
    roll(now);
    return creditsToday;
  }

  /** Takes back the counts of {@code savedDay}; counts of an earlier day are over. */
  void restore(LocalDate savedDay, int games, int credits, Instant now) {
    roll(now);
    if (savedDay.equals(day)) {
      botGames = games;
      creditsToday = credits;
    }
  }

  /** The start of the next UTC day after {@code now}, when the daily counts start again. */
  public static Instant nextDay(Instant now) {
    return LocalDate.ofInstant(now, ZoneOffset.UTC).plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant();
  }

  private void roll(Instant now) {
    LocalDate today = LocalDate.ofInstant(now, ZoneOffset.UTC);
    if (!today.equals(day)) {
      day = today;
      botGames = 0;
      creditsToday = 0;
    }
  }
}
