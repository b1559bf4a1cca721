package dev.zeitnot.engine.search;

import dev.zeitnot.chess.Move;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;
import dev.zeitnot.engine.SearchInfo;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchResult;
import dev.zeitnot.engine.time.TimeManager;
import dev.zeitnot.engine.time.TimeParams;
import dev.zeitnot.engine.tt.TranspositionTable;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.LongSupplier;

/**
 * One search of one position: starts the threads, waits for the limits (or for stop and
 * ponderhit), and turns the main thread's result into UCI moves and a report.
 */
public final class Search {

  private static final long HELPER_STACK_BYTES = 64L * 1024 * 1024;

  private final Position root;
  private final Uci.CastlingStyle style;
  private final SearchContext ctx;
  private final SearchMemory memory;
  private final SearchListener listener;
  private final LongSupplier nanoClock;
  private final int threadCount;
  /** Read by the node clock from any thread while the search adds its threads. */
  private final List<SearchThread> threads = new CopyOnWriteArrayList<>();
  private final Object released = new Object();
  private volatile SearchInfo lastInfo;
  private volatile SearchThread mainThread;

  /**
   * Prepares a search of {@code root} (whose key history holds the game so far).
   *
   * @param searchMoves the root moves to consider, or an empty array for all of them
   * @param nanoClock monotonic time source, {@code System::nanoTime} outside tests; with
   *     {@link TimeParams#nodesTime()} set, the nodes searched count as the time instead
   */
  public Search(Position root, Uci.CastlingStyle style, SearchLimits limits, int[] searchMoves,
      TimeParams timeParams, SearchMemory memory, int threadCount, SearchListener listener,
      LongSupplier nanoClock) {
    this(root, style, limits, searchMoves, timeParams, memory, threadCount, listener, nanoClock, TablebaseProbe.OFF);
  }

  /** A search that probes the Syzygy WDL tables of {@code tablebases} in its tree. */
  public Search(Position root, Uci.CastlingStyle style, SearchLimits limits, int[] searchMoves,
      TimeParams timeParams, SearchMemory memory, int threadCount, SearchListener listener,
      LongSupplier nanoClock, TablebaseProbe tablebases) {
    this.root = root;
    this.style = style;
    this.listener = listener;
    this.nanoClock = nanoClock;
    this.threadCount = threadCount;
    int[] restriction = searchMoves.length == 0 ? null : searchMoves.clone();
    int rootMoves = restriction == null ? root.generateLegal(new int[Position.MAX_MOVES]) : restriction.length;
    long nodesPerMs = timeParams.nodesTime();
    LongSupplier clock = nodesPerMs > 0 ? () -> totalNodes() * 1_000_000L / nodesPerMs : nanoClock;
    int gamePly = 2 * (Math.max(1, root.fullmoveNumber()) - 1) + root.sideToMove();
    TimeManager time = new TimeManager(limits, root.sideToMove(), gamePly, timeParams, clock);
    this.memory = memory;
    this.ctx = new SearchContext(memory.tt, time, limits, timeParams.hardNodes(limits.nodes()), restriction,
        rootMoves, tablebases);
  }

