package dev.zeitnot.config.importer;

import dev.zeitnot.config.ChallengeConfig;
import dev.zeitnot.config.ChallengeFilter;
import dev.zeitnot.config.ChallengeQueueConfig;
import dev.zeitnot.config.CorrespondenceConfig;
import dev.zeitnot.config.OnlineListsConfig;
import dev.zeitnot.config.RecentBotChallengeLimit;
import java.util.Locale;
import static dev.zeitnot.config.importer.ImportReport.clamp;
import static dev.zeitnot.config.importer.ImportReport.clampRemark;
import static dev.zeitnot.config.importer.ImportReport.join;

import java.util.ArrayList;
import java.util.List;

/** The lichess-bot {@code challenge} section as zeitnot's {@link ChallengeConfig}. */
final class LichessBotChallenge {

  private static final String S = "challenge.";
  private static final int MAX_BASE = 10_800;
  private static final int MAX_INCREMENT = 180;

  private final ImportReport report;
  private final LichessBotFile file;

  LichessBotChallenge(ImportReport report) {
    this.report = report;
    this.file = report.file();
  }

  ChallengeConfig map() {
    ChallengeConfig d = ChallengeConfig.DEFAULT;
    List<String> variants = variants();
    List<String> speeds = speeds();
    int maxBase = range("max_base", "max_initial_seconds", MAX_BASE, MAX_BASE,
        "missing: lichess-bot has no upper limit; " + MAX_BASE + " s is the longest Lichess clock");
    int minBase = Math.min(range("min_base", "min_initial_seconds", 0, MAX_BASE, ""), maxBase);
    int maxIncrement = range("max_increment", "max_increment_seconds", 180, MAX_INCREMENT,
        "missing: lichess-bot uses 180");
    int minIncrement = Math.min(range("min_increment", "min_increment_seconds", 0, MAX_INCREMENT, ""),
        maxIncrement);
    List<String> modes = file.texts(S + "modes", List.of("casual", "rated"));
    boolean rated = modes.contains("rated");
    boolean casual = modes.contains("casual");
    String modesRemark = "";
    if (!rated && !casual) {
      rated = casual = true;
      modesRemark = "no mode left would accept no challenge, which zeitnot refuses; kept both: edit";
    }
    report.map(S + "modes", "challenge.accept_rated", rated, join("and accept_casual: " + casual, modesRemark));
    boolean bots = file.bool(S + "accept_bot", false);
    boolean humans = !file.bool(S + "only_bot", false);
    report.map(S + "accept_bot", "challenge.accept_bots", bots,
        report.missingOr(S + "accept_bot", "lichess-bot uses false", ""));
    report.map(S + "only_bot", "challenge.accept_humans", humans, "the opposite");
    if (!bots && !humans) {
      humans = true;
      report.add(new KeyMapping(S + "only_bot", file.shown(S + "only_bot"), "challenge.accept_humans",
          "true", "with accept_bot false nobody could challenge, which zeitnot refuses: edit"));
    }
    int minRating = range("min_rating", "min_rating", 0, 4000, "");
    int maxRating = Math.max(minRating, range("max_rating", "max_rating", 4000, 4000, ""));
    List<String> blockList = names("block_list", "block_list");
    List<String> allowList = names("allow_list", "allow_list");
    int concurrency = range("concurrency", "concurrency", 1, 100, "");
    int perOpponent = range("max_simultaneous_games_per_user", "max_games_per_opponent", 5, 100,
        "missing: lichess-bot uses 5");
    String order = file.text(S + "sort_by", "best");
    ChallengeQueueConfig.SortBy sortBy = "first".equalsIgnoreCase(order)
        ? ChallengeQueueConfig.SortBy.FIRST : ChallengeQueueConfig.SortBy.BEST;
    report.map(S + "sort_by", "challenge.queue.sort_by", sortBy,
        "the order of challenges waiting for a free slot; missing: lichess-bot uses best");
    ChallengeQueueConfig.Preference preference = preference();
    ChallengeQueueConfig queue = new ChallengeQueueConfig(d.queue().length(), sortBy, d.queue().maxWaitSeconds(),
        preference);
    boolean bulletIncrement = file.bool(S + "bullet_requires_increment", false);
    report.map(S + "bullet_requires_increment", "challenge.bullet_requires_increment", bulletIncrement, "");
    int maxDays = range("max_days", "max_days", ChallengeFilter.MAX_DAYS, ChallengeFilter.MAX_DAYS,
        "missing: lichess-bot has no upper limit; " + ChallengeFilter.MAX_DAYS + " is the longest Lichess offers");
    int minDays = Math.max(1, Math.min(range("min_days", "min_days", 1, ChallengeFilter.MAX_DAYS, ""), maxDays));
    int ratingDifference = range("rating_difference", "rating_difference", 0, 4000,
        "missing: lichess-bot has no limit (0 here)");
    RecentBotChallengeLimit recentBots = recentBots();
    ChallengeFilter filter = new ChallengeFilter(variants, speeds, d.filter().timeControls(), minBase, maxBase,
        minIncrement, maxIncrement, bulletIncrement, minDays, maxDays, rated, casual, minRating, maxRating,
        ratingDifference, d.filter().maxEstimatedGameDuration());
    List<String> onlineBlock = file.texts(S + "online_block_list", List.of()).stream()
        .filter(url -> url.startsWith("https://") || url.startsWith("http://")).toList();
    report.map(S + "online_block_list", "challenge.online_lists.block", onlineBlock,
        "read again every " + d.onlineLists().refreshSeconds() + " s (online_lists.refresh_seconds); "
            + "only http(s) URLs kept");
    OnlineListsConfig online = new OnlineListsConfig(onlineBlock, d.onlineLists().allow(),
        d.onlineLists().refreshSeconds());
    return new ChallengeConfig(filter, filter, filter, bots, humans, blockList, allowList, online,
        concurrency, perOpponent, correspondence(d.correspondence()), d.acceptRematch(), queue, recentBots);
  }

