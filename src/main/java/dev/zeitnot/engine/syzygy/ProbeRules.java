package dev.zeitnot.engine.syzygy;

import dev.zeitnot.chess.Position;

/**
 * How a family of tables turns stored values into a position's true WDL and DTZ: the stored
 * values leave out what a capture (or, in antichess, a forcing move) decides, so each family's
 * rules search those moves first. {@link RoyalKingRules} for standard chess and atomic,
 * {@link GiveawayRules} for antichess.
 */
interface ProbeRules {
  /** DTZ of a position whose best move zeroes the 50-move counter, by WDL -2..2. */
  int[] DTZ_BEFORE_ZEROING = {-1, -101, 0, 101, 1};

  /** The stored values the rules read: WDL for the side to move, DTZ or {@link TableFile#OTHER_SIDE}. */
  interface StoredValues {
    /** Stored WDL; a position the variant has ended answers by its result, without a table. */
    int wdl(Position pos);

    int dtz(Position pos, int wdl);
  }

  /** WDL from the side to move: -2 loss, -1 loss saved by the 50-move rule, 0 draw, 1 win spoiled by it, 2 win. */
  int wdl(Position pos);

  /**
   * Distance to zeroing the 50-move counter in plies, signed by WDL (positive: the side to move
   * wins); beyond +-100 the 50-move rule spoils the result; 0 a draw.
   */
  int dtz(Position pos);
}
