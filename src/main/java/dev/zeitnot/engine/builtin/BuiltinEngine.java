package dev.zeitnot.engine.builtin;

import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;
import dev.zeitnot.engine.search.Search;
import dev.zeitnot.engine.search.SearchMemory;
import dev.zeitnot.engine.time.ObservedLag;
import dev.zeitnot.engine.time.TimeParams;
import dev.zeitnot.engine.tt.TranspositionTable;
import java.util.Arrays;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * zeitnot's own engine: alpha-beta search with a hand-written evaluation, in process. It plays
 * standard chess, Chess960 and every variant whose rules {@code chess} has.
 */
public final class BuiltinEngine implements Engine {

  private static final Logger log = LoggerFactory.getLogger(BuiltinEngine.class);

  /** The largest overhead the time parameters accept. */
  private static final long MAX_OVERHEAD_MS = 5_000;

  private final EngineSettings settings;
  private final SearchMemory memory;
  private final ObservedLag lag = new ObservedLag();
  private final Object lock = new Object();
  private Search current;
  /** A stop that came before its search registered (the caller's thread had not started yet). */
  private boolean stopPending;
  /** Likewise a ponderhit that came before its ponder search registered. */
  private boolean ponderHitPending;

  /** An engine with a transposition table of its own of {@code settings.hashMb()} MiB. */
  public BuiltinEngine(EngineSettings settings) {
    this(settings, new SearchMemory(settings.hashMb(), settings.evaluation().evaluators()));
  }

  private BuiltinEngine(EngineSettings settings, SearchMemory memory) {
    this.settings = settings;
    this.memory = memory;
  }

  /**
   * An engine searching {@code shared}, a table other engines (games) search at the same time;
   * {@code settings.hashMb()} is ignored. {@link #newGame()} then forgets only its own history.
   */
  public static BuiltinEngine sharingTable(EngineSettings settings, TranspositionTable shared) {
    return new BuiltinEngine(settings, SearchMemory.sharing(shared, settings.evaluation().evaluators()));
  }

  public EngineSettings settings() {
    return settings;
  }

  @Override
  public String name() {
    return "zeitnot";
  }

  @Override
  public void newGame() {
    memory.clear();
  }

  /**
   * {@inheritDoc}
   *
   * @throws dev.zeitnot.chess.IllegalMoveException when a move of the request is illegal
   * @throws dev.zeitnot.chess.FenException when its FEN is malformed
   */
  @Override
  public synchronized SearchResult search(SearchRequest request, SearchListener listener) {
    Game game = new Game(request.initialFen(), request.chess960(), request.variant());
    for (String move : request.moves()) {
      game.play(move);
    }
    Position position = game.position().copy();
    Uci.CastlingStyle style = request.chess960() || position.isChess960()
        ? Uci.CastlingStyle.KING_TAKES_ROOK : Uci.CastlingStyle.KING_TWO_SQUARES;
    int side = position.sideToMove();
    TimeParams params = settings.timeParams();
    if (params.moveOverheadMs() > 0) {
      // A caller that already takes the lag off the clocks (the bot) sets the overhead to 0.
      long overhead = lag.overheadMs(request, side, params.moveOverheadMs());
      params = params.withMoveOverheadMs(Math.min(overhead, MAX_OVERHEAD_MS));
    }
    long startNanos = System.nanoTime();
    Search search = new Search(position, style, request.limits(), searchMoves(position, request),
        params, memory, settings.threads(), listener, System::nanoTime, settings.tablebases());
    synchronized (lock) {
      current = search;
      if (stopPending) {
        stopPending = false;
        search.stop();
      }
      if (ponderHitPending && request.limits().ponder()) {
        search.ponderHit();
      }
      ponderHitPending = false;
    }
    SearchResult result = null;
    try {
      result = search.run();
      return result;
    } finally {
      synchronized (lock) {
        current = null;
      }
      long usedMs = (System.nanoTime() - startNanos) / 1_000_000;
      if (params.nodesTime() > 0) {
        // The time is the nodes searched (NodesTime), and so is what the runner charges.
        usedMs = result == null || result.info() == null ? 0 : result.info().nodes() / params.nodesTime();
      }
      lag.searched(request, side, usedMs);
    }
  }

  /**
   * {@inheritDoc} A stop that arrives while no search runs is kept for the next search, which
   * then returns as soon as it has a move: the caller may have started the search on another
   * thread that has not reached {@link #search} yet.
   */
  @Override
  public void stop() {
    synchronized (lock) {
      if (current != null) {
        current.stop();
      } else {
        stopPending = true;
      }
    }
  }

  /**
   * {@inheritDoc} Like {@link #stop()}, a ponderhit that arrives before the ponder search
   * registered is kept for it (and dropped by the next search that is not a ponder search).
   */
  @Override
  public void ponderHit() {
    synchronized (lock) {
      if (current != null) {
        current.ponderHit();
      } else {
        ponderHitPending = true;
      }
    }
  }

  @Override
  public void close() {
    stop();
  }

  /** The legal moves among the request's {@code searchmoves}; empty (all moves) if none is legal. */
  private static int[] searchMoves(Position position, SearchRequest request) {
    int[] moves = new int[request.searchMoves().size()];
    int count = 0;
    for (String text : request.searchMoves()) {
      try {
        moves[count] = Uci.parse(position, text);
        count++;
      } catch (IllegalArgumentException e) {
        log.warn("searchmoves: ignoring {} ({})", text, e.getMessage());
      }
    }
    return Arrays.copyOf(moves, count);
  }
}
