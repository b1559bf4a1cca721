package dev.zeitnot.config.importer;

import dev.zeitnot.config.MatchmakingConfig;
import dev.zeitnot.config.MatchmakingConfig.ChallengeFilterMode;
import dev.zeitnot.config.MatchmakingConfig.RatingPreference;
import dev.zeitnot.config.ClockSetting;
import dev.zeitnot.config.MatchmakingProfile;
import static dev.zeitnot.config.importer.ImportReport.clamp;
import static dev.zeitnot.config.importer.ImportReport.join;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The lichess-bot {@code matchmaking} section as zeitnot's {@link MatchmakingConfig}. */
final class LichessBotMatchmaking {

  private static final String S = "matchmaking.";
  /** The days per move Lichess offers a correspondence challenge. */
  private static final List<Integer> LICHESS_DAYS = List.of(1, 2, 3, 5, 7, 10, 14);
  /** The override keys a zeitnot profile takes. */
  private static final List<String> PROFILE_KEYS = List.of("challenge_variant", "challenge_initial_time",
      "challenge_increment", "challenge_days", "challenge_mode", "opponent_min_rating", "opponent_max_rating",
      "opponent_rating_difference");

  private final ImportReport report;
  private final LichessBotFile file;

  LichessBotMatchmaking(ImportReport report) {
    this.report = report;
    this.file = report.file();
  }

  /** {@code challengeVariants}: the variants the challenge section accepts (lichess-bot's "random" draws from them). */
  MatchmakingConfig map(List<String> challengeVariants) {
    MatchmakingConfig d = MatchmakingConfig.DEFAULT;
    boolean enabled = file.bool(S + "allow_matchmaking", false);
    report.map(S + "allow_matchmaking", "matchmaking.enabled", enabled,
        report.missingOr(S + "allow_matchmaking", "lichess-bot uses false", ""));
    boolean during = file.bool(S + "allow_during_games", false);
    report.map(S + "allow_during_games", "matchmaking.during_games", during, "");
    long minutes = Math.max(1, file.integer(S + "challenge_timeout", 30));
    int idle = clamp(minutes * 60, 0, 86_400);
    report.map(S + "challenge_timeout", "matchmaking.idle_seconds", idle, "minutes idle, in seconds");
    MatchmakingProfile lichessBotDefaults = new MatchmakingProfile(1, d.timeControls(), List.of(),
        List.of("standard"), "random", 600, 4000, 300, MatchmakingProfile.NO_TARGET);
    MatchmakingProfile base = profile(S, "matchmaking.", lichessBotDefaults, challengeVariants, true);
    Map<String, MatchmakingProfile> profiles = overrides(base, challengeVariants);
    List<String> blockList = file.texts(S + "block_list", List.of()).stream().map(String::toLowerCase).toList();
    report.map(S + "block_list", "matchmaking.block_list", blockList, "as lower-case user ids");
    int reserved = clamp(file.integer("challenge.games_reserved_for_humans", 0), 0, 100);
    report.map("challenge.games_reserved_for_humans", "matchmaking.games_reserved_for_humans", reserved, "");
    leftOut();
    RatingPreference preference = choice(S + "rating_preference", "matchmaking.rating_preference",
        RatingPreference.NONE);
    ChallengeFilterMode filter = choice(S + "challenge_filter", "matchmaking.challenge_filter",
        ChallengeFilterMode.NONE);
    boolean include = file.bool(S + "include_challenge_block_list", false);
    report.map(S + "include_challenge_block_list", "matchmaking.include_challenge_block_list", include,
        report.missingOr(S + "include_challenge_block_list", "lichess-bot uses false", ""));
    return new MatchmakingConfig(enabled, idle, base.timeControls(), base.variants(), base.mode(), base.minRating(),
        base.maxRating(), base.ratingDifference(), blockList, d.challengeTimeoutSeconds(), during, reserved,
        d.dailyBotGames(), preference, filter, include, d.leaverWaitMinutes(), base.days(),
        MatchmakingProfile.NO_TARGET, 1, profiles, MatchmakingConfig.ProfileOrder.RANDOM);
  }

