package dev.zeitnot.config;

import java.util.List;
import java.util.Locale;

/**
 * How a challenge the policy accepts waits while every slot is busy: held unanswered until a
 * slot frees, declined with {@code later} when it has waited too long or the queue is full.
 *
 * @param length most challenges held at once (0: decline {@code later} at once, as before)
 * @param sortBy which waiting challenge is accepted first
 * @param maxWaitSeconds a challenge still waiting after this long is declined {@code later}
 * @param preference which kind of challenger goes first (before the order of {@code sortBy})
 */
public record ChallengeQueueConfig(int length, SortBy sortBy, int maxWaitSeconds, Preference preference) {

  /** Which kind of challenger is accepted first among those waiting (lichess-bot's {@code preference}). */
  public enum Preference {
    /** No kind first. */
    NONE,
    /** Humans before bots. */
    HUMAN,
    /** Bots before humans. */
    BOT;

    @Override
    public String toString() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** The order of the queue (lichess-bot's {@code sort_by}); a rematch goes before either. */
  public enum SortBy {
    /** First come, first accepted. */
    FIRST,
    /** The highest-rated challenger first (first come among equals). */
    BEST;

    @Override
    public String toString() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  public static final ChallengeQueueConfig DEFAULT = new ChallengeQueueConfig(10, SortBy.FIRST, 60, Preference.NONE);

  static ChallengeQueueConfig read(ConfigNode node) {
    String order = node.string("sort_by", DEFAULT.sortBy.toString());
    SortBy sortBy = DEFAULT.sortBy;
    if (order.equalsIgnoreCase("first") || order.equalsIgnoreCase("best")) {
      sortBy = SortBy.valueOf(order.toUpperCase(Locale.ROOT));
    } else {
      node.problem("sort_by", "\"" + order + "\" is not an order; use first (first come) or best "
          + "(highest rated)");
    }
    String preferred = node.string("preference", DEFAULT.preference.toString());
    Preference preference = DEFAULT.preference;
    if (List.of("none", "human", "bot").contains(preferred.toLowerCase(Locale.ROOT))) {
      preference = Preference.valueOf(preferred.toUpperCase(Locale.ROOT));
    } else {
      node.problem("preference", "\"" + preferred + "\" is not a preference; use none, human (humans first) "
          + "or bot (bots first)");
    }
    ChallengeQueueConfig config = new ChallengeQueueConfig(
        (int) node.integer("length", DEFAULT.length, 0, 100), sortBy,
        (int) node.integer("max_wait_seconds", DEFAULT.maxWaitSeconds, 1, 1_209_600), preference);
    node.finish();
    return config;
  }
}
