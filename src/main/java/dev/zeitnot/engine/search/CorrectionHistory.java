package dev.zeitnot.engine.search;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;
import dev.zeitnot.engine.eval.PawnCache;

/**
 * How far the static evaluation missed what searches found, learned per side to move for the
 * pawn structure and for the material balance: the evaluation's blind spots repeat in positions
 * that share them, so the search shifts its static eval by the average miss of both.
 */
final class CorrectionHistory {

  private static final int BITS = 14;
  private static final int MASK = (1 << BITS) - 1;
  /** Entries hold centipawns times this, so small updates are not rounded away. */
  private static final int GRAIN = 256;
  /** No single update pulls towards more than this many centipawns. */
  private static final int MAX_ERROR_CP = 96;

  private final int[][] pawns = new int[2][1 << BITS];
  private final int[][] material = new int[2][1 << BITS];

  /**
   * The position's entries in both tables (side to move, pawn structure, material), computed once
   * per node for {@link #correct} and {@link #update}.
   */
  static int key(Position pos) {
    return pos.sideToMove() << (2 * BITS) | pawnIndex(pos) << BITS | materialIndex(pos);
  }

  /** {@code rawEval} corrected by what searches of the position with {@code key} found. */
  int correct(int key, int rawEval) {
    int side = key >>> (2 * BITS);
    return rawEval + (pawns[side][pawnIndex(key)] + material[side][materialIndex(key)]) / (2 * GRAIN);
  }

  /**
   * Moves both corrections of the position with {@code key} towards {@code error} (search result
   * minus raw static evaluation, in centipawns), the more the deeper the search was.
   */
  void update(int key, int depth, int error) {
    int side = key >>> (2 * BITS);
    int weight = Math.min(16, depth + 1);
    int target = Math.max(-MAX_ERROR_CP, Math.min(MAX_ERROR_CP, error)) * GRAIN;
    blend(pawns[side], pawnIndex(key), target, weight);
    blend(material[side], materialIndex(key), target, weight);
  }

  private static void blend(int[] table, int index, int target, int weight) {
    table[index] = (table[index] * (256 - weight) + target * weight) / 256;
  }

  private static int pawnIndex(int key) {
    return (key >>> BITS) & MASK;
  }

  private static int materialIndex(int key) {
    return key & MASK;
  }

  private static int pawnIndex(Position pos) {
    long hash = PawnCache.hash(pos.pieces(Color.WHITE, PieceType.PAWN), pos.pieces(Color.BLACK, PieceType.PAWN));
    return (int) (hash >>> (64 - BITS));
  }

  /** The piece counts of both sides (at most 15 of a kind counted), hashed. */
  private static int materialIndex(Position pos) {
    long counts = 0;
    for (int color = Color.WHITE; color <= Color.BLACK; color++) {
      for (int type = PieceType.PAWN; type < PieceType.KING; type++) {
        counts = counts << 4 | Math.min(15, Long.bitCount(pos.pieces(color, type)));
      }
    }
    return (int) ((counts * 0x9E3779B97F4A7C15L) >>> (64 - BITS));
  }
}
