package dev.zeitnot.config.importer;

import dev.zeitnot.config.BookConfig;
import dev.zeitnot.config.ChallengeConfig;
import dev.zeitnot.config.SyzygyConfig;
import dev.zeitnot.config.OnlineConfig;
import dev.zeitnot.config.OnlineConfig.MoveQuality;
import dev.zeitnot.config.OnlineSourceSettings;
import static dev.zeitnot.config.importer.ImportReport.clamp;
import static dev.zeitnot.config.importer.ImportReport.clampRemark;
import static dev.zeitnot.config.importer.ImportReport.join;

import dev.zeitnot.chess.Variant;
import dev.zeitnot.engine.book.BookNormalization;
import dev.zeitnot.engine.book.BookSelection;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * lichess-bot's knowledge keys as zeitnot's: {@code engine.polyglot} as {@link BookConfig},
 * {@code engine.online_moves} and the tablebase decisions of {@code engine.draw_or_resign} as
 * {@link OnlineConfig}, {@code engine.lichess_bot_tbs.syzygy} (with the same decisions) as
 * {@link SyzygyConfig}.
 */
final class LichessBotKnowledge {

  private static final String P = "engine.polyglot.";
  private static final String O = "engine.online_moves.";
  private static final String D = "engine.draw_or_resign.";
  private static final String TBS = "engine.lichess_bot_tbs.";
  /** The cloud lines asked for with move_quality good (lichess-bot asks for as many). */
  private static final int GOOD_CLOUD_LINES = 5;

  private final ImportReport report;
  private final LichessBotFile file;
  /** {@code online_moves.max_retries}, the same for every source. */
  private int maxRetries;

  LichessBotKnowledge(ImportReport report) {
    this.report = report;
    this.file = report.file();
  }

  BookConfig book() {
    BookConfig d = BookConfig.DEFAULT;
    boolean enabled = file.bool(P + "enabled", false);
    report.map(P + "enabled", "book.enabled", enabled, "");
    Map<String, List<Path>> books = new LinkedHashMap<>();
    List<String> named = new ArrayList<>();
    file.node(P + "book").fieldNames().forEachRemaining(named::add);
    for (String name : named) {
      String key = P + "book." + name;
      String variant = bookVariant(name);
      List<String> files = file.texts(key, List.of());
      if (variant == null) {
        report.skip(key, "not a variant zeitnot plays (" + String.join(", ", ChallengeConfig.PLAYABLE_VARIANTS) + ")");
      } else if (!files.isEmpty()) {
        books.merge(variant, files.stream().map(Path::of).toList(),
            (a, b) -> java.util.stream.Stream.concat(a.stream(), b.stream()).toList());
        report.map(key, "book.books." + variant, files,
            "checked when the config is loaded: `check` names a missing or bad file");
      }
    }
    String selectionText = file.text(P + "selection", "weighted_random");
    BookSelection selection = switch (selectionText) {
      case "best_move" -> BookSelection.BEST;
      case "uniform_random" -> BookSelection.UNIFORM;
      default -> BookSelection.WEIGHTED;
    };
    report.map(P + "selection", "book.selection", selection, selectionText.equals("weighted_random")
        || selectionText.equals("best_move") || selectionText.equals("uniform_random") ? ""
        : "\"" + selectionText + "\" is not a lichess-bot selection; weighted");
    String normalizationText = file.text(P + "normalization", "none");
    BookNormalization normalization = switch (normalizationText) {
      case "max" -> BookNormalization.MAX;
      case "sum" -> BookNormalization.SUM;
      default -> BookNormalization.NONE;
    };
    report.map(P + "normalization", "book.normalization", normalization,
        List.of("none", "max", "sum").contains(normalizationText) ? ""
            : "\"" + normalizationText + "\" is not a lichess-bot normalization; none");
    long weight = file.integer(P + "min_weight", 1);
    int minWeight = clamp(weight, 0, normalization.maxMinWeight());
    report.map(P + "min_weight", "book.min_weight", minWeight, join(clampRemark(weight, minWeight),
        normalization == BookNormalization.NONE ? "" : "a percentage, as with lichess-bot's " + normalization));
    long depth = file.integer(P + "max_depth", 8);
    int maxPly = clamp(depth, 0, 600);
    report.map(P + "max_depth", "book.max_ply", maxPly,
        report.missingOr(P + "max_depth", "lichess-bot uses 8", clampRemark(depth, maxPly)));
    return new BookConfig(enabled, selection, minWeight, maxPly, books, d.speedBooks(), normalization,
        d.maxMoves());
  }

