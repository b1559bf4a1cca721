package dev.zeitnot.engine.syzygy;

import dev.zeitnot.chess.Move;
import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;

/**
 * The rules that turn stored table values into a position's true WDL and DTZ where each side has
 * a king that matters (standard chess, atomic: there a capture's explosion is the move's own
 * business, and a king blown up is a variant end the stored values answer). A WDL file may
 * store anything where a capture does at least as well (it compresses better), and knows
 * nothing of en passant, so captures are searched first; a DTZ file stores one side to move
 * and nothing where a capture or pawn move is best, so those are read through WDL and the
 * other side's DTZ one move ahead.
 */
final class RoyalKingRules implements ProbeRules {
  private static final int ZEROING = 8;

  private final StoredValues stored;

  RoyalKingRules(StoredValues stored) {
    this.stored = stored;
  }

  @Override
  public int wdl(Position pos) {
    return (resolvedWdl(pos) & 0x7) - 2;
  }

  /** WDL + 2 in the low bits, {@link #ZEROING} when a capture (or en passant) reaches it. */
  private int resolvedWdl(Position pos) {
    int[] moves = new int[Position.MAX_MOVES];
    int n = pos.generateCaptures(moves);
    int bestCapture = -3;
    int bestEnPassant = -3;
    for (int i = 0; i < n; i++) {
      int move = moves[i];
      if (!pos.isCapture(move)) {
        continue;
      }
      pos.makeMove(move);
      int v = -captures(pos, -2, -bestCapture);
      pos.unmakeMove();
      if (v > bestCapture) {
        if (v == 2) {
          return 4 | ZEROING;
        }
        if (!Move.isEnPassant(move)) {
          bestCapture = v;
        } else if (v > bestEnPassant) {
          bestEnPassant = v;
        }
      }
    }
    int v = stored.wdl(pos);
    if (bestEnPassant > bestCapture) {
      if (bestEnPassant > v) {
        return bestEnPassant + 2 | ZEROING;
      }
      bestCapture = bestEnPassant;
    }
    if (bestCapture >= v) {
      return bestCapture + 2 | (bestCapture > 0 ? ZEROING : 0);
    }
    if (bestEnPassant > -3 && v == 0 && !pos.inCheck() && onlyEnPassant(pos)) {
      return bestEnPassant + 2 | ZEROING;
    }
    return v + 2;
  }

  /** True if every legal move is an en-passant capture (without it the position would be stalemate). */
  private static boolean onlyEnPassant(Position pos) {
    int[] moves = new int[Position.MAX_MOVES];
    int n = pos.generateLegal(moves);
    for (int i = 0; i < n; i++) {
      if (!Move.isEnPassant(moves[i])) {
        return false;
      }
    }
    return true;
  }

  /** Best of the stored value and the captures, searched with alpha-beta bounds. */
  private int captures(Position pos, int alpha, int beta) {
    int[] moves = new int[Position.MAX_MOVES];
    int n = pos.generateCaptures(moves);
    for (int i = 0; i < n; i++) {
      int move = moves[i];
      if (!pos.isCapture(move)) {
        continue;
      }
      pos.makeMove(move);
      int v = -captures(pos, -beta, -alpha);
      pos.unmakeMove();
      if (v > alpha) {
        if (v >= beta) {
          return v;
        }
        alpha = v;
      }
    }
    return Math.max(alpha, stored.wdl(pos));
  }

  /**
   * Distance to zeroing the 50-move counter in plies, signed by WDL (positive: the side to move
   * wins); beyond +-100 the 50-move rule spoils the result; 0 a draw, -1 when mated. As with the
   * reference prober, a value may be one ply longer than the truth, never shorter. A position the
   * variant has ended (a king blown up) counts as one whose best move zeroes.
   */
  @Override
  public int dtz(Position pos) {
    int resolved = resolvedWdl(pos);
    int wdl = (resolved & 0x7) - 2;
    if (wdl == 0) {
      return 0;
    }
    if ((resolved & ZEROING) != 0 || pos.isVariantEnd()) {
      return DTZ_BEFORE_ZEROING[wdl + 2];
    }
    int[] moves = new int[Position.MAX_MOVES];
    int n = pos.generateLegal(moves);
    if (wdl > 0) {
      for (int i = 0; i < n; i++) {
        int move = moves[i];
        if (pos.movingType(move) != PieceType.PAWN || pos.isCapture(move)) {
          continue;
        }
        pos.makeMove(move);
        int v = -((resolvedWdl(pos) & 0x7) - 2);
        pos.unmakeMove();
        if (v == wdl) {
          return DTZ_BEFORE_ZEROING[wdl + 2];
        }
      }
    }
    int dtz = stored.dtz(pos, wdl);
    if (dtz != TableFile.OTHER_SIDE) {
      return DTZ_BEFORE_ZEROING[wdl + 2] + (wdl > 0 ? dtz : -dtz);
    }
    int best = wdl > 0 ? Integer.MAX_VALUE : DTZ_BEFORE_ZEROING[wdl + 2];
    for (int i = 0; i < n; i++) {
      int move = moves[i];
      if (pos.isCapture(move) || pos.movingType(move) == PieceType.PAWN) {
        continue;
      }
      pos.makeMove(move);
      int v = -dtz(pos);
      boolean mates = v == 1 && pos.inCheck() && pos.countLegal() == 0;
      pos.unmakeMove();
      if (mates) {
        best = 1;
      } else if (wdl > 0) {
        if (v > 0 && v + 1 < best) {
          best = v + 1;
        }
      } else if (v - 1 < best) {
        best = v - 1;
      }
    }
    return best;
  }
}
