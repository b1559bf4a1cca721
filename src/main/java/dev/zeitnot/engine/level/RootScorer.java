package dev.zeitnot.engine.level;

import dev.zeitnot.engine.Score;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.LongSupplier;

/**
 * Scores the best few root moves with MultiPV by exclusion: a search of all moves gives the best
 * one and its score, a search of the rest gives the second, and so on. The engine itself needs
 * no MultiPV: each search is an ordinary one restricted with {@code searchmoves}.
 */
final class RootScorer {

  private static final long NANOS_PER_MS = 1_000_000L;

  private final Function<SearchRequest, SearchResult> engine;
  private final LongSupplier nanoClock;

  /** @param engine searches one request at full strength (the level's searches go through it) */
  RootScorer(Function<SearchRequest, SearchResult> engine, LongSupplier nanoClock) {
    this.engine = engine;
    this.nanoClock = nanoClock;
  }

  /**
   * The best moves among {@code rootMoves} in the order found, at most {@code count}; fewer when
   * the time is up, when {@code stopped} says so, or once a move falls more than {@code windowCp}
   * below the best so far (the moves after it are worse still). Always at least one when a root
   * move exists. A shallow search does not always rank alike with and without a move, so a later
   * move may score above an earlier one.
   *
   * @param depth the depth of each search
   * @param nodeCap the node cap of each search, 0 for none
   * @param deadlineNanos when the last search must end (by {@code nanoClock}), or
   *     {@link Long#MAX_VALUE} for no time limit
   */
  RootScores score(SearchRequest request, List<String> rootMoves, int depth, long nodeCap, int count,
      int windowCp, long deadlineNanos, BooleanSupplier stopped) {
    List<String> remaining = new ArrayList<>(rootMoves);
    List<RootCandidate> scored = new ArrayList<>();
    long nodes = 0;
    int bestSoFar = Integer.MIN_VALUE;
    while (scored.size() < count && !remaining.isEmpty()) {
      SearchLimits limits = SearchLimits.depth(depth).withNodes(nodeCap);
      if (deadlineNanos != Long.MAX_VALUE) {
        long leftMs = (deadlineNanos - nanoClock.getAsLong()) / NANOS_PER_MS;
        if (!scored.isEmpty() && (leftMs <= 0 || stopped.getAsBoolean())) {
          break;
        }
        limits = limits.withMoveTime(Math.max(1, leftMs / (count - scored.size())));
      } else if (!scored.isEmpty() && stopped.getAsBoolean()) {
        break;
      }
      SearchResult result = engine.apply(request.withSearchMoves(remaining).withLimits(limits));
      nodes += result.info() == null ? 0 : result.info().nodes();
      if (result.bestMove() == null || result.info() == null || !remaining.remove(result.bestMove())) {
        if (scored.isEmpty() && !remaining.isEmpty()) {
          // No depth completed (a stop at once): the move still counts, unscored.
          String move = result.bestMove() != null && remaining.contains(result.bestMove())
              ? result.bestMove() : remaining.get(0);
          scored.add(new RootCandidate(move, Score.cp(0)));
        }
        break;
      }
      RootCandidate candidate = new RootCandidate(result.bestMove(), result.info().score());
      if (!scored.isEmpty() && bestSoFar - candidate.centipawns() > windowCp) {
        break;
      }
      bestSoFar = Math.max(bestSoFar, candidate.centipawns());
      scored.add(candidate);
    }
    return new RootScores(scored, nodes);
  }
}
