package dev.zeitnot.engine.level;

import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Picks a root move the way a player of some level does: among the moves within the level's
 * window of the best, each with a softmax weight {@code exp((score - best) / temperature)}, so
 * the best move is the most likely and a slightly worse one is a common choice, a clearly worse
 * one a rare one.
 */
public final class MoveChooser {

  private MoveChooser() {}

  /**
   * The chance of each candidate (same order), 0 for those outside the window.
   *
   * @param candidates at least one, in any order
   */
  public static double[] probabilities(List<RootCandidate> candidates, int temperatureCp, int windowCp) {
    if (candidates.isEmpty()) {
      throw new IllegalArgumentException("no candidate to choose from");
    }
    int best = candidates.stream().mapToInt(RootCandidate::centipawns).max().getAsInt();
    double[] weights = new double[candidates.size()];
    double sum = 0;
    for (int i = 0; i < weights.length; i++) {
      int loss = best - candidates.get(i).centipawns();
      weights[i] = loss > windowCp ? 0 : Math.exp(-loss / (double) temperatureCp);
      sum += weights[i];
    }
    for (int i = 0; i < weights.length; i++) {
      weights[i] /= sum;
    }
    return weights;
  }

  /** Draws one candidate with {@link #probabilities}. */
  public static RootCandidate choose(List<RootCandidate> candidates, int temperatureCp, int windowCp,
      RandomGenerator random) {
    double[] p = probabilities(candidates, temperatureCp, windowCp);
    double r = random.nextDouble();
    int last = 0;
    for (int i = 0; i < p.length; i++) {
      if (p[i] > 0) {
        last = i;
        r -= p[i];
        if (r < 0) {
          return candidates.get(i);
        }
      }
    }
    return candidates.get(last);
  }
}
