package dev.zeitnot.engine.level;

import dev.zeitnot.engine.Score;

/**
 * One scored root move.
 *
 * @param move the move in UCI notation
 * @param score its score from the side to move's view
 */
public record RootCandidate(String move, Score score) {

  /** Where mate scores sit on the centipawn scale: a mate in n is {@code MATE_CP - n}. */
  static final int MATE_CP = 100_000;

  /** The score on one centipawn scale, mates beyond any material and nearer mates higher. */
  public int centipawns() {
    if (score.mateIn() > 0) {
      return MATE_CP - score.mateIn();
    }
    if (score.mateIn() < 0) {
      return -MATE_CP - score.mateIn();
    }
    return score.centipawns();
  }
}
