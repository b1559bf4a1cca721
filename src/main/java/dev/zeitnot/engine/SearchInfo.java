package dev.zeitnot.engine;

import java.util.List;

/**
 * Progress of a search after a depth: what UCI prints as {@code info}.
 *
 * @param depth nominal depth completed
 * @param selDepth deepest ply reached (selective depth)
 * @param score score from the side to move's point of view
 * @param nodes nodes searched so far by all threads
 * @param nps nodes per second
 * @param timeMs milliseconds since the search started
 * @param hashfull transposition table use in permille
 * @param pv principal variation in UCI notation, best move first
 * @param tbHits endgame tablebase probes that answered, by all threads
 */
public record SearchInfo(
    int depth, int selDepth, Score score, long nodes, long nps, long timeMs, int hashfull,
    List<String> pv, long tbHits) {

  public SearchInfo {
    pv = List.copyOf(pv);
  }

  /** Progress of a search that probed no tablebase. */
  public SearchInfo(int depth, int selDepth, Score score, long nodes, long nps, long timeMs, int hashfull,
      List<String> pv) {
    this(depth, selDepth, score, nodes, nps, timeMs, hashfull, pv, 0);
  }
}
