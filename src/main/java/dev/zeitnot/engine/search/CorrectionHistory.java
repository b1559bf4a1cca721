package dev.zeitnot.engine.search;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;

/**
 * How far the static evaluation missed what searches found, learned per side to move for the
 * pawn structure and for the material balance: the evaluation's blind spots repeat in positions
 * that share them, so the search shifts its static eval by the average miss of both.
 */
final class CorrectionHistory {

  private static final int BITS = 14;
  /** Entries hold centipawns times this, so small updates are not rounded away. */
  private static final int GRAIN = 256;
  /** No single update pulls towards more than this many centipawns. */
  private static final int MAX_ERROR_CP = 96;

  private final int[][] pawns = new int[2][1 << BITS];
  private final int[][] material = new int[2][1 << BITS];

  /** {@code rawEval} corrected by what searches of this pawn structure and material found. */
  int correct(Position pos, int rawEval) {
    int side = pos.sideToMove();
    return rawEval + (pawns[side][pawnIndex(pos)] + material[side][materialIndex(pos)]) / (2 * GRAIN);
  }

  /**
   * Moves both corrections of this position towards {@code error} (search result minus raw
   * static evaluation, in centipawns), the more the deeper the search was.
   */
  void update(Position pos, int depth, int error) {
    int side = pos.sideToMove();
    int weight = Math.min(16, depth + 1);
    int target = Math.max(-MAX_ERROR_CP, Math.min(MAX_ERROR_CP, error)) * GRAIN;
    blend(pawns[side], pawnIndex(pos), target, weight);
    blend(material[side], materialIndex(pos), target, weight);
  }

  private static void blend(int[] table, int index, int target, int weight) {
    table[index] = (table[index] * (256 - weight) + target * weight) / 256;
  }

  private static int pawnIndex(Position pos) {
    long white = pos.pieces(Color.WHITE, PieceType.PAWN) * 0x9E3779B97F4A7C15L;
    long black = pos.pieces(Color.BLACK, PieceType.PAWN) * 0xC2B2AE3D27D4EB4FL;
    return (int) ((white ^ Long.rotateLeft(black, 29)) >>> (64 - BITS));
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
