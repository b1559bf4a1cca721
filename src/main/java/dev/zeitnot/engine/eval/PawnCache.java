package dev.zeitnot.engine.eval;

import java.util.Arrays;

/**
 * The pawns' part of the evaluation (their material and squares, isolated, doubled and passed
 * pawns) remembered per pawn structure: most positions a search meets share their pawns with one
 * evaluated before. One per search thread; entries are keyed by both sides' pawns exactly, so a
 * hit is never wrong.
 */
public final class PawnCache {

  private static final int BITS = 14;

  private final long[] whitePawns = new long[1 << BITS];
  private final long[] blackPawns = new long[1 << BITS];
  private final long[] passers = new long[1 << BITS];
  private final int[] mg = new int[1 << BITS];
  private final int[] eg = new int[1 << BITS];

  /** A fresh cache: every slot is keyed by an impossible structure (pawns on both sides' squares). */
  public PawnCache() {
    Arrays.fill(whitePawns, -1L);
  }

  /** A hash of the pawn structure, for any table keyed by it (this one, the correction history). */
  public static long hash(long whitePawns, long blackPawns) {
    return whitePawns * 0x9E3779B97F4A7C15L ^ Long.rotateLeft(blackPawns * 0xC2B2AE3D27D4EB4FL, 29);
  }

  /** The slot of the structure; {@link #holds} tells whether it is filled with this one. */
  int slot(long white, long black) {
    return (int) (hash(white, black) >>> (64 - BITS));
  }

  boolean holds(int slot, long white, long black) {
    return whitePawns[slot] == white && blackPawns[slot] == black;
  }

  void store(int slot, long white, long black, int mgValue, int egValue, long passed) {
    whitePawns[slot] = white;
    blackPawns[slot] = black;
    mg[slot] = mgValue;
    eg[slot] = egValue;
    passers[slot] = passed;
  }

  /** White's middlegame sum minus black's. */
  int mg(int slot) {
    return mg[slot];
  }

  int eg(int slot) {
    return eg[slot];
  }

  /** The passed pawns of both sides. */
  long passers(int slot) {
    return passers[slot];
  }
}
