package dev.zeitnot.engine.level;

import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;
import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.SearchInfo;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import dev.zeitnot.engine.time.ObservedLag;
import dev.zeitnot.engine.time.TimeParams;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;

/**
 * An engine that plays like a human of a {@link Level}: it scores the level's number of best
 * root moves at the level's (shallow) depth, sometimes a little shallower still (an oversight),
 * picks one with {@link MoveChooser}'s temperature, never one that walks into a mate in one
 * when another move avoids it, and takes a human share of the time ({@link HumanThinkTime}).
 * With the same seed, the same engine state and depth-limited requests it plays the same moves.
 */
public final class LeveledEngine implements Engine {

  private static final long NANOS_PER_MS = 1_000_000L;

  private final Engine inner;
  private final Level level;
  private final TimeParams timeParams;
  private final SplittableRandom random;
  private final LongSupplier nanoClock;
  private final RootScorer scorer;
  private final ObservedLag lag = new ObservedLag();
  private final Object lock = new Object();
  private boolean running;
  private boolean innerSearching;
  private boolean stopped;
  private boolean stopPending;
  private boolean pondering;
  private boolean ponderHitPending;

  /**
   * Weakens {@code inner}, which it owns from now on. {@code inner} should search with one
   * thread and a move overhead of 0 (this engine applies {@code timeParams}' overhead itself).
   *
   * @param timeParams the time manager's parameters, for the budget a move may take
   * @param seed the seed of every random choice
   */
  public LeveledEngine(Engine inner, Level level, TimeParams timeParams, long seed) {
    this(inner, level, timeParams, seed, System::nanoTime);
  }

  LeveledEngine(Engine inner, Level level, TimeParams timeParams, long seed, LongSupplier nanoClock) {
    this.inner = inner;
    this.level = level;
    this.timeParams = timeParams;
    this.random = new SplittableRandom(seed);
    this.nanoClock = nanoClock;
    this.scorer = new RootScorer(this::searchInner, nanoClock);
  }

  public Level level() {
    return level;
  }

  @Override
  public String name() {
    return inner.name();
  }

  @Override
  public void newGame() {
    inner.newGame();
  }

  @Override
  public synchronized SearchResult search(SearchRequest request, SearchListener listener) {
    SearchLimits limits = request.limits();
    if (limits.mate() > 0) {
      return inner.search(request, listener);
    }
    Game game = new Game(request.initialFen(), request.chess960(), request.variant());
    request.moves().forEach(game::play);
    Position position = game.position().copy();
    List<String> rootMoves = rootMoves(position, request);
    if (rootMoves.isEmpty()) {
      return new SearchResult(null, null, null);
    }
    begin(limits.ponder());
    try {
      if (limits.ponder() && !awaitPonderHit()) {
        // Stopped while pondering: the answer is thrown away, so give any sensible move quickly.
        limits = SearchLimits.depth(1);
      }
      return play(request.withLimits(limits.withPonder(false)), position, rootMoves, listener);
    } finally {
      synchronized (lock) {
        running = false;
        pondering = false;
      }
    }
  }

  private SearchResult play(SearchRequest request, Position position, List<String> rootMoves,
      SearchListener listener) {
    long start = nanoClock.getAsLong();
    SearchLimits limits = request.limits();
    int side = position.sideToMove();
    TimeParams params = timeParams;
    if (params.moveOverheadMs() > 0) {
      params = params.withMoveOverheadMs(lag.overheadMs(request, side, params.moveOverheadMs()));
    }
    long thinkMs = HumanThinkTime.millis(limits, side, params, random);
    if (rootMoves.size() == 1) {
      thinkMs = Math.min(thinkMs, HumanThinkTime.MIN_THINK_MS); // a forced move takes no thought
    }
    long deadline = thinkMs > 0 ? start + thinkMs * NANOS_PER_MS : Long.MAX_VALUE;
    int depth = random.nextInt(100) < level.oversightPercent()
        ? Math.max(1, level.depth() - Level.OVERSIGHT_PLIES) : level.depth();
    if (limits.depth() > 0) {
      depth = Math.min(depth, limits.depth());
    }
    long nodeCap = limits.nodes() > 0 ? Math.min(limits.nodes(), level.nodes()) : level.nodes();
    RootScores scores = scorer.score(request, rootMoves, depth, nodeCap, level.candidates(),
        level.windowCp(), deadline, this::isStopped);
    RootCandidate pick = MoveChooser.choose(scores.best(), level.temperatureCp(), level.windowCp(), random);
    String move = avoidMateInOne(position, pick.move(), scores.best(), rootMoves);
    RootCandidate played = move.equals(pick.move()) ? pick
        : scores.best().stream().filter(c -> c.move().equals(move)).findFirst().orElse(pick);
    waitUntil(deadline, limits.infinite() || hasNoLimit(limits));
    long elapsedMs = (nanoClock.getAsLong() - start) / NANOS_PER_MS;
    lag.searched(request, side, elapsedMs);
    SearchInfo info = new SearchInfo(depth, depth, played.score(), scores.nodes(),
        scores.nodes() * 1000 / Math.max(1, elapsedMs), elapsedMs, 0, List.of(move));
    listener.onInfo(info);
    return new SearchResult(move, null, info);
  }

