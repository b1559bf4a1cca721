package dev.zeitnot.config;

import java.util.List;

/**
 * What game a challenge must offer, and from whom by rating, to be accepted: the keys of
 * {@code challenge} that {@code challenge.bots} and {@code challenge.humans} may set apart for
 * that kind of challenger (a key they leave out keeps the value of {@code challenge}).
 *
 * @param variants accepted variant keys (of {@link ChallengeConfig#PLAYABLE_VARIANTS})
 * @param speeds accepted speed names (of {@link ChallengeConfig#SPEEDS}), fastest first
 * @param timeControls if not empty, only these exact clock settings
 * @param minInitialSeconds least initial clock
 * @param maxInitialSeconds most initial clock
 * @param minIncrementSeconds least increment
 * @param maxIncrementSeconds most increment
 * @param bulletRequiresIncrement a bullet challenge without increment is declined
 * @param minDays least days per move of a correspondence challenge
 * @param maxDays most days per move of a correspondence challenge (unlimited games pass both)
 * @param acceptRated whether rated games are accepted
 * @param acceptCasual whether casual games are accepted
 * @param minRating least challenger rating
 * @param maxRating most challenger rating
 * @param ratingDifference the challenger's rating at most this far from ours in the game's
 *     rating category (0: no limit)
 * @param maxEstimatedGameDuration a clock challenge whose game would last longer than this many
 *     minutes, as {@link #estimatedGameMinutes} reckons it, is declined (0: no limit; BotLi's
 *     {@code max_estimated_game_duration})
 */
public record ChallengeFilter(
    List<String> variants, List<String> speeds, List<ClockSetting> timeControls,
    int minInitialSeconds, int maxInitialSeconds, int minIncrementSeconds, int maxIncrementSeconds,
    boolean bulletRequiresIncrement, int minDays, int maxDays,
    boolean acceptRated, boolean acceptCasual, int minRating, int maxRating, int ratingDifference,
    int maxEstimatedGameDuration) {

  /** The longest days per move Lichess offers. */
  public static final int MAX_DAYS = 14;

  public static final ChallengeFilter DEFAULT = new ChallengeFilter(
      List.of("standard", "chess960", "fromPosition"), List.of("bullet", "blitz", "rapid", "classical"), List.of(),
      0, 10_800, 0, 180, false, 1, MAX_DAYS, true, true, 0, 4000, 0, 0);

  /** Seconds a game lasts per second of initial clock, both players together (BotLi's measured estimate). */
  public static final double GAME_SECONDS_PER_INITIAL_SECOND = 1.33;
  /** Seconds a game lasts per second of increment (BotLi's measured estimate). */
  public static final double GAME_SECONDS_PER_INCREMENT_SECOND = 104.77;
  /** The least initial clock the estimate counts: a 0+1 game still takes a while. */
  public static final int ESTIMATE_MIN_INITIAL_SECONDS = 3;

  /**
   * How many minutes a game of {@code initialSeconds} + {@code incrementSeconds} is expected to last,
   * rounded: 1.33 x the initial clock (at least 3 s) + 104.77 x the increment, in seconds, as BotLi
   * reckons it from played games (so 3+0 lasts about 4 min, 3+2 about 7 min, 15+10 about 37 min).
   */
  public static long estimatedGameMinutes(int initialSeconds, int incrementSeconds) {
    double seconds = Math.max(initialSeconds, ESTIMATE_MIN_INITIAL_SECONDS) * GAME_SECONDS_PER_INITIAL_SECOND
        + incrementSeconds * GAME_SECONDS_PER_INCREMENT_SECOND;
    return Math.round(seconds / 60);
  }

  /** Whether correspondence and unlimited games are accepted (Lichess gives both the speed correspondence). */
  public boolean acceptsCorrespondence() {
    return speeds.contains("correspondence");
  }

  /** The filter keys of {@code node}, each missing one taken from {@code fallback}. */
  static ChallengeFilter read(ConfigNode node, ChallengeFilter fallback) {
    ChallengeFilter d = fallback;
    ChallengeFilter filter = new ChallengeFilter(
        node.list("variants", d.variants, e -> ChallengeConfig.oneOf(e, ChallengeConfig.PLAYABLE_VARIANTS,
            "is not a variant zeitnot plays")),
        node.list("speeds", d.speeds, e -> ChallengeConfig.oneOf(e, ChallengeConfig.SPEEDS,
            "is not a Lichess speed")),
        node.list("time_controls", d.timeControls, ClockSetting::read),
        (int) node.integer("min_initial_seconds", d.minInitialSeconds, 0, 10_800),
        (int) node.integer("max_initial_seconds", d.maxInitialSeconds, 0, 10_800),
        (int) node.integer("min_increment_seconds", d.minIncrementSeconds, 0, 180),
        (int) node.integer("max_increment_seconds", d.maxIncrementSeconds, 0, 180),
        node.bool("bullet_requires_increment", d.bulletRequiresIncrement),
        (int) node.integer("min_days", d.minDays, 1, MAX_DAYS),
        (int) node.integer("max_days", d.maxDays, 1, MAX_DAYS),
        node.bool("accept_rated", d.acceptRated),
        node.bool("accept_casual", d.acceptCasual),
        (int) node.integer("min_rating", d.minRating, 0, 4000),
        (int) node.integer("max_rating", d.maxRating, 0, 4000),
        (int) node.integer("rating_difference", d.ratingDifference, 0, 4000),
        (int) node.integer("max_estimated_game_duration", d.maxEstimatedGameDuration, 0, 100_000));
    // A section that leaves a pair as it inherited it is not blamed again for its parent's problem.
    boolean top = fallback == DEFAULT;
    if (top || filter.minInitialSeconds != d.minInitialSeconds || filter.maxInitialSeconds != d.maxInitialSeconds) {
      orderly(node, "min_initial_seconds", filter.minInitialSeconds, "max_initial_seconds", filter.maxInitialSeconds);
    }
    if (top || filter.minIncrementSeconds != d.minIncrementSeconds
        || filter.maxIncrementSeconds != d.maxIncrementSeconds) {
      orderly(node, "min_increment_seconds", filter.minIncrementSeconds, "max_increment_seconds",
          filter.maxIncrementSeconds);
    }
    if (top || filter.minDays != d.minDays || filter.maxDays != d.maxDays) {
      orderly(node, "min_days", filter.minDays, "max_days", filter.maxDays);
    }
    if (top || filter.minRating != d.minRating || filter.maxRating != d.maxRating) {
      orderly(node, "min_rating", filter.minRating, "max_rating", filter.maxRating);
    }
    boolean modesChanged = filter.acceptRated != d.acceptRated || filter.acceptCasual != d.acceptCasual;
    if ((top || modesChanged) && !filter.acceptRated && !filter.acceptCasual) {
      node.problem("accept_rated", "and accept_casual are both false, so no challenge could be "
          + "accepted; set at least one to true");
    }
    return filter;
  }

  private static void orderly(ConfigNode node, String minKey, int min, String maxKey, int max) {
    if (min > max) {
      node.problem(minKey, min + " is above " + maxKey + " " + max + "; make the minimum at most the maximum");
    }
  }
}
