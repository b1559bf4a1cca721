package dev.zeitnot.config;

import java.util.List;

/**
 * Which challenges the bot accepts. Names are Lichess user ids (lower case).
 *
 * @param variants accepted variant keys (of {@link #PLAYABLE_VARIANTS})
 * @param speeds accepted speed names (of {@link #SPEEDS}), fastest first
 * @param timeControls if not empty, only these exact clock settings
 * @param minInitialSeconds least initial clock
 * @param maxInitialSeconds most initial clock
 * @param minIncrementSeconds least increment
 * @param maxIncrementSeconds most increment
 * @param acceptRated whether rated games are accepted
 * @param acceptCasual whether casual games are accepted
 * @param acceptBots whether bots may challenge
 * @param acceptHumans whether humans may challenge
 * @param minRating least challenger rating
 * @param maxRating most challenger rating
 * @param blockList users always declined
 * @param allowList if not empty, only these users are accepted
 * @param concurrency most games at the same time
 * @param maxGamesPerOpponent most games at the same time against one opponent
 * @param correspondence how correspondence and unlimited games are kept (accepted when
 *     {@code speeds} has {@code correspondence})
 * @param acceptRematch whether rematch offers are accepted (a waiting one goes first)
 * @param queue how accepted challenges wait while every slot is busy
 */
public record ChallengeConfig(
    List<String> variants, List<String> speeds, List<ClockSetting> timeControls,
    int minInitialSeconds, int maxInitialSeconds, int minIncrementSeconds, int maxIncrementSeconds,
    boolean acceptRated, boolean acceptCasual, boolean acceptBots, boolean acceptHumans,
    int minRating, int maxRating, List<String> blockList, List<String> allowList,
    int concurrency, int maxGamesPerOpponent, CorrespondenceConfig correspondence, boolean acceptRematch,
    ChallengeQueueConfig queue) {

  /** The variants the engine plays. */
  public static final List<String> PLAYABLE_VARIANTS = List.of("standard", "chess960", "fromPosition");
  /** Lichess speed names from fastest to slowest. */
  public static final List<String> SPEEDS =
      List.of("ultraBullet", "bullet", "blitz", "rapid", "classical", "correspondence");

  public static final ChallengeConfig DEFAULT = new ChallengeConfig(
      PLAYABLE_VARIANTS, List.of("bullet", "blitz", "rapid", "classical"), List.of(),
      0, 10_800, 0, 180, true, true, true, true, 0, 4000, List.of(), List.of(), 1, 1, CorrespondenceConfig.DEFAULT,
          true,
      ChallengeQueueConfig.DEFAULT);

  /** Whether correspondence and unlimited games are accepted (Lichess gives both the speed correspondence). */
  public boolean acceptsCorrespondence() {
    return speeds.contains("correspondence");
  }

  static ChallengeConfig read(ConfigNode node) {
    ChallengeConfig d = DEFAULT;
    ChallengeConfig config = new ChallengeConfig(
        node.list("variants", d.variants, e -> oneOf(e, PLAYABLE_VARIANTS,
            "is not a variant zeitnot plays")),
        node.list("speeds", d.speeds, e -> oneOf(e, SPEEDS, "is not a Lichess speed")),
        node.list("time_controls", d.timeControls, ClockSetting::read),
        (int) node.integer("min_initial_seconds", d.minInitialSeconds, 0, 10_800),
        (int) node.integer("max_initial_seconds", d.maxInitialSeconds, 0, 10_800),
        (int) node.integer("min_increment_seconds", d.minIncrementSeconds, 0, 180),
        (int) node.integer("max_increment_seconds", d.maxIncrementSeconds, 0, 180),
        node.bool("accept_rated", d.acceptRated),
        node.bool("accept_casual", d.acceptCasual),
        node.bool("accept_bots", d.acceptBots),
        node.bool("accept_humans", d.acceptHumans),
        (int) node.integer("min_rating", d.minRating, 0, 4000),
        (int) node.integer("max_rating", d.maxRating, 0, 4000),
        lowerCase(node.strings("block_list", d.blockList)),
        lowerCase(node.strings("allow_list", d.allowList)),
        (int) node.integer("concurrency", d.concurrency, 1, 100),
        (int) node.integer("max_games_per_opponent", d.maxGamesPerOpponent, 1, 100),
        correspondence(node),
        node.bool("accept_rematch", d.acceptRematch),
        ChallengeQueueConfig.read(node.section("queue")));
    if (config.minInitialSeconds > config.maxInitialSeconds) {
      node.problem("min_initial_seconds", config.minInitialSeconds + " is above max_initial_seconds "
          + config.maxInitialSeconds + "; make the minimum at most the maximum");
    }
    if (config.minIncrementSeconds > config.maxIncrementSeconds) {
      node.problem("min_increment_seconds", config.minIncrementSeconds
          + " is above max_increment_seconds " + config.maxIncrementSeconds
          + "; make the minimum at most the maximum");
    }
    if (config.minRating > config.maxRating) {
      node.problem("min_rating", config.minRating + " is above max_rating " + config.maxRating
          + "; make the minimum at most the maximum");
    }
    if (!config.acceptRated && !config.acceptCasual) {
      node.problem("accept_rated", "and accept_casual are both false, so no challenge could be "
          + "accepted; set at least one to true");
    }
    if (!config.acceptBots && !config.acceptHumans) {
      node.problem("accept_bots", "and accept_humans are both false, so no challenge could be "
          + "accepted; set at least one to true");
    }
    node.finish();
    return config;
  }

  /** The section; the old true/false switch gets a pointer to the speed that replaced it. */
  private static CorrespondenceConfig correspondence(ConfigNode node) {
    if (node.isScalar("correspondence")) {
      node.problem("correspondence", "is no longer a true/false switch: correspondence and unlimited "
          + "games are accepted when challenge.speeds includes correspondence; add it there (or leave "
          + "it out) and remove this line (challenge.correspondence is now a section: concurrency, "
          + "checkin_seconds, idle_seconds)");
      return CorrespondenceConfig.DEFAULT;
    }
    return CorrespondenceConfig.read(node.section("correspondence"));
  }

  private static String oneOf(ConfigNode.Element element, List<String> allowed, String what) {
    for (String value : allowed) {
      if (value.equalsIgnoreCase(element.text())) {
        return value;
      }
    }
    String hint = DidYouMean.closest(element.text(), allowed)
        .map(v -> "did you mean \"" + v + "\"? ").orElse("");
    return element.bad(what + "; " + hint + "allowed: " + String.join(", ", allowed));
  }

  private static List<String> lowerCase(List<String> names) {
    return names.stream().map(String::toLowerCase).toList();
  }
}
