package dev.zeitnot.config.importer;

import dev.zeitnot.config.BookConfig;
import dev.zeitnot.config.OnlineConfig;
import dev.zeitnot.config.OnlineSourceSettings;
import static dev.zeitnot.config.importer.ImportReport.clamp;
import static dev.zeitnot.config.importer.ImportReport.clampRemark;

import dev.zeitnot.engine.book.BookSelection;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * lichess-bot's knowledge keys as zeitnot's: {@code engine.polyglot} as {@link BookConfig},
 * {@code engine.online_moves} and the tablebase decisions of {@code engine.draw_or_resign} as
 * {@link OnlineConfig}.
 */
final class LichessBotKnowledge {

  private static final String P = "engine.polyglot.";
  private static final String O = "engine.online_moves.";
  private static final String D = "engine.draw_or_resign.";

  private final ImportReport report;
  private final LichessBotFile file;

  LichessBotKnowledge(ImportReport report) {
    this.report = report;
    this.file = report.file();
  }

  BookConfig book() {
    BookConfig d = BookConfig.DEFAULT;
    boolean enabled = file.bool(P + "enabled", false);
    report.map(P + "enabled", "book.enabled", enabled, "");
    Map<String, List<Path>> books = new LinkedHashMap<>();
    for (String variant : List.of("standard", "chess960")) {
      List<String> files = file.texts(P + "book." + variant, List.of());
      if (!files.isEmpty()) {
        books.put(variant, files.stream().map(Path::of).toList());
        report.map(P + "book." + variant, "book.books." + variant, files,
            "checked when the config is loaded: `check` names a missing or bad file");
      }
    }
    file.node(P + "book").fieldNames().forEachRemaining(variant -> {
      if (!variant.equals("standard") && !variant.equals("chess960")) {
        report.skip(P + "book." + variant, "zeitnot plays standard and chess960 only");
      }
    });
    String selectionText = file.text(P + "selection", "weighted_random");
    BookSelection selection = switch (selectionText) {
      case "best_move" -> BookSelection.BEST;
      case "uniform_random" -> BookSelection.UNIFORM;
      default -> BookSelection.WEIGHTED;
    };
    report.map(P + "selection", "book.selection", selection, selectionText.equals("weighted_random")
        || selectionText.equals("best_move") || selectionText.equals("uniform_random") ? ""
        : "\"" + selectionText + "\" is not a lichess-bot selection; weighted");
    long weight = file.integer(P + "min_weight", 1);
    int minWeight = clamp(weight, 0, 65_535);
    report.map(P + "min_weight", "book.min_weight", minWeight, clampRemark(weight, minWeight));
    long depth = file.integer(P + "max_depth", 8);
    int maxPly = clamp(depth, 0, 600);
    report.map(P + "max_depth", "book.max_ply", maxPly,
        report.missingOr(P + "max_depth", "lichess-bot uses 8", clampRemark(depth, maxPly)));
    report.skip(P + "normalization", "zeitnot compares weights within a position as they are");
    return new BookConfig(enabled, selection, minWeight, maxPly, books, d.speedBooks());
  }

  OnlineConfig online() {
    OnlineConfig d = OnlineConfig.DEFAULT;
    long misses = file.integer(O + "max_out_of_book_moves", 10);
    int maxMisses = clamp(misses, 1, 600);
    report.map(O + "max_out_of_book_moves", "online.*.max_misses", maxMisses, clampRemark(misses, maxMisses));
    report.skip(O + "max_retries", "zeitnot asks each source once per move, within a timeout that fits the clock");
    report.skip(O + "max_depth", "zeitnot asks the online sources at any ply until they miss max_misses times");

    String cloud = O + "lichess_cloud_analysis.";
    OnlineConfig.CloudEval cloudEval = new OnlineConfig.CloudEval(
        source(cloud, "online.cloud_eval", d.cloudEval().source(), maxMisses),
        depth(cloud + "min_depth", "online.cloud_eval.min_depth", 20), d.cloudEval().multipv());
    skipQuality(cloud, "max_score_difference", "min_knodes");

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
    OnlineConfig.Explorer explorer = new OnlineConfig.Explorer(explorerSource, database, player, minGames);
    report.skip(ex + "sort", "zeitnot plays the move that scored best for its side among those with min_games");

    String db = O + "chessdb_book.";
    OnlineConfig.ChessDb chessdb = new OnlineConfig.ChessDb(source(db, "online.chessdb", d.chessdb().source(),
        maxMisses),
        depth(db + "min_depth", "online.chessdb.min_depth", 20));
    skipQuality(db);

    String tb = O + "online_egtb.";
    OnlineSourceSettings tablebaseSource = source(tb, "online.tablebase", d.tablebase().source(), maxMisses);
    String tbSource = file.text(tb + "source", "lichess");
    if (!tbSource.equals("lichess") && tablebaseSource.enabled()) {
      tablebaseSource = off(tablebaseSource);
      report.map(tb + "source", "online.tablebase.enabled", false,
          "zeitnot reads only the Lichess tablebase: left off");
    } else {
      report.skip(tb + "source", "zeitnot reads the Lichess tablebase");
    }
    long pieces = file.integer(tb + "max_pieces", 7);
    int maxPieces = clamp(pieces, 2, 7);
    report.map(tb + "max_pieces", "online.tablebase.max_pieces", maxPieces,
        report.missingOr(tb + "max_pieces", "lichess-bot uses 7", clampRemark(pieces, maxPieces)));
    skipQuality(tb);
    boolean resign = file.bool(D + "resign_for_egtb_minus_two", true);
    report.map(D + "resign_for_egtb_minus_two", "online.tablebase.resign_when_lost", resign,
        "used when the online tablebase is on");
    boolean offer = file.bool(D + "offer_draw_for_egtb_zero", true);
    report.map(D + "offer_draw_for_egtb_zero", "online.tablebase.offer_draw_when_drawn", offer,
        "used when the online tablebase is on");
    return new OnlineConfig(cloudEval, explorer, chessdb,
        new OnlineConfig.Tablebase(tablebaseSource, maxPieces, resign, offer));
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
    return new OnlineSourceSettings(enabled, d.url(), d.timeoutMs(), minClockMs, maxClockMs, maxMisses);
  }

  private int depth(String key, String zeitnot, int missing) {
    long depth = file.integer(key, missing);
    int value = clamp(depth, 0, 200);
    report.map(key, zeitnot, value, clampRemark(depth, value));
    return value;
  }

  private void skipQuality(String section, String... more) {
    report.skip(section + "move_quality", "zeitnot plays the source's best move");
    for (String key : more) {
      report.skip(section + key, "zeitnot plays the source's best line when it is deep enough");
    }
  }

  private static OnlineSourceSettings off(OnlineSourceSettings s) {
    return new OnlineSourceSettings(false, s.url(), s.timeoutMs(), s.minClockMs(), s.maxClockMs(), s.maxMisses());
  }
}
