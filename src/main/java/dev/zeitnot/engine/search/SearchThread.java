package dev.zeitnot.engine.search;

import static dev.zeitnot.engine.search.Scores.INFINITE;
import static dev.zeitnot.engine.search.Scores.MATE;
import static dev.zeitnot.engine.search.Scores.MATE_BOUND;

import dev.zeitnot.chess.Move;
import dev.zeitnot.chess.Position;
import dev.zeitnot.engine.time.TimeManager;

/**
 * Iterative deepening with aspiration windows for one thread. The main thread also watches
 * the clock between depths and reports progress; helper threads (Lazy SMP) search the same
 * position, part of them one ply deeper, and help only through the shared table.
 */
final class SearchThread implements Runnable {

  private static final int ASPIRATION_MIN_DEPTH = 5;
  private static final int ASPIRATION_WINDOW = 25;
  /** Below this depth the share of nodes under the best move says too little to scale time by. */
  private static final int NODE_SHARE_MIN_DEPTH = 6;

  /** Called by the main thread after each depth (and for a cut-short depth with a move). */
  interface DepthListener {
    void onDepth(SearchThread thread, int depth, boolean complete);
  }

  final Searcher searcher;
  private final SearchContext ctx;
  private final int id;
  private final DepthListener listener;

  volatile int completedDepth;
  volatile int bestMove = Move.NONE;
  volatile int bestScore;
  volatile int[] bestPv = new int[0];
  /** Stability, score fall and node share after the last depth, for a ponderhit to decide on. */
  volatile int lastStableDepths;
  volatile int lastScoreFall;
  volatile int lastBestMoveNodesPercent = TimeManager.NODE_SHARE_UNKNOWN;

  SearchThread(int id, Position pos, SearchContext ctx, HistoryTables tables, DepthListener listener) {
    this.id = id;
    this.ctx = ctx;
    this.searcher = new Searcher(pos, ctx, tables, id == 0);
    this.listener = listener;
  }

  boolean isMain() {
    return id == 0;
  }

  long nodes() {
    return searcher.nodes;
  }

  @Override
  public void run() {
    iterate();
  }

  private void iterate() {
    int previousBest = Move.NONE;
    int previousScore = 0;
    int stableDepths = 0;
    for (int depth = 1; depth <= ctx.maxDepth(); depth++) {
      // Half the helpers search one ply deeper so threads spread over the tree.
      int searchDepth = isMain() ? depth : Math.min(ctx.maxDepth(), depth + (id & 1));
      searcher.iterationBestMove = Move.NONE;
      searcher.selDepth = 0;
      int score = aspirationSearch(searchDepth, previousScore);
      if (searcher.stopped()) {
        if (isMain() && searcher.iterationBestMove != Move.NONE) {
          // The previous best is searched first, so any move that raised alpha beat it.
          bestMove = searcher.iterationBestMove;
          bestScore = searcher.iterationBestScore;
          bestPv = searcher.iterationPv;
          listener.onDepth(this, searchDepth, false);
        }
        return;
      }
      bestMove = searcher.iterationBestMove != Move.NONE ? searcher.iterationBestMove : bestMove;
      bestScore = score;
      bestPv = searcher.pvLength[0] > 0
          ? java.util.Arrays.copyOf(searcher.pv[0], searcher.pvLength[0]) : new int[] {bestMove};
      completedDepth = searchDepth;
      searcher.stoppable = true;
      if (!isMain()) {
        continue;
      }
      listener.onDepth(this, searchDepth, true);
      stableDepths = bestMove == previousBest ? stableDepths + 1 : 0;
      int scoreFall = previousScore - score;
      previousBest = bestMove;
      previousScore = score;
      if (shouldStopAfterDepth(stableDepths, scoreFall, score)) {
        ctx.stop = true;
        return;
      }
    }
  }

  private int aspirationSearch(int depth, int previousScore) {
    if (depth < ASPIRATION_MIN_DEPTH || Math.abs(previousScore) >= MATE_BOUND) {
      return searcher.search(-INFINITE, INFINITE, depth, 0, false);
    }
    int window = ASPIRATION_WINDOW;
    int alpha = Math.max(-INFINITE, previousScore - window);
    int beta = Math.min(INFINITE, previousScore + window);
    while (true) {
      int score = searcher.search(alpha, beta, depth, 0, false);
      if (searcher.stopped()) {
        return score;
      }
      if (score <= alpha) {
        beta = (alpha + beta) / 2;
        alpha = Math.max(-INFINITE, score - window);
      } else if (score >= beta) {
        beta = Math.min(INFINITE, score + window);
      } else {
        return score;
      }
      window *= 2;
      if (window > 1000) {
        alpha = -INFINITE;
        beta = INFINITE;
      }
    }
  }

  /**
   * Whether a timed search may stop because it found our forced mate: once the depth is twice the
   * mate's length in plies, a shorter mate would have shown, and more time buys nothing.
   */
  static boolean provenMate(int score, int depth) {
    return score >= MATE_BOUND && depth >= 2 * (MATE - score);
  }

  private boolean shouldStopAfterDepth(int stableDepths, int scoreFall, int score) {
    if (ctx.limits.mate() > 0 && score >= MATE_BOUND && (MATE - score + 1) / 2 <= ctx.limits.mate()) {
      return !ctx.limits.infinite() && !ctx.time.isPondering();
    }
    if (ctx.limits.nodes() > 0 && searcher.nodes >= ctx.limits.nodes()) {
      return true;
    }
    if (!ctx.isTimed()) {
      return false;
    }
    if (ctx.rootMoveCount == 1 && !ctx.time.isPondering()) {
      return true;
    }
    if (provenMate(score, completedDepth) && !ctx.time.isPondering()) {
      return true;
    }
    lastStableDepths = stableDepths;
    lastScoreFall = scoreFall;
    lastBestMoveNodesPercent = completedDepth >= NODE_SHARE_MIN_DEPTH
        ? searcher.rootNodesPercent(bestMove) : TimeManager.NODE_SHARE_UNKNOWN;
    return ctx.time.softLimitReached(stableDepths, scoreFall, lastBestMoveNodesPercent);
  }
}