  /**
   * The offer keys under {@code from} (the section, or one override) as a profile: a key missing
   * from the section takes lichess-bot's default, one missing from an override the section's value.
   */
  private MatchmakingProfile profile(String from, String to, MatchmakingProfile fallback,
      List<String> challengeVariants, boolean top) {
    List<ClockSetting> clocks = clocks(from, to, fallback.timeControls(), top);
    List<Integer> days = days(from, to, fallback.days());
    if (clocks.isEmpty() && days.isEmpty()) {
      clocks = MatchmakingConfig.DEFAULT.timeControls();
    }
    List<String> variants = file.has(from + "challenge_variant") || top
        ? variants(from, to, challengeVariants) : fallback.variants();
    String mode = file.text(from + "challenge_mode", fallback.mode());
    if (!MatchmakingConfig.MODES.contains(mode)) {
      mode = fallback.mode();
    }
    report.map(from + "challenge_mode", to + "mode", mode, "");
    int min = clamp(file.integer(from + "opponent_min_rating", fallback.minRating()), 0, 4000);
    int max = Math.max(min, clamp(file.integer(from + "opponent_max_rating", fallback.maxRating()), 0, 4000));
    int difference = clamp(file.integer(from + "opponent_rating_difference", fallback.ratingDifference()), 0, 4000);
    report.map(from + "opponent_min_rating", to + "min_rating", min, "");
    report.map(from + "opponent_max_rating", to + "max_rating", max, "");
    report.map(from + "opponent_rating_difference", to + "rating_difference", difference, "");
    return new MatchmakingProfile(1, clocks, days, variants, mode, min, max, difference,
        MatchmakingProfile.NO_TARGET);
  }

  /** Each of lichess-bot's {@code overrides} as a profile of weight 1 (it draws the section and each alike). */
  private Map<String, MatchmakingProfile> overrides(MatchmakingProfile base, List<String> challengeVariants) {
    Map<String, MatchmakingProfile> profiles = new LinkedHashMap<>();
    JsonNode overrides = file.node(S + "overrides");
    if (!overrides.isObject()) {
      return profiles;
    }
    for (Map.Entry<String, JsonNode> entry : overrides.properties()) {
      String name = entry.getKey();
      String from = S + "overrides." + name + ".";
      profiles.put(name, profile(from, "matchmaking.profiles." + name + ".", base, challengeVariants, false));
      if (entry.getValue().isObject()) {
        for (Map.Entry<String, JsonNode> key : entry.getValue().properties()) {
          if (!PROFILE_KEYS.contains(key.getKey())) {
            report.skip(from + key.getKey(), "zeitnot sets this for every profile at once (matchmaking."
                + "<key>); the section's value holds in this profile");
          }
        }
      }
    }
    return profiles;
  }

  /** A lichess-bot word naming one of {@code missing}'s constants (lower case); another word keeps {@code missing}. */
  private <E extends Enum<E>> E choice(String key, String zeitnotKey, E missing) {
    String text = file.text(key, missing.toString());
    for (E value : missing.getDeclaringClass().getEnumConstants()) {
      if (value.toString().equals(text)) {
        report.map(key, zeitnotKey, value, "");
        return value;
      }
    }
    report.map(key, zeitnotKey, missing, "\"" + text + "\" is not a lichess-bot value; " + missing);
    return missing;
  }

  /** lichess-bot's {@code challenge_days}: correspondence offers, beside the clocks. */
  private List<Integer> days(String from, String to, List<Integer> fallback) {
    List<String> wanted = file.texts(from + "challenge_days", null);
    if (wanted == null) {
      report.map(from + "challenge_days", to + "days", fallback, "");
      return fallback;
    }
    List<Integer> kept = new ArrayList<>();
    List<String> dropped = new ArrayList<>();
    for (String value : wanted) {
      try {
        int days = Integer.parseInt(value.trim());
        if (LICHESS_DAYS.contains(days)) {
          kept.add(days);
        } else {
          dropped.add(value);
        }
      } catch (NumberFormatException e) {
        dropped.add(value);
      }
    }
    report.map(from + "challenge_days", to + "days", kept, join("correspondence offers, each as likely as a clock",
        dropped.isEmpty() ? "" : "left out " + String.join(", ", dropped) + ": Lichess offers " + LICHESS_DAYS));
    return List.copyOf(kept);
  }