  /**
   * The Lichess key of a lichess-bot book variant (its names are python-chess's: {@code giveaway},
   * {@code 3check}, {@code kingofthehill}, ...), or null when zeitnot does not play it.
   */
  private static String bookVariant(String name) {
    String lower = name.toLowerCase(Locale.ROOT);
    if (lower.equals("giveaway")) {
      return Variant.ANTICHESS.lichessKey();
    }
    for (String key : ChallengeConfig.PLAYABLE_VARIANTS) {
      if (key.toLowerCase(Locale.ROOT).equals(lower)) {
        return key;
      }
    }
    for (Variant variant : Variant.values()) {
      if (variant.uciName().equals(lower)) {
        return variant.lichessKey();
      }
    }
    return null;
  }

  /**
   * {@code lichess_bot_tbs.syzygy} as {@code knowledge.syzygy}: its directories (those that exist
   * here) while it is enabled, its piece limit, and the tablebase decisions of
   * {@code draw_or_resign}, which lichess-bot applies to its local tables as to the online one.
   * Gaviota has no counterpart: listed as left out while enabled.
   */
  SyzygyConfig syzygy() {
    String s = TBS + "syzygy.";
    SyzygyConfig d = SyzygyConfig.DEFAULT;
    boolean enabled = file.bool(s + "enabled", false);
    List<String> named = file.texts(s + "paths", List.of("engines/syzygy"));
    List<Path> paths = new ArrayList<>();
    List<String> absent = new ArrayList<>();
    for (String dir : named) {
      if (Files.isDirectory(Path.of(dir))) {
        paths.add(Path.of(dir));
      } else {
        absent.add(dir);
      }
    }
    if (!enabled) {
      paths.clear();
    }
    report.map(s + "enabled", "knowledge.syzygy.paths", enabled ? paths : "[]",
        enabled ? "" : "off: no local tables (zeitnot's are on when paths are set)");
    report.map(s + "paths", "knowledge.syzygy.paths", paths, !enabled ? "unused while syzygy is off"
        : absent.isEmpty() ? "checked when the config is loaded: `check` names a missing or corrupt file"
        : "left out, not a directory here: " + String.join(", ", absent) + "; copy the tables there and add it");
    long pieces = file.integer(s + "max_pieces", 7);
    int maxPieces = clamp(pieces, 3, 7);
    report.map(s + "max_pieces", "knowledge.syzygy.max_pieces", maxPieces, clampRemark(pieces, maxPieces));
    String quality = file.text(s + "move_quality", "best");
    report.map(s + "move_quality", "knowledge.syzygy", "(the best move)", switch (quality) {
      case "best" -> "zeitnot plays the tables' best move: the best WDL, then the shortest DTZ when winning";
      case "suggest" -> "zeitnot gives the engine no list to choose from: it plays the tables' best move itself";
      default -> "\"" + quality + "\" is not a lichess-bot move_quality; best";
    });
    boolean resign = file.bool(D + "resign_for_egtb_minus_two", true);
    report.map(D + "resign_for_egtb_minus_two", "knowledge.syzygy.resign_when_lost", resign,
        "used when local tables are set");
    boolean offer = file.bool(D + "offer_draw_for_egtb_zero", true);
    report.map(D + "offer_draw_for_egtb_zero", "knowledge.syzygy.offer_draw_when_drawn", offer,
        "used when local tables are set");
    String g = TBS + "gaviota";
    if (file.bool(g + ".enabled", false)) {
      report.skip(g, "zeitnot reads no Gaviota tables; Syzygy tables (knowledge.syzygy) cover the same endgames");
    } else if (file.names(g)) {
      report.add(new KeyMapping(g, "{enabled: false, ...}", "knowledge.syzygy", "(unchanged)",
          "Gaviota is off here: nothing to carry over"));
    }
    return new SyzygyConfig(List.copyOf(paths), maxPieces, resign, offer);
  }

