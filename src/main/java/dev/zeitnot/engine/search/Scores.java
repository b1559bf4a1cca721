package dev.zeitnot.engine.search;

import dev.zeitnot.engine.Score;

/** Score constants of the search and their conversions: mate distances, TT storage, UCI. */
final class Scores {

  private Scores() { }

  static final int MAX_PLY = 128;
  static final int INFINITE = 32_001;
  static final int MATE = 32_000;
  /** Scores beyond this are mates found within {@link #MAX_PLY}. */
  static final int MATE_BOUND = MATE - MAX_PLY;
  /**
   * A win the Syzygy tables prove, at the root: beyond any evaluation (evaluations are clamped
   * below {@link #TB_WIN_BOUND}) and below every mate score. A win found {@code ply} plies from the
   * root scores {@code TB_WIN - ply}, so the nearest is preferred, as with mates.
   */
  static final int TB_WIN = 20_000;
  /** Scores beyond this are tablebase wins (or mates). */
  static final int TB_WIN_BOUND = TB_WIN - MAX_PLY;
  static final int DRAW = 0;
  /** Marks "no static evaluation" (in check). */
  static final int NONE = -32_500;

  static boolean isMate(int score) {
    return Math.abs(score) >= MATE_BOUND;
  }

  /** Mate and tablebase scores count plies from the root; the table stores them relative to the node. */
  static int toTable(int score, int ply) {
    if (score >= TB_WIN_BOUND) {
      return score + ply;
    }
    if (score <= -TB_WIN_BOUND) {
      return score - ply;
    }
    return score;
  }

  static int fromTable(int score, int ply) {
    if (score >= TB_WIN_BOUND) {
      return score - ply;
    }
    if (score <= -TB_WIN_BOUND) {
      return score + ply;
    }
    return score;
  }

  /** The user-facing score: mates in moves, signed. */
  static Score toScore(int score) {
    if (score >= MATE_BOUND) {
      return Score.mate((MATE - score + 1) / 2);
    }
    if (score <= -MATE_BOUND) {
      return Score.mate(-(MATE + score) / 2 == 0 ? -1 : -(MATE + score) / 2);
    }
    return Score.cp(score);
  }
}
