package dev.zeitnot.config;

import java.util.List;

/**
 * One set of matchmaking offers and opponents: the keys written at the top of {@code matchmaking}
 * make the default one, and each of {@code matchmaking.profiles} changes only the keys it names
 * (lichess-bot's {@code overrides}, BotLi's {@code types}). One profile is chosen per challenge.
 *
 * @param weight how often it is chosen against the others (0: never; in turn: skipped)
 * @param timeControls the clocks to offer
 * @param days the days per move of correspondence games to offer (empty: none); each clock and
 *     each days value is one offer, drawn alike
 * @param variants the variants to offer (of {@link MatchmakingConfig#OFFERED_VARIANTS})
 * @param mode {@code casual}, {@code rated} or {@code random}
 * @param minRating least opponent rating (in the offer's speed)
 * @param maxRating most opponent rating
 * @param ratingDifference most distance from our own rating in that speed; 0 means no such limit
 * @param targetRatingDifference the bots whose distance from our rating is nearest this are
 *     challenged first (BotLi's {@code target_rating_diff}); -1 draws among all alike
 */
public record MatchmakingProfile(
    int weight, List<ClockSetting> timeControls, List<Integer> days, List<String> variants, String mode,
    int minRating, int maxRating, int ratingDifference, int targetRatingDifference) {

  /** No target: candidates are drawn at random (by {@code rating_preference}). */
  public static final int NO_TARGET = -1;
  /** The most days per move a challenge may give. */
  public static final int MAX_DAYS = 14;

  public MatchmakingProfile {
    timeControls = List.copyOf(timeControls);
    days = List.copyOf(days);
    variants = List.copyOf(variants);
  }

  /** The keys of {@code node}, each missing one taken from {@code fallback}, with this {@code weight} if missing. */
  static MatchmakingProfile read(ConfigNode node, MatchmakingProfile fallback, int defaultWeight) {
    MatchmakingProfile d = fallback;
    MatchmakingProfile profile = new MatchmakingProfile(
        (int) node.integer("weight", defaultWeight, 0, 1000),
        node.list("time_controls", d.timeControls, MatchmakingProfile::clock),
        node.list("days", d.days, MatchmakingProfile::days),
        node.list("variants", d.variants, e -> ChallengeConfig.oneOf(e, MatchmakingConfig.OFFERED_VARIANTS,
            "is not a variant the bot offers")),
        mode(node, d.mode),
        (int) node.integer("min_rating", d.minRating, 0, 4000),
        (int) node.integer("max_rating", d.maxRating, 0, 4000),
        (int) node.integer("rating_difference", d.ratingDifference, 0, 4000),
        (int) node.integer("target_rating_difference", d.targetRatingDifference, NO_TARGET, 4000));
    if (profile.timeControls.isEmpty() && profile.days.isEmpty()) {
      node.problem("time_controls", "and days are both empty; list at least one clock like \"3+2\" "
          + "or days per move like [2]");
    }
    if (profile.variants.isEmpty()) {
      node.problem("variants", "is empty; list at least one, like [standard]");
    }
    if (profile.minRating > profile.maxRating) {
      node.problem("min_rating", profile.minRating + " is above max_rating " + profile.maxRating
          + "; make the minimum at most the maximum");
    }
    return profile;
  }

  // The server takes 0, 15, 30, 45, 60, 90 s or whole minutes up to 180, increments up to 60 s;
  // bots may not play ultraBullet (estimated duration below 30 s).
  private static ClockSetting clock(ConfigNode.Element element) {
    ClockSetting clock = ClockSetting.read(element);
    if (clock == null) {
      return null;
    }
    int limit = clock.initialSeconds();
    boolean limitOk = List.of(0, 15, 30, 45, 60, 90).contains(limit) || limit % 60 == 0 && limit <= 10_800;
    if (!limitOk || clock.incrementSeconds() > 60) {
      return element.bad("is not a clock the server accepts for a challenge; the initial time is "
          + "0, 0.25, 0.5, 0.75, 1, 1.5 or whole minutes up to 180, the increment at most 60 s");
    }
    if (limit + 40 * clock.incrementSeconds() < 30) {
      return element.bad("is ultraBullet, which bots may not play; offer at least \"0.5+0\"");
    }
    return clock;
  }

  private static Integer days(ConfigNode.Element element) {
    if (!element.value().isIntegralNumber() || !List.of(1, 2, 3, 5, 7, 10, 14).contains(element.value().asInt())) {
      return element.bad("is not a number of days per move the server offers; allowed 1, 2, 3, 5, 7, 10, 14");
    }
    return element.value().asInt();
  }

  private static String mode(ConfigNode node, String fallback) {
    String mode = node.string("mode", fallback);
    if (!MatchmakingConfig.MODES.contains(mode)) {
      node.problem("mode", "\"" + mode + "\" is not a mode; allowed: " + String.join(", ", MatchmakingConfig.MODES));
      return fallback;
    }
    return mode;
  }
}