  OnlineConfig online() {
    OnlineConfig d = OnlineConfig.DEFAULT;
    long misses = file.integer(O + "max_out_of_book_moves", 10);
    int maxMisses = clamp(misses, 1, 600);
    report.map(O + "max_out_of_book_moves", "online.*.max_misses", maxMisses, clampRemark(misses, maxMisses));
    long retries = file.integer(O + "max_retries", 2);
    maxRetries = clamp(retries, 0, 10);
    report.map(O + "max_retries", "online.*.max_retries", maxRetries, report.missingOr(O + "max_retries",
        "lichess-bot uses 2", join(clampRemark(retries, maxRetries), "each within the source's timeout for the move")));
    report.skip(O + "max_depth", "zeitnot asks the online sources at any ply until they miss max_misses times");

    String cloud = O + "lichess_cloud_analysis.";
    OnlineSourceSettings cloudSource = source(cloud, "online.cloud_eval", d.cloudEval().source(), maxMisses);
    int cloudDepth = depth(cloud + "min_depth", "online.cloud_eval.min_depth", 20);
    MoveQuality cloudQuality = quality(cloud, "online.cloud_eval", "best");
    int multipv = cloudQuality == MoveQuality.GOOD ? GOOD_CLOUD_LINES : d.cloudEval().multipv();
    long difference = Math.abs(file.integer(cloud + "max_score_difference", 50));
    int maxDifference = clamp(difference, 0, 1000);
    report.map(cloud + "max_score_difference", "online.cloud_eval.max_score_difference_cp", maxDifference,
        join(clampRemark(difference, maxDifference), "used with move_quality good"
            + (cloudQuality == MoveQuality.GOOD ? " (multipv " + multipv + ": the lines to choose from)" : "")));
    long knodes = file.integer(cloud + "min_knodes", 0);
    int minKnodes = clamp(knodes, 0, 1_000_000_000);
    report.map(cloud + "min_knodes", "online.cloud_eval.min_knodes", minKnodes, clampRemark(knodes, minKnodes));
    OnlineConfig.CloudEval cloudEval = new OnlineConfig.CloudEval(cloudSource, cloudDepth, multipv, cloudQuality,
        maxDifference, minKnodes);

    String ex = O + "lichess_opening_explorer.";
    String database = file.text(ex + "source", "masters");
    if (!OnlineConfig.DATABASES.contains(database)) {
      database = "masters";
    }
    report.map(ex + "source", "online.explorer.database", database, "");
    String player = file.text(ex + "player_name", "");
    report.map(ex + "player_name", "online.explorer.player", "\"" + player + "\"", "");
    long games = file.integer(ex + "min_games", 10);
    int minGames = clamp(games, 1, 1_000_000);
    report.map(ex + "min_games", "online.explorer.min_games", minGames, clampRemark(games, minGames));
    OnlineSourceSettings explorerSource = source(ex, "online.explorer", d.explorer().source(), maxMisses);
    if (database.equals("player") && player.isBlank() && explorerSource.enabled()) {
      explorerSource = off(explorerSource);
      report.map(ex + "player_name", "online.explorer.enabled", false, "source player needs a player name: left off");
    }
    String sortText = file.text(ex + "sort", "winrate");
    OnlineConfig.ExplorerSort sort = sortText.equals("games") ? OnlineConfig.ExplorerSort.GAMES
        : OnlineConfig.ExplorerSort.WINRATE;
    report.map(ex + "sort", "online.explorer.sort", sort, sortText.equals("games") || sortText.equals("winrate")
        ? "" : "\"" + sortText + "\" is not a lichess-bot sort; winrate");
    OnlineConfig.Explorer explorer = new OnlineConfig.Explorer(explorerSource, database, player, minGames, sort);

    String db = O + "chessdb_book.";
    OnlineConfig.ChessDb chessdb = new OnlineConfig.ChessDb(source(db, "online.chessdb", d.chessdb().source(),
        maxMisses),
        depth(db + "min_depth", "online.chessdb.min_depth", 20), quality(db, "online.chessdb", "good"));

    String tb = O + "online_egtb.";
    OnlineSourceSettings tablebaseSource = source(tb, "online.tablebase", d.tablebase().source(), maxMisses);
    String tbSource = file.text(tb + "source", "lichess");
    if (!tbSource.equals("lichess") && tablebaseSource.enabled()) {
      tablebaseSource = off(tablebaseSource);
      report.map(tb + "source", "online.tablebase.enabled", false,
          "zeitnot reads only the Lichess tablebase: left off");
    } else {
      report.map(tb + "source", "online.tablebase.url", d.tablebase().source().url(), "");
    }
    long pieces = file.integer(tb + "max_pieces", 7);
    int maxPieces = clamp(pieces, 2, OnlineConfig.Tablebase.MAX_PIECES);
    report.map(tb + "max_pieces", "online.tablebase.max_pieces", maxPieces,
        report.missingOr(tb + "max_pieces", "lichess-bot uses 7", clampRemark(pieces, maxPieces)));
    MoveQuality tablebaseQuality = quality(tb, "online.tablebase", "best");
    boolean resign = file.bool(D + "resign_for_egtb_minus_two", true);
    report.map(D + "resign_for_egtb_minus_two", "online.tablebase.resign_when_lost", resign,
        "used when the online tablebase is on");
    boolean offer = file.bool(D + "offer_draw_for_egtb_zero", true);
    report.map(D + "offer_draw_for_egtb_zero", "online.tablebase.offer_draw_when_drawn", offer,
        "used when the online tablebase is on");
    return new OnlineConfig(cloudEval, explorer, chessdb,
        new OnlineConfig.Tablebase(tablebaseSource, maxPieces, resign, offer, tablebaseQuality));
  }

