package dev.zeitnot.engine.level;

import java.util.List;

/**
 * What {@link RootScorer} found.
 *
 * @param best the scored root moves, in the order found (see {@link RootScorer#score})
 * @param nodes the nodes all its searches took
 */
record RootScores(List<RootCandidate> best, long nodes) {

  RootScores {
    best = List.copyOf(best);
  }
}
