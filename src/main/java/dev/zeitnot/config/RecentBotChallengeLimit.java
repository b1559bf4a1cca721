package dev.zeitnot.config;

/**
 * How many challenges one bot may have accepted (or waiting) within a sliding window before its
 * next is declined with {@code later}: lichess-bot's {@code max_recent_bot_challenges} within
 * {@code recent_bot_challenge_age} seconds. Humans are never counted.
 *
 * @param max most challenges from one bot in the window (0: no limit)
 * @param ageSeconds how long a challenge counts as recent
 */
public record RecentBotChallengeLimit(int max, int ageSeconds) {

  /** No limit; a window of 60 s once {@code max} is set (lichess-bot's example value). */
  public static final RecentBotChallengeLimit NONE = new RecentBotChallengeLimit(0, 60);

  /** Whether bots are counted at all. */
  public boolean limits() {
    return max > 0;
  }

  /** The two keys of {@code challenge} (the section itself, as lichess-bot writes them). */
  static RecentBotChallengeLimit read(ConfigNode node) {
    return new RecentBotChallengeLimit(
        (int) node.integer("max_recent_bot_challenges", NONE.max, 0, 1000),
        (int) node.integer("recent_bot_challenge_age", NONE.ageSeconds, 1, 86_400));
  }
}
