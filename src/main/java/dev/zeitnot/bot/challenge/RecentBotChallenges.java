package dev.zeitnot.bot.challenge;

import dev.zeitnot.config.RecentBotChallengeLimit;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The challenges each bot made that we took (accepted or queued) within the last
 * {@code recent_bot_challenge_age} seconds; a bot that already has {@code max_recent_bot_challenges}
 * of them is refused (lichess-bot's rule: a bot that keeps challenging is throttled).
 */
final class RecentBotChallenges {

  private final RecentBotChallengeLimit limit;
  private final Map<String, Deque<Long>> takenNanos = new HashMap<>();

  RecentBotChallenges(RecentBotChallengeLimit limit) {
    this.limit = limit;
  }

  /**
   * Whether a challenge from bot {@code botId} may be taken at {@code nowNanos}; when it may, it is
   * counted from then on.
   */
  synchronized boolean take(String botId, long nowNanos) {
    if (!limit.limits()) {
      return true;
    }
    Deque<Long> times = takenNanos.computeIfAbsent(botId, id -> new ArrayDeque<>());
    long window = TimeUnit.SECONDS.toNanos(limit.ageSeconds());
    while (!times.isEmpty() && nowNanos - times.peekFirst() >= window) {
      times.removeFirst();
    }
    if (times.size() >= limit.max()) {
      return false;
    }
    times.addLast(nowNanos);
    takenNanos.values().removeIf(Deque::isEmpty);
    return true;
  }
}
