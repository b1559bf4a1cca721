package dev.zeitnot.config;

import java.util.Locale;

/**
 * How a challenge the policy accepts waits while every slot is busy: held unanswered until a
 * slot frees, declined with {@code later} when it has waited too long or the queue is full.
 *
 * @param length most challenges held at once (0: decline {@code later} at once, as before)
 * @param sortBy which waiting challenge is accepted first
 * @param maxWaitSeconds a challenge still waiting after this long is declined {@code later}
 */
public record ChallengeQueueConfig(int length, SortBy sortBy, int maxWaitSeconds) {

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

  public static final ChallengeQueueConfig DEFAULT = new ChallengeQueueConfig(10, SortBy.FIRST, 60);

  static ChallengeQueueConfig read(ConfigNode node) {
    String order = node.string("sort_by", DEFAULT.sortBy.toString());
    SortBy sortBy = DEFAULT.sortBy;
    if (order.equalsIgnoreCase("first") || order.equalsIgnoreCase("best")) {
      sortBy = SortBy.valueOf(order.toUpperCase(Locale.ROOT));
    } else {
      node.problem("sort_by", "\"" + order + "\" is not an order; use first (first come) or best "
          + "(highest rated)");
    }
    ChallengeQueueConfig config = new ChallengeQueueConfig(
        (int) node.integer("length", DEFAULT.length, 0, 100), sortBy,
        (int) node.integer("max_wait_seconds", DEFAULT.maxWaitSeconds, 1, 1_209_600));
    node.finish();
    return config;
  }
}
