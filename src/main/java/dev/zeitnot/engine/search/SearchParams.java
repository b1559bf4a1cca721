package dev.zeitnot.engine.search;

/**
 * Every number the search's selectivity depends on, in one place (as {@code TimeParams} holds
 * the time manager's). Depths are in plies, margins in centipawns. Changing one changes the
 * {@code bench} signature and needs a match on the clock.
 */
final class SearchParams {

  private SearchParams() {}

  // Late move reductions: reduction = LMR_BASE + ln(depth) * ln(move number) / LMR_DIVISOR.
  static final double LMR_BASE = 0.75;
  static final double LMR_DIVISOR = 2.25;
  /** Moves are reduced from this depth on. */
  static final int LMR_MIN_DEPTH = 3;
  /** A quiet move's history score reduces it one ply less per this many points. */
  static final int LMR_HISTORY_DIVISOR = 16_384;

  /** Reverse futility: a static eval this far above beta per ply of depth is trusted to hold. */
  static final int RFP_MARGIN = 80;
  static final int RFP_MAX_DEPTH = 7;

  /** Null move: from this depth, reduced by base + depth / divisor + the eval's lead over beta. */
  static final int NULL_MOVE_MIN_DEPTH = 3;
  static final int NULL_MOVE_BASE_REDUCTION = 3;
  static final int NULL_MOVE_DEPTH_DIVISOR = 4;
  /** One more ply of reduction per this many centipawns above beta, at most the cap. */
  static final int NULL_MOVE_EVAL_DIVISOR = 200;
  static final int NULL_MOVE_MAX_EVAL_REDUCTION = 3;

  /** Internal iterative reduction: a node without a table move from this depth loses a ply. */
  static final int IIR_MIN_DEPTH = 6;

  /** Singular extensions: from this depth, when the table's result is this close to deep enough. */
  static final int SINGULAR_MIN_DEPTH = 8;
  static final int SINGULAR_TT_DEPTH_SLACK = 3;
  /** The other moves must stay this far per ply of depth below the table's score. */
  static final int SINGULAR_MARGIN_PER_DEPTH = 2;

  /** Late move pruning: up to this depth, quiet moves after (base + depth²) (halved when not improving). */
  static final int LMP_MAX_DEPTH = 4;
  static final int LMP_BASE = 3;

  /** Futility: quiet moves cannot lift a static eval this far below alpha. */
  static final int FUTILITY_BASE = 100;
  static final int FUTILITY_PER_DEPTH = 100;
  static final int FUTILITY_MAX_DEPTH = 6;

  /** Bad captures are skipped up to this depth when they lose more than the margin per ply. */
  static final int BAD_CAPTURE_MAX_DEPTH = 4;
  static final int BAD_CAPTURE_MARGIN = 100;

  /** SEE pruning of quiet moves: at most this depth, losing more than this per ply. */
  static final int SEE_QUIET_MAX_DEPTH = 8;
  static final int SEE_QUIET_MARGIN = 60;

  /** Quiescence: a capture whose gain cannot reach alpha by this margin is skipped. */
  static final int DELTA_MARGIN = 200;

  /**
   * A Syzygy result goes into the transposition table this many plies deeper than the node's
   * depth (Stockfish's 6): a proven result outlasts any search of the same position.
   */
  static final int TB_STORE_EXTRA_DEPTH = 6;

  /** The clock and the node limit are read every (mask + 1) nodes. */
  static final int CHECK_INTERVAL_MASK = 1023;
}
