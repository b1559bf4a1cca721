package dev.zeitnot.config;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

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
 * @param days the days per move of correspondence games to offer (empty: none)
 * @param targetRatingDifference bots nearest this distance from our rating are challenged first (-1: off)
 * @param weight how often the default profile (the keys above) is chosen against the named ones
 * @param profiles named profiles: each changes only the keys it names (see {@link MatchmakingProfile})
 * @param profileOrder how a profile is chosen per challenge: at random by weight, or in turn
 */
public record MatchmakingConfig(
    boolean enabled, int idleSeconds, List<ClockSetting> timeControls, List<String> variants, String mode,
    int minRating, int maxRating, int ratingDifference, List<String> blockList, int challengeTimeoutSeconds,
    boolean duringGames, int gamesReservedForHumans, int dailyBotGames, RatingPreference ratingPreference,
    ChallengeFilterMode challengeFilter, boolean includeChallengeBlockList, int leaverWaitMinutes,
    List<Integer> days, int targetRatingDifference, int weight, Map<String, MatchmakingProfile> profiles,
    ProfileOrder profileOrder) {

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

  /** How a profile is chosen for each challenge: at random by weight, or each in turn (BotLi's cyclic). */
  public enum ProfileOrder {
    RANDOM, IN_TURN;

    @Override
    public String toString() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** A profile with its name ({@link #DEFAULT_PROFILE} for the keys at the top of the section). */
  public record Choice(String name, MatchmakingProfile profile) {}

  /** The name of the profile the keys at the top of {@code matchmaking} make. */
  public static final String DEFAULT_PROFILE = "default";
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

  /** One profile (the keys given), no correspondence offers, no target rating distance. */
  public MatchmakingConfig(boolean enabled, int idleSeconds, List<ClockSetting> timeControls, List<String> variants,
      String mode, int minRating, int maxRating, int ratingDifference, List<String> blockList,
      int challengeTimeoutSeconds, boolean duringGames, int gamesReservedForHumans, int dailyBotGames,
      RatingPreference ratingPreference, ChallengeFilterMode challengeFilter, boolean includeChallengeBlockList,
      int leaverWaitMinutes) {
    this(enabled, idleSeconds, timeControls, variants, mode, minRating, maxRating, ratingDifference, blockList,
        challengeTimeoutSeconds, duringGames, gamesReservedForHumans, dailyBotGames, ratingPreference,
        challengeFilter, includeChallengeBlockList, leaverWaitMinutes, List.of(), MatchmakingProfile.NO_TARGET, 1,
        Map.of(), ProfileOrder.RANDOM);
  }

  public MatchmakingConfig {
    timeControls = List.copyOf(timeControls);
    variants = List.copyOf(variants);
    blockList = List.copyOf(blockList);
    days = List.copyOf(days);
    profiles = Collections.unmodifiableMap(new LinkedHashMap<>(profiles));
  }

  /** The profile the keys at the top of the section make. */
  public MatchmakingProfile base() {
    return new MatchmakingProfile(weight, timeControls, days, variants, mode, minRating, maxRating,
        ratingDifference, targetRatingDifference);
  }

  /** The profiles a challenge may use, in order: the default one first, then the named ones; weight 0 left out. */
  public List<Choice> choices() {
    List<Choice> choices = new ArrayList<>();
    choices.add(new Choice(DEFAULT_PROFILE, base()));
    profiles.forEach((name, profile) -> choices.add(new Choice(name, profile)));
    choices.removeIf(choice -> choice.profile().weight() == 0);
    return List.copyOf(choices);
  }

  /** This config with {@code value} as its named profiles. */
  public MatchmakingConfig withProfiles(Map<String, MatchmakingProfile> value, ProfileOrder order) {
    return new MatchmakingConfig(enabled, idleSeconds, timeControls, variants, mode, minRating, maxRating,
        ratingDifference, blockList, challengeTimeoutSeconds, duringGames, gamesReservedForHumans, dailyBotGames,
        ratingPreference, challengeFilter, includeChallengeBlockList, leaverWaitMinutes, days,
        targetRatingDifference, weight, value, order);
  }

  static MatchmakingConfig read(ConfigNode node) {
    MatchmakingConfig d = DEFAULT;
    MatchmakingProfile base = MatchmakingProfile.read(node, d.base(), d.weight);
    Map<String, MatchmakingProfile> profiles = new LinkedHashMap<>();
    ConfigNode profilesNode = node.section("profiles");
    for (String name : profilesNode.keys()) {
      ConfigNode profileNode = profilesNode.section(name);
      profiles.put(name, MatchmakingProfile.read(profileNode, base, 1));
      profileNode.finish();
    }
    profilesNode.finish();
    MatchmakingConfig config = new MatchmakingConfig(
        node.bool("enabled", d.enabled),
        (int) node.integer("idle_seconds", d.idleSeconds, 0, 86_400),
        base.timeControls(), base.variants(), base.mode(), base.minRating(), base.maxRating(),
        base.ratingDifference(),
        node.strings("block_list", d.blockList).stream().map(n -> n.toLowerCase(Locale.ROOT)).toList(),
        (int) node.integer("challenge_timeout_seconds", d.challengeTimeoutSeconds, 5, 600),
        node.bool("during_games", d.duringGames),
        (int) node.integer("games_reserved_for_humans", d.gamesReservedForHumans, 0, 100),
        (int) node.integer("daily_bot_games", d.dailyBotGames, 1, SERVER_DAILY_BOT_GAMES),
        node.choice("rating_preference", d.ratingPreference),
        node.choice("challenge_filter", d.challengeFilter),
        node.bool("include_challenge_block_list", d.includeChallengeBlockList),
        (int) node.integer("leaver_wait_minutes", d.leaverWaitMinutes, 0, 43_200),
        base.days(), base.targetRatingDifference(), base.weight(), profiles,
        node.choice("profile_order", d.profileOrder));
    if (config.choices().isEmpty()) {
      node.problem("weight", "is 0 here and in every profile, so no challenge could be made; give one a weight");
    }
    node.finish();
    return config;
  }
}