  /** {@code pick}, unless it allows a mate in one: then the best candidate, else any root move, that does not. */
  private static String avoidMateInOne(Position position, String pick, List<RootCandidate> best,
      List<String> rootMoves) {
    if (!MateInOneGuard.allowsMateInOne(position, pick)) {
      return pick;
    }
    List<String> order = new ArrayList<>();
    best.forEach(c -> order.add(c.move()));
    order.addAll(rootMoves);
    return order.stream().filter(m -> !MateInOneGuard.allowsMateInOne(position, m)).findFirst().orElse(pick);
  }

  /** A bare {@code go}: like infinite, it ends on stop only. */
  private static boolean hasNoLimit(SearchLimits l) {
    return !l.hasMoveTime() && l.whiteTimeMs() < 0 && l.blackTimeMs() < 0 && l.depth() <= 0 && l.nodes() <= 0;
  }

  /** The legal root moves in the request's castling notation; only its legal searchmoves if it has any. */
  private static List<String> rootMoves(Position position, SearchRequest request) {
    Uci.CastlingStyle style = request.chess960() || position.isChess960()
        ? Uci.CastlingStyle.KING_TAKES_ROOK : Uci.CastlingStyle.KING_TWO_SQUARES;
    List<String> wanted = new ArrayList<>();
    for (String text : request.searchMoves()) {
      try {
        wanted.add(Uci.format(Uci.parse(position, text), style));
      } catch (IllegalArgumentException e) {
        // an illegal searchmove is dropped, as the full-strength engine does
      }
    }
    if (!wanted.isEmpty()) {
      return wanted;
    }
    int[] moves = new int[Position.MAX_MOVES];
    int count = position.generateLegal(moves);
    List<String> all = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      all.add(Uci.format(moves[i], style));
    }
    return all;
  }

  private SearchResult searchInner(SearchRequest request) {
    synchronized (lock) {
      innerSearching = true;
    }
    try {
      return inner.search(request, SearchListener.NONE);
    } finally {
      synchronized (lock) {
        innerSearching = false;
      }
    }
  }

  private void begin(boolean ponder) {
    synchronized (lock) {
      running = true;
      stopped = stopPending;
      stopPending = false;
      pondering = ponder && !ponderHitPending;
      ponderHitPending = false;
    }
  }

  /** Waits while pondering; true on a ponderhit, false on a stop. */
  private boolean awaitPonderHit() {
    synchronized (lock) {
      while (pondering && !stopped) {
        try {
          lock.wait();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return false;
        }
      }
      return !stopped;
    }
  }

  /** Waits until {@code deadline} (or, when {@code untilStopped}, until a stop), or until stopped. */
  private void waitUntil(long deadline, boolean untilStopped) {
    synchronized (lock) {
      while (!stopped) {
        long leftMs = (deadline - nanoClock.getAsLong()) / NANOS_PER_MS;
        if (!untilStopped && (deadline == Long.MAX_VALUE || leftMs <= 0)) {
          return;
        }
        try {
          lock.wait(untilStopped ? 0 : leftMs);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return;
        }
      }
    }
  }

  private boolean isStopped() {
    synchronized (lock) {
      return stopped;
    }
  }

  /** {@inheritDoc} A stop that arrives while no search runs is kept for the next search. */
  @Override
  public void stop() {
    synchronized (lock) {
      if (!running) {
        stopPending = true;
        return;
      }
      stopped = true;
      if (innerSearching) {
        inner.stop();
      }
      lock.notifyAll();
    }
  }

  /** {@inheritDoc} A ponderhit that arrives before its ponder search started is kept for it. */
  @Override
  public void ponderHit() {
    synchronized (lock) {
      if (!running) {
        ponderHitPending = true;
        return;
      }
      pondering = false;
      lock.notifyAll();
    }
  }

  @Override
  public void close() {
    stop();
    inner.close();
  }
}
