package dev.zeitnot.config;

import java.util.List;
import java.util.Locale;

/**
 * The online knowledge sources, asked after the opening books and before the engine, each off
 * by default: the Lichess cloud evaluation, the opening explorer, chessdb, then the tablebase.
 *
 * @param cloudEval {@code GET /api/cloud-eval}
 * @param explorer the opening explorer
 * @param chessdb the chessdb opening database
 * @param tablebase the online endgame tablebase (standard chess)
 * @param sendTokenTo hosts besides the server's and Lichess's own that receive the bot's token (see {@link TokenHosts})
 */
public record OnlineConfig(CloudEval cloudEval, Explorer explorer, ChessDb chessdb, Tablebase tablebase,
    List<String> sendTokenTo) {

  public OnlineConfig {
    sendTokenTo = List.copyOf(sendTokenTo);
  }

  /** Sources that send the token only to the server's and Lichess's own hosts. */
  public OnlineConfig(CloudEval cloudEval, Explorer explorer, ChessDb chessdb, Tablebase tablebase) {
    this(cloudEval, explorer, chessdb, tablebase, List.of());
  }

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
   * Which of a source's moves is played: {@code best} the best one; {@code good} one drawn at random
   * among the good ones (for each source its own rule of good).
   */
  public enum MoveQuality {
    BEST, GOOD;

    @Override
    public String toString() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** How the explorer's moves are ranked: by the score they made for our side, or by how often they were played. */
  public enum ExplorerSort {
    WINRATE, GAMES;

    @Override
    public String toString() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /**
   * @param source the common settings
   * @param minDepth evaluations shallower than this are ignored
   * @param multipv how many lines to ask for
   * @param moveQuality {@code best}: the first line's move; {@code good}: a line's move drawn at random among
   *     those within {@code maxScoreDifferenceCp} of the first
   * @param maxScoreDifferenceCp how far below the best line a good one may score
   * @param minKnodes evaluations of fewer thousand nodes than this are ignored
   */
  public record CloudEval(OnlineSourceSettings source, int minDepth, int multipv, MoveQuality moveQuality,
      int maxScoreDifferenceCp, long minKnodes) {
    /** The best line of an evaluation of any node count. */
    public CloudEval(OnlineSourceSettings source, int minDepth, int multipv) {
      this(source, minDepth, multipv, MoveQuality.BEST, 50, 0);
    }
  }

  /**
   * @param source the common settings
   * @param database {@code masters}, {@code lichess} or {@code player}
   * @param player the player whose games {@code player} reads
   * @param minGames a move needs at least this many games
   * @param sort {@code winrate}: the move that scored best for our side; {@code games}: the one played most
   */
  public record Explorer(OnlineSourceSettings source, String database, String player, int minGames,
      ExplorerSort sort) {
    /** Ranked by win rate. */
    public Explorer(OnlineSourceSettings source, String database, String player, int minGames) {
      this(source, database, player, minGames, ExplorerSort.WINRATE);
    }
  }

  /**
   * @param source the common settings
   * @param minDepth lines shallower than this are ignored (with {@code best})
   * @param moveQuality {@code best}: the first move of chessdb's best line ({@code querypv});
   *     {@code good}: the move chessdb draws among its good ones ({@code querybest})
   */
  public record ChessDb(OnlineSourceSettings source, int minDepth, MoveQuality moveQuality) {
    /** The best line. */
    public ChessDb(OnlineSourceSettings source, int minDepth) {
      this(source, minDepth, MoveQuality.BEST);
    }
  }

  /**
   * @param source the common settings
   * @param maxPieces asked only with at most this many pieces (kings included; at most
   *     {@link #MAX_PIECES}: Lichess answers 8-piece positions its op1 tables cover, and says
   *     {@code unknown} of the others, which are then left to the engine)
   * @param resignWhenLost resign instead of moving when the tablebase says the position is lost
   * @param offerDrawWhenDrawn offer a draw with our move when it says the position is drawn (an
   *     offer made while the opponent offers one accepts it)
   * @param moveQuality {@code best}: the fastest win (slowest loss); {@code good}: a move drawn at random
   *     among those that keep the best result
   */
  public record Tablebase(OnlineSourceSettings source, int maxPieces, boolean resignWhenLost,
      boolean offerDrawWhenDrawn, MoveQuality moveQuality) {
    /** The most pieces the Lichess tablebase knows positions of (8: its op1 tables). */
    public static final int MAX_PIECES = 8;

    /** Playing the best move. */
    public Tablebase(OnlineSourceSettings source, int maxPieces, boolean resignWhenLost, boolean offerDrawWhenDrawn) {
      this(source, maxPieces, resignWhenLost, offerDrawWhenDrawn, MoveQuality.BEST);
    }
  }

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
        (int) c.integer("multipv", d.cloudEval.multipv, 1, 5),
        c.choice("move_quality", d.cloudEval.moveQuality),
        (int) c.integer("max_score_difference_cp", d.cloudEval.maxScoreDifferenceCp, 0, 1000),
        c.integer("min_knodes", d.cloudEval.minKnodes, 0, 1_000_000_000));
    if (cloudEval.moveQuality == MoveQuality.GOOD && cloudEval.multipv < 2) {
      c.problem("move_quality", "good needs more than one line to choose from; set multipv to 2..5, or "
          + "move_quality to best");
    }
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
        (int) e.integer("min_games", d.explorer.minGames, 1, 1_000_000), e.choice("sort", d.explorer.sort));
    if (explorer.database.equals("player") && explorer.player.isBlank() && explorerSource.enabled()) {
      e.problem("player", "is empty but database is player; name the player whose games to read");
    }
    e.finish();
    ConfigNode x = node.section("chessdb");
    ChessDb chessdb = new ChessDb(OnlineSourceSettings.read(x, d.chessdb.source),
        (int) x.integer("min_depth", d.chessdb.minDepth, 0, 200), x.choice("move_quality", d.chessdb.moveQuality));
    x.finish();
    ConfigNode t = node.section("tablebase");
    Tablebase tablebase = new Tablebase(OnlineSourceSettings.read(t, d.tablebase.source),
        (int) t.integer("max_pieces", d.tablebase.maxPieces, 2, Tablebase.MAX_PIECES),
        t.bool("resign_when_lost", d.tablebase.resignWhenLost),
        t.bool("offer_draw_when_drawn", d.tablebase.offerDrawWhenDrawn),
        t.choice("move_quality", d.tablebase.moveQuality));
    t.finish();
    List<String> sendTokenTo = node.list("send_token_to", d.sendTokenTo, host -> TokenHosts.HOST.matcher(
        host.text()).matches() ? host.text() : host.bad("is not a host name; write only the host, like "
            + "explorer.example.org (no scheme, port or path)"));
    node.finish();
    return new OnlineConfig(cloudEval, explorer, chessdb, tablebase, sendTokenTo);
  }
}