  /**
   * Every initial time with every increment, as lichess-bot draws them independently; an override
   * naming neither keeps the section's clocks.
   */
  private List<ClockSetting> clocks(String from, String to, List<ClockSetting> fallback, boolean top) {
    if (!top && !file.has(from + "challenge_initial_time") && !file.has(from + "challenge_increment")) {
      report.map(from + "challenge_initial_time", to + "time_controls", fallback, "");
      return fallback;
    }
    String inheritedInitial = top ? "60,180" : String.join(",", fallback.stream()
        .map(c -> String.valueOf(c.initialSeconds())).distinct().toList());
    String inheritedIncrement = top ? "1,2" : String.join(",", fallback.stream()
        .map(c -> String.valueOf(c.incrementSeconds())).distinct().toList());
    List<String> initials = file.texts(from + "challenge_initial_time", List.of(inheritedInitial.split(",")));
    List<String> increments = file.texts(from + "challenge_increment", List.of(inheritedIncrement.split(",")));
    if (file.has(from + "challenge_days") && !file.has(from + "challenge_initial_time")
        && !file.has(from + "challenge_increment") && top) {
      initials = List.of();
    }
    List<ClockSetting> clocks = new ArrayList<>();
    List<String> dropped = new ArrayList<>();
    for (String initial : initials) {
      for (String increment : increments) {
        try {
          int limit = Integer.parseInt(initial.trim());
          int inc = Integer.parseInt(increment.trim());
          boolean ok = (List.of(0, 15, 30, 45, 60, 90).contains(limit) || limit % 60 == 0 && limit <= 10_800)
              && inc >= 0 && inc <= 60 && limit + 40 * inc >= 30;
          if (ok) {
            clocks.add(new ClockSetting(limit, inc));
          } else {
            dropped.add(limit + "+" + inc);
          }
        } catch (NumberFormatException e) {
          dropped.add(initial + "+" + increment);
        }
      }
    }
    String remark = "every initial time with every increment";
    if (!dropped.isEmpty()) {
      remark = join(remark, "left out " + String.join(", ", dropped) + " (seconds): not a clock a bot may offer");
    }
    if (clocks.isEmpty() && !file.has(from + "challenge_days")) {
      clocks = top ? MatchmakingConfig.DEFAULT.timeControls() : fallback;
      remark = join(remark, top ? "none left, kept zeitnot's default" : "none left, kept the section's");
    }
    report.map(from + "challenge_initial_time", to + "time_controls", clocks, remark);
    report.map(from + "challenge_increment", to + "time_controls", clocks, "with challenge_initial_time");
    return List.copyOf(clocks);
  }

  private List<String> variants(String from, String to, List<String> challengeVariants) {
    String wanted = file.text(from + "challenge_variant", "random");
    List<String> offered = new ArrayList<>();
    if (wanted.equals("random")) {
      challengeVariants.stream().filter(MatchmakingConfig.OFFERED_VARIANTS::contains).forEach(offered::add);
    } else {
      MatchmakingConfig.OFFERED_VARIANTS.stream().filter(v -> v.equalsIgnoreCase(wanted)).forEach(offered::add);
    }
    String remark = wanted.equals("random") ? "random: drawn from the accepted variants" : "";
    if (offered.isEmpty()) {
      offered.add("standard");
      remark = join(remark, "zeitnot offers only " + String.join(", ", MatchmakingConfig.OFFERED_VARIANTS)
          + "; kept standard");
    }
    report.map(from + "challenge_variant", to + "variants", offered, remark);
    return List.copyOf(offered);
  }

  private void leftOut() {
    report.skip(S + "online_block_list", "zeitnot's lists at URLs (challenge.online_lists) judge incoming "
        + "challenges only; "
        + "copy the names into matchmaking.block_list");
  }
}
