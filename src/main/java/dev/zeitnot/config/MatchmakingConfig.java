package dev.zeitnot.config;

import java.util.List;
import java.util.Locale;

/**
 * When and whom the bot challenges on its own: an online bot, when a slot is free and the bot has
 * been idle long enough, within the server's limits (challenge credits, the daily bot-game cap).
 *
 * @param enabled whether the bot challenges at all
 * @param idleSeconds how long without a game before it challenges
 * @param timeControls the clocks to offer, one drawn at random per challenge
 * @param variants the variants to offer (of {@link #OFFERED_VARIANTS})
 * @param mode {@code casual}, {@code rated} or {@code random}
 * @param minRating least opponent rating (in the challenge's speed)
 * @param maxRating most opponent rating
 * @param ratingDifference most distance from our own rating in that speed; 0 means no such limit
 * @param blockList bots never challenged (besides {@code challenge.block_list})
 * @param challengeTimeoutSeconds an unanswered challenge is cancelled after this long
 * @param duringGames whether to challenge while a game is running (when a slot is free)
 * @param gamesReservedForHumans slots bot games never take (of {@code challenge.concurrency})
 * @param dailyBotGames the most bot-vs-bot games a day, counted by the bot (server cap: 100)
 * @param ratingPreference which candidates are likelier to be drawn: none (all alike), high (the
 *     highest-rated twice as likely as the lowest) or low (the other way)
 * @param challengeFilter what a decline rules out: none (nothing), coarse (that bot, for a day) or
 *     fine (the declined part of the offer, by the reason)
 * @param includeChallengeBlockList whether {@code challenge.block_list} is skipped too
 * @param leaverWaitMinutes a bot that aborted a game with us or left it is not challenged for this
 *     long (0: not remembered)
 */
public record MatchmakingConfig(
    boolean enabled, int idleSeconds, List<ClockSetting> timeControls, List<String> variants, String mode,
    int minRating, int maxRating, int ratingDifference, List<String> blockList, int challengeTimeoutSeconds,
    boolean duringGames, int gamesReservedForHumans, int dailyBotGames, RatingPreference ratingPreference,
    ChallengeFilterMode challengeFilter, boolean includeChallengeBlockList, int leaverWaitMinutes) {

  /** Which candidates matchmaking draws more often (lichess-bot's {@code rating_preference}). */
  public enum RatingPreference {
    NONE, HIGH, LOW;

    @Override
    public String toString() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** What a bot's decline rules out (lichess-bot's {@code challenge_filter}). */
  public enum ChallengeFilterMode {
    NONE, COARSE, FINE;

    @Override
    public String toString() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** The server's cap on bot-vs-bot games a day. */
  public static final int SERVER_DAILY_BOT_GAMES = 100;
  public static final List<String> MODES = List.of("casual", "rated", "random");
  /** The variants a challenge can offer: those the bot plays but fromPosition (that needs a FEN). */
  public static final List<String> OFFERED_VARIANTS =
      ChallengeConfig.PLAYABLE_VARIANTS.stream().filter(v -> !v.equals("fromPosition")).toList();

  public static final MatchmakingConfig DEFAULT = new MatchmakingConfig(false, 1800,
      List.of(new ClockSetting(60, 1), new ClockSetting(180, 2)), List.of("standard"), "casual",
      600, 4000, 300, List.of(), 30, false, 0, SERVER_DAILY_BOT_GAMES);

  /** With the defaults of the newer keys: no rating preference, fine filter, both block lists, leavers left 6 h. */
  public MatchmakingConfig(boolean enabled, int idleSeconds, List<ClockSetting> timeControls, List<String> variants,
      String mode, int minRating, int maxRating, int ratingDifference, List<String> blockList,
      int challengeTimeoutSeconds, boolean duringGames, int gamesReservedForHumans, int dailyBotGames) {
    this(enabled, idleSeconds, timeControls, variants, mode, minRating, maxRating, ratingDifference, blockList,
        challengeTimeoutSeconds, duringGames, gamesReservedForHumans, dailyBotGames, RatingPreference.NONE,
        ChallengeFilterMode.FINE, true, 360);
  }

  public MatchmakingConfig {
    timeControls = List.copyOf(timeControls);
    variants = List.copyOf(variants);
    blockList = List.copyOf(blockList);
  }

  static MatchmakingConfig read(ConfigNode node) {
    MatchmakingConfig d = DEFAULT;
    MatchmakingConfig config = new MatchmakingConfig(
        node.bool("enabled", d.enabled),
        (int) node.integer("idle_seconds", d.idleSeconds, 0, 86_400),
        node.list("time_controls", d.timeControls, MatchmakingConfig::clock),
        node.list("variants", d.variants, e -> ChallengeConfig.oneOf(e, OFFERED_VARIANTS,
            "is not a variant the bot offers")),
        mode(node, d.mode),
        (int) node.integer("min_rating", d.minRating, 0, 4000),
        (int) node.integer("max_rating", d.maxRating, 0, 4000),
        (int) node.integer("rating_difference", d.ratingDifference, 0, 4000),
        node.strings("block_list", d.blockList).stream().map(n -> n.toLowerCase(Locale.ROOT)).toList(),
        (int) node.integer("challenge_timeout_seconds", d.challengeTimeoutSeconds, 5, 600),
        node.bool("during_games", d.duringGames),
        (int) node.integer("games_reserved_for_humans", d.gamesReservedForHumans, 0, 100),
        (int) node.integer("daily_bot_games", d.dailyBotGames, 1, SERVER_DAILY_BOT_GAMES),
        node.choice("rating_preference", d.ratingPreference),
        node.choice("challenge_filter", d.challengeFilter),
        node.bool("include_challenge_block_list", d.includeChallengeBlockList),
        (int) node.integer("leaver_wait_minutes", d.leaverWaitMinutes, 0, 43_200));
    if (config.timeControls.isEmpty()) {
      node.problem("time_controls", "is empty; list at least one clock like \"3+2\"");
    }
    if (config.variants.isEmpty()) {
      node.problem("variants", "is empty; list at least one, like [standard]");
    }
    if (config.minRating > config.maxRating) {
      node.problem("min_rating", config.minRating + " is above max_rating " + config.maxRating
          + "; make the minimum at most the maximum");
    }
    node.finish();
    return config;
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

  private static String mode(ConfigNode node, String fallback) {
    String mode = node.string("mode", fallback);
    if (!MODES.contains(mode)) {
      node.problem("mode", "\"" + mode + "\" is not a mode; allowed: " + String.join(", ", MODES));
      return fallback;
    }
    return mode;
  }
}
