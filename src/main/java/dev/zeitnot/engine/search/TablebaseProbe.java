package dev.zeitnot.engine.search;

import dev.zeitnot.chess.Variant;
import dev.zeitnot.engine.syzygy.SyzygyTables;

/**
 * How the search probes the Syzygy WDL tables (Stockfish's {@code SyzygyPath},
 * {@code SyzygyProbeLimit}, {@code SyzygyProbeDepth}, {@code Syzygy50MoveRule}): after a capture
 * or pawn move, at a node of at most {@link #cardinality()} pieces and, with exactly that many,
 * at least {@code probeDepth} plies left to search.
 *
 * @param tables the tables, or null for no probes
 * @param probeLimit positions with more pieces (kings included) are searched, not probed
 * @param probeDepth the least depth left at which a position of {@link #cardinality()} pieces is probed
 * @param fiftyMoveRule whether a win or loss the fifty-move rule spoils (cursed, blessed) is a draw
 */
public record TablebaseProbe(SyzygyTables tables, int probeLimit, int probeDepth, boolean fiftyMoveRule) {

  /** The default {@code probeDepth} (Stockfish's {@code SyzygyProbeDepth}): probe at every depth. */
  public static final int DEFAULT_PROBE_DEPTH = 1;

  /** No tables: the search never probes. */
  public static final TablebaseProbe OFF = new TablebaseProbe(null, 0, DEFAULT_PROBE_DEPTH, true);

  public TablebaseProbe {
    if (probeDepth < 1) {
      throw new IllegalArgumentException("SyzygyProbeDepth must be at least 1, got " + probeDepth);
    }
  }

  /** The most pieces a probed position has: the probe limit or the largest table, whichever is less; 0 off. */
  public int cardinality() {
    return tables == null ? 0 : Math.min(probeLimit, tables.maxPieces());
  }

  /** Likewise for a position of the variant: its own tables' largest (0 for a variant without tables). */
  public int cardinality(Variant variant) {
    return tables == null ? 0 : Math.min(probeLimit, tables.maxPieces(variant));
  }
}
