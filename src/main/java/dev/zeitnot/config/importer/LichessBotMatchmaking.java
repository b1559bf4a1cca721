package dev.zeitnot.config.importer;

import dev.zeitnot.config.MatchmakingConfig;
import dev.zeitnot.config.MatchmakingConfig.ChallengeFilterMode;
import dev.zeitnot.config.MatchmakingConfig.RatingPreference;
import dev.zeitnot.config.ClockSetting;
import static dev.zeitnot.config.importer.ImportReport.clamp;
import static dev.zeitnot.config.importer.ImportReport.join;

import java.util.ArrayList;
import java.util.List;

/** The lichess-bot {@code matchmaking} section as zeitnot's {@link MatchmakingConfig}. */
final class LichessBotMatchmaking {

  private static final String S = "matchmaking.";

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
    List<ClockSetting> clocks = clocks();
    List<String> variants = variants(challengeVariants);
    String mode = file.text(S + "challenge_mode", "random");
    if (!MatchmakingConfig.MODES.contains(mode)) {
      mode = "random";
    }
    report.map(S + "challenge_mode", "matchmaking.mode", mode, "");
    int min = clamp(file.integer(S + "opponent_min_rating", 600), 0, 4000);
    int max = Math.max(min, clamp(file.integer(S + "opponent_max_rating", 4000), 0, 4000));
    int difference = clamp(file.integer(S + "opponent_rating_difference", 300), 0, 4000);
    report.map(S + "opponent_min_rating", "matchmaking.min_rating", min, "");
    report.map(S + "opponent_max_rating", "matchmaking.max_rating", max, "");
    report.map(S + "opponent_rating_difference", "matchmaking.rating_difference", difference, "");
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
    return new MatchmakingConfig(enabled, idle, clocks, variants, mode, min, max, difference, blockList,
        d.challengeTimeoutSeconds(), during, reserved, d.dailyBotGames(), preference, filter, include,
        d.leaverWaitMinutes());
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

  /** Every initial time with every increment, as lichess-bot draws them independently. */
  private List<ClockSetting> clocks() {
    List<String> initials = file.texts(S + "challenge_initial_time", List.of("60", "180"));
    List<String> increments = file.texts(S + "challenge_increment", List.of("1", "2"));
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
    if (clocks.isEmpty()) {
      clocks = MatchmakingConfig.DEFAULT.timeControls();
      remark = join(remark, "none left, kept zeitnot's default");
    }
    report.map(S + "challenge_initial_time", "matchmaking.time_controls", clocks, remark);
    report.map(S + "challenge_increment", "matchmaking.time_controls", clocks, "with challenge_initial_time");
    return List.copyOf(clocks);
  }

  private List<String> variants(List<String> challengeVariants) {
    String wanted = file.text(S + "challenge_variant", "random");
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
    report.map(S + "challenge_variant", "matchmaking.variants", offered, remark);
    return List.copyOf(offered);
  }

  private void leftOut() {
    report.skip(S + "challenge_days", "zeitnot does not offer correspondence games");
    report.skip(S + "online_block_list", "zeitnot's lists at URLs (challenge.online_lists) judge incoming "
        + "challenges only; "
        + "copy the names into matchmaking.block_list");
    report.skip(S + "overrides", "zeitnot has one set of matchmaking settings");
  }
}