  /** Runs the search on the calling thread (plus helpers) and returns when it is over. */
  public SearchResult run() {
    if (ctx.rootMoveCount == 0) {
      return new SearchResult(null, null, null);
    }
    ctx.tt.newSearch();
    SearchThread main = new SearchThread(0, root.copy(), ctx, memory.tables(0), this::report);
    threads.add(main);
    mainThread = main;
    List<Thread> helpers = new ArrayList<>();
    for (int id = 1; id < threadCount; id++) {
      SearchThread helper = new SearchThread(id, root.copy(), ctx, memory.tables(id),
          (t, d, c) -> { });
      threads.add(helper);
      Thread thread = new Thread(null, helper, "search-helper-" + id, HELPER_STACK_BYTES);
      thread.setDaemon(true);
      helpers.add(thread);
      thread.start();
    }
    main.run();
    waitWhilePonderingOrInfinite();
    ctx.stop = true;
    for (Thread helper : helpers) {
      try {
        helper.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    return result(main);
  }

  /** UCI forbids answering a ponder or infinite search before stop (or ponderhit). */
  private void waitWhilePonderingOrInfinite() {
    synchronized (released) {
      while (!ctx.stop && (ctx.limits.infinite() || ctx.time.isPondering() || hasNoLimit())) {
        try {
          released.wait();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return;
        }
      }
    }
  }

  /** A bare {@code go}: like infinite, it ends on stop only. */
  private boolean hasNoLimit() {
    SearchLimits l = ctx.limits;
    return !ctx.isTimed() && l.depth() <= 0 && l.nodes() <= 0 && l.mate() <= 0;
  }

  /** Ends the search as soon as possible (from any thread). */
  public void stop() {
    ctx.stop = true;
    synchronized (released) {
      released.notifyAll();
    }
  }

  /** The pondered move was played: from now on the clock counts. */
  public void ponderHit() {
    if (!ctx.time.isPondering()) {
      return;
    }
    ctx.time.ponderHit();
    SearchThread main = mainThread;
    boolean done = ctx.rootMoveCount == 1
        || (main != null && main.completedDepth > 0
            && ctx.time.softLimitReached(main.lastStableDepths, main.lastScoreFall,
                main.lastBestMoveNodesPercent));
    if (done) {
      ctx.stop = true;
    }
    synchronized (released) {
      released.notifyAll();
    }
  }

  private long totalTbHits() {
    long sum = 0;
    for (SearchThread t : threads) {
      sum += t.searcher.tbHits;
    }
    return sum;
  }

  private long totalNodes() {
    long sum = 0;
    for (SearchThread t : threads) {
      sum += t.nodes();
    }
    return sum;
  }

  private void report(SearchThread main, int depth, boolean complete) {
    long nodes = totalNodes();
    long elapsedMs = ctx.time.elapsedMs();
    long nps = nodes * 1000 / Math.max(1, elapsedMs);
    SearchInfo info = new SearchInfo(depth, Math.max(depth, main.searcher.selDepth),
        Scores.toScore(main.bestScore), nodes, nps, elapsedMs, ctx.tt.hashfull(), pvStrings(main.bestPv),
        totalTbHits());
    lastInfo = info;
    listener.onInfo(info);
  }

  /** The PV as UCI strings, cut at the first move that is not legal (a torn table entry). */
  private List<String> pvStrings(int[] pv) {
    Position p = root.copy();
    List<String> out = new ArrayList<>();
    for (int move : pv) {
      if (move == Move.NONE || !p.isLegal(move)) {
        break;
      }
      out.add(Uci.format(move, style));
      p.makeMove(move);
    }
    return out;
  }

  private SearchResult result(SearchThread main) {
    int best = main.bestMove;
    if (best == Move.NONE || !root.isLegal(best) || !ctx.searchesAtRoot(best)) {
      int[] moves = new int[Position.MAX_MOVES];
      int count = root.generateLegal(moves);
      int first = 0;
      while (first < count - 1 && !ctx.searchesAtRoot(moves[first])) {
        first++;
      }
      best = moves[first];
    }
    String ponder = null;
    int[] pv = main.bestPv;
    Position p = root.copy();
    p.makeMove(best);
    int reply = pv.length > 1 && pv[0] == best ? pv[1] : TranspositionTable.move(ctx.tt.probe(p.key()));
    if (reply != Move.NONE && p.isLegal(reply)) {
      ponder = Uci.format(reply, style);
    }
    SearchInfo info = lastInfo;
    if (info != null) {
      long nodes = totalNodes();
      long elapsedMs = ctx.time.elapsedMs();
      info = new SearchInfo(info.depth(), info.selDepth(), info.score(), nodes,
          nodes * 1000 / Math.max(1, elapsedMs), elapsedMs, info.hashfull(), info.pv(), totalTbHits());
    }
    return new SearchResult(Uci.format(best, style), ponder, info);
  }
}