  /** lichess-bot's {@code correspondence} check-in and disconnect times (its move_time is time.no_clock_move_ms). */
  private CorrespondenceConfig correspondence(CorrespondenceConfig d) {
    String c = "correspondence.";
    long checkin = file.integer(c + "checkin_period", 600);
    int checkinSeconds = clamp(checkin, 1, 86_400);
    report.map(c + "checkin_period", "challenge.correspondence.checkin_seconds", checkinSeconds,
        report.missingOr(c + "checkin_period", "lichess-bot uses 600", clampRemark(checkin, checkinSeconds)));
    long disconnect = file.integer(c + "disconnect_time", 300);
    int idleSeconds = clamp(disconnect, 1, 86_400);
    report.map(c + "disconnect_time", "challenge.correspondence.idle_seconds", idleSeconds,
        report.missingOr(c + "disconnect_time", "lichess-bot uses 300", join(clampRemark(disconnect, idleSeconds),
            "a game waiting this long for the opponent is put aside")));
    return new CorrespondenceConfig(d.concurrency(), checkinSeconds, idleSeconds);
  }

  private ChallengeQueueConfig.Preference preference() {
    String text = file.text(S + "preference", "none").toLowerCase(Locale.ROOT);
    ChallengeQueueConfig.Preference preference = switch (text) {
      case "human" -> ChallengeQueueConfig.Preference.HUMAN;
      case "bot" -> ChallengeQueueConfig.Preference.BOT;
      default -> ChallengeQueueConfig.Preference.NONE;
    };
    report.map(S + "preference", "challenge.queue.preference", preference,
        List.of("none", "human", "bot").contains(text) ? "which kind waits less for a free slot"
            : "\"" + text + "\" is not none, human or bot; none");
    return preference;
  }

  private List<String> variants() {
    List<String> wanted = file.texts(S + "variants", List.of("standard"));
    List<String> kept = new ArrayList<>();
    List<String> dropped = new ArrayList<>();
    for (String variant : wanted) {
      String known = ChallengeConfig.PLAYABLE_VARIANTS.stream()
          .filter(v -> v.equalsIgnoreCase(variant)).findFirst().orElse(null);
      if (known == null) {
        dropped.add(variant);
      } else if (!kept.contains(known)) {
        kept.add(known);
      }
    }
    String remark = dropped.isEmpty() ? "" : "left out " + String.join(", ", dropped)
        + ": zeitnot plays only " + String.join(", ", ChallengeConfig.PLAYABLE_VARIANTS);
    if (kept.isEmpty()) {
      remark = join(remark, "no variant left: every challenge will be declined until you add one");
    }
    report.map(S + "variants", "challenge.variants", kept, remark);
    return List.copyOf(kept);
  }

  private List<String> speeds() {
    List<String> wanted = file.texts(S + "time_controls",
        List.of("bullet", "blitz", "rapid", "classical"));
    List<String> kept = ChallengeConfig.SPEEDS.stream()
        .filter(speed -> wanted.stream().anyMatch(speed::equalsIgnoreCase)).toList();
    List<String> dropped = wanted.stream()
        .filter(w -> ChallengeConfig.SPEEDS.stream().noneMatch(w::equalsIgnoreCase)).toList();
    report.map(S + "time_controls", "challenge.speeds", kept,
        dropped.isEmpty() ? "" : "left out " + String.join(", ", dropped) + ": not a Lichess speed");
    return kept;
  }

  private int range(String key, String zeitnotKey, long missing, int max, String missingRemark) {
    long value = file.integer(S + key, missing);
    int kept = clamp(value, 0, max);
    report.map(S + key, "challenge." + zeitnotKey, kept,
        file.has(S + key) ? clampRemark(value, kept) : missingRemark);
    return kept;
  }

  private List<String> names(String key, String zeitnotKey) {
    List<String> names = file.texts(S + key, List.of()).stream().map(String::toLowerCase).toList();
    report.map(S + key, "challenge." + zeitnotKey, names, "as lower-case user ids");
    return names;
  }

  /** lichess-bot counts a bot's recent challenges only when both keys are set. */
  private RecentBotChallengeLimit recentBots() {
    RecentBotChallengeLimit none = RecentBotChallengeLimit.NONE;
    boolean both = file.has(S + "max_recent_bot_challenges") && file.has(S + "recent_bot_challenge_age");
    long age = file.integer(S + "recent_bot_challenge_age", none.ageSeconds());
    int ageSeconds = clamp(age, 1, 86_400);
    report.map(S + "recent_bot_challenge_age", "challenge.recent_bot_challenge_age", ageSeconds,
        report.missingOr(S + "recent_bot_challenge_age", "lichess-bot counts no recent challenges",
            clampRemark(age, ageSeconds)));
    long max = file.integer(S + "max_recent_bot_challenges", 0);
    int kept = both ? clamp(max, 1, 1000) : 0;
    String remark = !both ? "0: no limit, as lichess-bot without both recent_bot_challenge keys"
        : max < 1 ? max + " would decline every bot; 1 kept (set challenge.accept_bots: false for that)"
        : clampRemark(max, kept);
    report.map(S + "max_recent_bot_challenges", "challenge.max_recent_bot_challenges", kept, remark);
    return new RecentBotChallengeLimit(kept, ageSeconds);
  }
}