  /** A source's {@code enabled} and {@code min_time} (seconds of our clock); the URL and timeout are zeitnot's. */
  private OnlineSourceSettings source(String section, String zeitnot, OnlineSourceSettings d, int maxMisses) {
    boolean enabled = file.bool(section + "enabled", false);
    report.map(section + "enabled", zeitnot + ".enabled", enabled, "");
    long minTime = file.integer(section + "min_time", 20);
    int minClockMs = clamp(minTime * 1000, 0, 86_400_000);
    report.map(section + "min_time", zeitnot + ".min_clock_ms", minClockMs, "seconds become milliseconds");
    long maxTime = file.integer(section + "max_time", 10_800);
    int maxClockMs = Math.max(minClockMs, clamp(maxTime * 1000, 0, 86_400_000));
    report.map(section + "max_time", zeitnot + ".max_clock_ms", maxClockMs,
        report.missingOr(section + "max_time", "lichess-bot uses 10800", "seconds become milliseconds"));
    return new OnlineSourceSettings(enabled, d.url(), d.timeoutMs(), minClockMs, maxClockMs, maxMisses, maxRetries);
  }

  private int depth(String key, String zeitnot, int missing) {
    long depth = file.integer(key, missing);
    int value = clamp(depth, 0, 200);
    report.map(key, zeitnot, value, clampRemark(depth, value));
    return value;
  }

  /** {@code move_quality}: best, or good (lichess-bot's all and suggest are nearest to good). */
  private MoveQuality quality(String section, String zeitnot, String missing) {
    String text = file.text(section + "move_quality", missing);
    MoveQuality quality = text.equals("best") ? MoveQuality.BEST : MoveQuality.GOOD;
    String remark = switch (text) {
      case "best", "good" -> "";
      case "all" -> "zeitnot plays one of chessdb's good moves, never any known one";
      case "suggest" -> "zeitnot gives the engine no list to choose from: a random move that keeps the result";
      default -> "\"" + text + "\" is not a lichess-bot move_quality; good";
    };
    report.map(section + "move_quality", zeitnot + ".move_quality", quality,
        report.missingOr(section + "move_quality", "lichess-bot uses " + missing, remark));
    return quality;
  }

  private static OnlineSourceSettings off(OnlineSourceSettings s) {
    return new OnlineSourceSettings(false, s.url(), s.timeoutMs(), s.minClockMs(), s.maxClockMs(), s.maxMisses(),
        s.maxRetries());
  }
}
