package dev.zeitnot.config;

import java.util.List;

/**
 * The online knowledge sources, asked after the opening books and before the engine, each off
 * by default: the Lichess cloud evaluation, the opening explorer, chessdb, then the tablebase.
 *
 * @param cloudEval {@code GET /api/cloud-eval}
 * @param explorer the opening explorer
 * @param chessdb the chessdb opening database
 * @param tablebase the online endgame tablebase (standard chess)
 */
public record OnlineConfig(CloudEval cloudEval, Explorer explorer, ChessDb chessdb, Tablebase tablebase) {

  public static final OnlineConfig DEFAULT = new OnlineConfig(
      new CloudEval(new OnlineSourceSettings(false, "https://lichess.org", 1000, 20_000, 0, 10), 20, 1),
      new Explorer(new OnlineSourceSettings(false, "https://explorer.lichess.org", 1000, 20_000, 0, 10),
          "masters", "", 10),
      new ChessDb(new OnlineSourceSettings(false, "https://www.chessdb.cn", 1000, 20_000, 0, 10), 20),
      new Tablebase(new OnlineSourceSettings(false, "https://tablebase.lichess.org", 1000, 10_000, 0, 20), 7,
          false, false));

  /** Explorer databases. */
  public static final List<String> DATABASES = List.of("masters", "lichess", "player");

  /**
   * @param source the common settings
   * @param minDepth evaluations shallower than this are ignored
   * @param multipv how many lines to ask for (the best one is played)
   */
  public record CloudEval(OnlineSourceSettings source, int minDepth, int multipv) {}

  /**
   * @param source the common settings
   * @param database {@code masters}, {@code lichess} or {@code player}
   * @param player the player whose games {@code player} reads
   * @param minGames a move needs at least this many games
   */
  public record Explorer(OnlineSourceSettings source, String database, String player, int minGames) {}

  /**
   * @param source the common settings
   * @param minDepth lines shallower than this are ignored
   */
  public record ChessDb(OnlineSourceSettings source, int minDepth) {}

  /**
   * @param source the common settings
   * @param maxPieces asked only with at most this many pieces (kings included; at most 7)
   * @param resignWhenLost resign instead of moving when the tablebase says the position is lost
   * @param offerDrawWhenDrawn offer a draw with our move when it says the position is drawn (an
   *     offer made while the opponent offers one accepts it)
   */
  public record Tablebase(OnlineSourceSettings source, int maxPieces, boolean resignWhenLost,
      boolean offerDrawWhenDrawn) {}

  /** Whether any source is on. */
  public boolean anyEnabled() {
    return cloudEval.source.enabled() || explorer.source.enabled() || chessdb.source.enabled()
        || tablebase.source.enabled();
  }

  static OnlineConfig read(ConfigNode node) {
    OnlineConfig d = DEFAULT;
    ConfigNode c = node.section("cloud_eval");
    CloudEval cloudEval = new CloudEval(OnlineSourceSettings.read(c, d.cloudEval.source),
        (int) c.integer("min_depth", d.cloudEval.minDepth, 0, 200),
            (int) c.integer("multipv", d.cloudEval.multipv, 1, 5));
    c.finish();
    ConfigNode e = node.section("explorer");
    OnlineSourceSettings explorerSource = OnlineSourceSettings.read(e, d.explorer.source);
    String database = e.string("database", d.explorer.database);
    if (!DATABASES.contains(database)) {
      e.problem("database", "\"" + database + "\" is not an explorer database; allowed: "
          + String.join(", ", DATABASES));
      database = d.explorer.database;
    }
    Explorer explorer = new Explorer(explorerSource, database, e.string("player", d.explorer.player),
        (int) e.integer("min_games", d.explorer.minGames, 1, 1_000_000));
    if (explorer.database.equals("player") && explorer.player.isBlank() && explorerSource.enabled()) {
      e.problem("player", "is empty but database is player; name the player whose games to read");
    }
    e.finish();
    ConfigNode x = node.section("chessdb");
    ChessDb chessdb = new ChessDb(OnlineSourceSettings.read(x, d.chessdb.source),
        (int) x.integer("min_depth", d.chessdb.minDepth, 0, 200));
    x.finish();
    ConfigNode t = node.section("tablebase");
    Tablebase tablebase = new Tablebase(OnlineSourceSettings.read(t, d.tablebase.source),
        (int) t.integer("max_pieces", d.tablebase.maxPieces, 2, 7),
        t.bool("resign_when_lost", d.tablebase.resignWhenLost),
        t.bool("offer_draw_when_drawn", d.tablebase.offerDrawWhenDrawn));
    t.finish();
    node.finish();
    return new OnlineConfig(cloudEval, explorer, chessdb, tablebase);
  }
}
