package dev.zeitnot.engine.search;

import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.time.TimeManager;
import dev.zeitnot.engine.tt.TranspositionTable;

/** What all threads of one search share: limits, clock, stop flag and transposition table. */
final class SearchContext {

  final TranspositionTable tt;
  final TimeManager time;
  final SearchLimits limits;
  /** Nodes at which the main thread stops even mid-depth (0: no node limit); see TimeParams#hardNodes. */
  final long hardNodes;
  /** Root moves searched: with one, a timed search plays it as soon as it has a depth. */
  final int rootMoveCount;
  /** The root moves the caller restricted the search to ({@code searchmoves}), or null for all. */
  private final int[] rootMoves;
  /** The Syzygy tables the search probes, {@link TablebaseProbe#OFF} for none. */
  final TablebaseProbe tablebases;
  volatile boolean stop;

  SearchContext(TranspositionTable tt, TimeManager time, SearchLimits limits, long hardNodes, int[] rootMoves,
      int rootMoveCount, TablebaseProbe tablebases) {
    this.tt = tt;
    this.tablebases = tablebases;
    this.time = time;
    this.limits = limits;
    this.hardNodes = hardNodes;
    this.rootMoves = rootMoves;
    this.rootMoveCount = rootMoveCount;
  }

  /** Whether {@code move} may be searched at the root. */
  boolean searchesAtRoot(int move) {
    if (rootMoves == null) {
      return true;
    }
    for (int allowed : rootMoves) {
      if (allowed == move) {
        return true;
      }
    }
    return false;
  }

  /** The deepest iteration allowed. */
  int maxDepth() {
    return limits.depth() > 0 ? Math.min(limits.depth(), Scores.MAX_PLY - 1) : Scores.MAX_PLY - 1;
  }

  /** Whether the search has a clock or move time to respect (not infinite, depth or nodes). */
  boolean isTimed() {
    return !time.budget().isUnlimited();
  }
}
