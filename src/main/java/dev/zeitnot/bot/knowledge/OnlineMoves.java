package dev.zeitnot.bot.knowledge;

import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.IllegalMoveException;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;
import dev.zeitnot.config.OnlineConfig;
import dev.zeitnot.config.OnlineSourceSettings;
import dev.zeitnot.lichess.online.ChessDbResult;
import dev.zeitnot.lichess.online.CloudEval;
import dev.zeitnot.lichess.online.ExplorerResult;
import dev.zeitnot.lichess.online.OnlineKnowledgeClients;
import dev.zeitnot.lichess.online.OnlineSource;
import dev.zeitnot.lichess.online.OnlineSourceException;
import dev.zeitnot.lichess.online.TablebaseResult;
import java.time.Duration;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One game's use of the online sources: each is asked only while our clock and the move's budget
 * can spare its timeout, and only until it has missed {@code max_misses} moves in this game. An
 * answer is played only if its move is legal on our board and does not repeat a position a third
 * time. A request that failed is sent again up to {@code max_retries} times within the same timeout.
 * Order: cloud evaluation, explorer, chessdb (opening sources), then the tablebase. A game of a variant
 * (or Chess960) asks only the sources that know it, telling them the variant (the server's key): the
 * cloud evaluation, and the {@code lichess} and {@code player} explorers; the masters explorer,
 * chessdb and the tablebase know standard chess only.
 */
final class OnlineMoves {
  private static final Logger log = LoggerFactory.getLogger(OnlineMoves.class);
  /** Below this timeout a source is not worth asking. */
  static final long MIN_TIMEOUT_MS = 20;
  /** The failures worth another try within the same timeout ({@code max_retries}). */
  private static final Set<OnlineSourceException.Reason> RETRIED = EnumSet.of(OnlineSourceException.Reason.TIMEOUT,
      OnlineSourceException.Reason.HTTP_ERROR, OnlineSourceException.Reason.TRANSPORT);

  private final OnlineSources sources;
  private final OnlineConfig config;
  private final RandomGenerator random;
  /** The variant the sources are told: the server's key, standard for a set-up position. */
  private final String variant;
  private final Map<MoveOrigin, Integer> misses = new EnumMap<>(MoveOrigin.class);
  private TablebaseResult lastTablebase;

  /** For a game of {@code variant} (the server's key; {@code fromPosition} counts as standard). */
  OnlineMoves(OnlineSources sources, String variant) {
    this(sources, variant, new SplittableRandom());
  }

  /** {@code random} draws the {@code move_quality: good} choices. */
  OnlineMoves(OnlineSources sources, String variant, RandomGenerator random) {
    this.sources = sources;
    this.config = sources.config();
    this.random = random;
    this.variant = variant.equals("fromPosition") ? "standard" : variant;
  }

  /**
   * A move from the first source that knows one, or empty. {@code clockMs} is our clock (-1
   * without one), {@code maxWaitMs} the longest this move may wait for one source.
   */
  Optional<KnownMove> choose(Game game, long clockMs, long maxWaitMs) {
    lastTablebase = null;
    Position position = game.position();
    String fen = position.toFen();
    boolean standard = variant.equals("standard");
    Optional<KnownMove> move = ask(MoveOrigin.CLOUD_EVAL, sources.cloudEval(), config.cloudEval().source(), clockMs,
        maxWaitMs, timeout -> fromCloud(position, OnlineKnowledgeClients.cloudEval(sources.cloudEval(), fen,
            variant, config.cloudEval().multipv(), timeout)));
    if (move.isEmpty() && (standard || !config.explorer().database().equals("masters"))) {
      move = ask(MoveOrigin.EXPLORER, sources.explorer(), config.explorer().source(), clockMs, maxWaitMs,
          timeout -> fromExplorer(position, OnlineKnowledgeClients.explorer(sources.explorer(),
              config.explorer().database(), fen, variant, config.explorer().player(),
              position.sideToMove() == 0 ? "white" : "black", timeout)));
    }
    if (!standard) {
      return move;
    }
    if (move.isEmpty()) {
      boolean good = config.chessdb().moveQuality() == OnlineConfig.MoveQuality.GOOD;
      move = ask(MoveOrigin.CHESSDB, sources.chessdb(), config.chessdb().source(), clockMs, maxWaitMs,
          timeout -> good
              ? fromChessDbGood(position, OnlineKnowledgeClients.chessDbGoodMove(sources.chessdb(), fen, timeout))
              : fromChessDb(position, OnlineKnowledgeClients.chessDb(sources.chessdb(), fen, timeout)));
    }
    if (move.isEmpty() && Long.bitCount(position.occupied()) <= config.tablebase().maxPieces()) {
      move = ask(MoveOrigin.TABLEBASE, sources.tablebase(), config.tablebase().source(), clockMs, maxWaitMs,
          timeout -> fromTablebase(position, OnlineKnowledgeClients.tablebase(sources.tablebase(), fen, timeout)));
    }
    return move;
  }

  /**
   * The tablebase's verdict on the position of the last {@link #choose}, or null if it was not asked or did not know.
   */
  TablebaseResult lastTablebase() {
    return lastTablebase;
  }

  OnlineConfig config() {
    return config;
  }

  private interface Query {
    Optional<KnownMove> run(Duration timeout);
  }

  private Optional<KnownMove> ask(MoveOrigin origin, OnlineSource source, OnlineSourceSettings settings,
      long clockMs, long maxWaitMs, Query query) {
    if (source == null || misses.getOrDefault(origin, 0) >= settings.maxMisses() || source.gateClosed()) {
      return Optional.empty();
    }
    long timeoutMs = Math.min(settings.timeoutMs(), maxWaitMs);
    boolean outsideClocks = clockMs >= 0 && (clockMs < settings.minClockMs()
        || settings.maxClockMs() > 0 && clockMs > settings.maxClockMs());
    if (outsideClocks || timeoutMs < MIN_TIMEOUT_MS) {
      return Optional.empty();
    }
    long deadline = System.nanoTime() + timeoutMs * 1_000_000;
    for (int attempt = 0; ; attempt++) {
      try {
        long leftMs = (deadline - System.nanoTime()) / 1_000_000;
        Optional<KnownMove> move = query.run(Duration.ofMillis(Math.max(MIN_TIMEOUT_MS, leftMs)));
        if (move.isEmpty()) {
          miss(origin, settings);
        }
        return move;
      } catch (OnlineSourceException e) {
        if (e.reason() == OnlineSourceException.Reason.GATE_CLOSED) {
          return Optional.empty();
        }
        if (attempt < settings.maxRetries() && RETRIED.contains(e.reason())
            && deadline - System.nanoTime() >= MIN_TIMEOUT_MS * 1_000_000) {
          log.debug("{}; asking again", e.getMessage());
          continue;
        }
        log.info("{}; the engine moves", e.getMessage());
        miss(origin, settings);
        return Optional.empty();
      }
    }
  }

  private void miss(MoveOrigin origin, OnlineSourceSettings settings) {
    int count = misses.merge(origin, 1, Integer::sum);
    if (count == settings.maxMisses()) {
      log.info("{} missed {} moves; not asked again in this game", origin, count);
    }
  }

  private Optional<KnownMove> fromCloud(Position position, CloudEval eval) {
    OnlineConfig.CloudEval settings = config.cloudEval();
    if (eval == null || eval.pvs() == null || eval.pvs().isEmpty() || eval.depth() < settings.minDepth()
        || eval.knodes() < settings.minKnodes()) {
      return Optional.empty();
    }
    CloudEval.Pv line = eval.pvs().get(0);
    if (settings.moveQuality() == OnlineConfig.MoveQuality.GOOD) {
      List<CloudEval.Pv> legal = eval.pvs().stream()
          .filter(pv -> known(position, pv.firstMove(), MoveOrigin.CLOUD_EVAL, "").isPresent()).toList();
      if (legal.isEmpty()) {
        return Optional.empty();
      }
      line = GoodMoves.cloudLine(legal, position.sideToMove() == 0, settings.maxScoreDifferenceCp(), random);
    }
    String score = line.mate() != null ? "mate " + line.mate() : "cp " + line.cp();
    return known(position, line.firstMove(), MoveOrigin.CLOUD_EVAL, "depth " + eval.depth() + ", " + score);
  }

  private Optional<KnownMove> fromExplorer(Position position, ExplorerResult result) {
    if (result == null || result.moves() == null) {
      return Optional.empty();
    }
    boolean white = position.sideToMove() == 0;
    Comparator<ExplorerResult.Move> byScore = Comparator.comparingDouble(m -> score(m, white));
    Comparator<ExplorerResult.Move> byGames = Comparator.comparingLong(ExplorerResult.Move::games);
    Comparator<ExplorerResult.Move> order = config.explorer().sort() == OnlineConfig.ExplorerSort.GAMES
        ? byGames.thenComparing(byScore) : byScore.thenComparing(byGames);
    return result.moves().stream().filter(m -> m.games() >= config.explorer().minGames())
        .filter(m -> known(position, m.uci(), MoveOrigin.EXPLORER, "").isPresent())
        .max(order)
        .flatMap(m -> known(position, m.uci(), MoveOrigin.EXPLORER, String.format(Locale.ROOT, "%s, %d games, %.0f%%",
            config.explorer().database(), m.games(), 100 * score(m, white))));
  }

  private static double score(ExplorerResult.Move move, boolean white) {
    return ((white ? move.white() : move.black()) + move.draws() / 2.0) / Math.max(1, move.games());
  }

  private Optional<KnownMove> fromChessDb(Position position, ChessDbResult result) {
    if (result == null || !"ok".equals(result.status()) || result.pv() == null || result.pv().isEmpty()
        || result.depth() == null || result.depth() < config.chessdb().minDepth()) {
      return Optional.empty();
    }
    return known(position, result.pv().get(0), MoveOrigin.CHESSDB, "depth " + result.depth() + ", cp "
        + result.score());
  }

  private static Optional<KnownMove> fromChessDbGood(Position position, ChessDbResult result) {
    if (result == null || !"ok".equals(result.status())) {
      return Optional.empty();
    }
    return known(position, result.move(), MoveOrigin.CHESSDB, "a good move");
  }

  private Optional<KnownMove> fromTablebase(Position position, TablebaseResult result) {
    // An 8-piece position outside the op1 tables is "unknown": the engine plays it, not a guess.
    if (result == null || result.moves() == null || "unknown".equals(result.category())) {
      return Optional.empty();
    }
    lastTablebase = result;
    List<TablebaseResult.Move> legal = result.moves().stream().filter(m -> TablebaseRanking.rank(m.category()) >= 0)
        .filter(m -> known(position, m.uci(), MoveOrigin.TABLEBASE, "").isPresent()).toList();
    if (legal.isEmpty()) {
      return Optional.empty();
    }
    boolean good = config.tablebase().moveQuality() == OnlineConfig.MoveQuality.GOOD;
    return Optional.of(good ? GoodMoves.tablebaseMove(legal, random)
            : legal.stream().max(TablebaseRanking.BEST_FOR_US).orElseThrow())
        .flatMap(m -> known(position, m.uci(), MoveOrigin.TABLEBASE, result.category()
            + (m.dtm() != null ? ", dtm " + m.dtm() : m.dtz() != null ? ", dtz " + m.dtz()
                : m.dtc() != null ? ", dtc " + m.dtc() : "")));
  }

  /** The move {@code uci} if it is legal here and does not repeat a position a third time. */
  private static Optional<KnownMove> known(Position position, String uci, MoveOrigin origin, String detail) {
    if (uci == null) {
      return Optional.empty();
    }
    try {
      int move = Uci.parse(position, uci);
      Position after = position.copy();
      after.makeMove(move);
      return after.repetitionCount() >= 2 ? Optional.empty() : Optional.of(new KnownMove(move, origin, detail));
    } catch (IllegalMoveException e) {
      log.debug("{} proposed {}, not legal in {}", origin, uci, position.toFen());
      return Optional.empty();
    }
  }
}
