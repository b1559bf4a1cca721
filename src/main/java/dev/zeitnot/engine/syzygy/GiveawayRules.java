package dev.zeitnot.engine.syzygy;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;

/**
 * The rules that turn stored antichess (giveaway) values into a position's true WDL and DTZ.
 * Captures are compulsory, so a file stores nothing where the side to move can capture: those
 * positions are searched through their captures. A capture of the opponent's last piece hands
 * them the win. Large tables (six pieces or more) also leave out positions where a threat, a
 * quiet move that forces a capture, is best; DTZ probes look for threats at any size, since the
 * DTZ file leaves them out. A side without a move (or a piece) has won.
 */
final class GiveawayRules implements ProbeRules {
  /** How a value was found: read from the file, forced by a capture, or by a threat. */
  private static final int STORED = 1;
  private static final int CAPTURE = 2;
  private static final int THREAT = 3;
  /** Tables of this many pieces also leave out positions a threat decides. */
  private static final int THREAT_TABLE_PIECES = 6;

  private final StoredValues stored;

  GiveawayRules(StoredValues stored) {
    this.stored = stored;
  }

  /** A value with how it was found. */
  private record Found(int value, int how) {}

  @Override
  public int wdl(Position pos) {
    return resolve(pos, -2, 2, false).value;
  }

  /** The value at the root: a game already won answers at once, as forced. */
  private Found resolve(Position pos, int alpha, int beta, boolean threats) {
    if (pos.isVariantEnd()) {
      return new Found(stored.wdl(pos), CAPTURE);
    }
    return search(pos, alpha, beta, threats);
  }

  private Found search(Position pos, int alpha, int beta, boolean threats) {
    int[] moves = new int[Position.MAX_MOVES];
    int them = Color.opposite(pos.sideToMove());
    if (Long.bitCount(pos.occupancy(them)) > 1) {
      Found captures = captures(pos, alpha, beta);
      if (captures != null) {
        return new Found(captures.value, CAPTURE);
      }
    } else if (countCaptures(pos, moves) > 0) {
      return new Found(-2, CAPTURE);
    }
    boolean threatFound = false;
    if (threats || Long.bitCount(pos.occupied()) >= THREAT_TABLE_PIECES) {
      int n = pos.generateLegal(moves);
      for (int i = 0; i < n; i++) {
        int move = moves[i];
        if (pos.movingType(move) == PieceType.PAWN) {
          continue;
        }
        pos.makeMove(move);
        Found reply = captures(pos, -beta, -alpha);
        pos.unmakeMove();
        if (reply != null && -reply.value > alpha) {
          threatFound = true;
          alpha = -reply.value;
          if (alpha >= beta) {
            return new Found(alpha, THREAT);
          }
        }
      }
    }
    int v = stored.wdl(pos);
    if (v > alpha) {
      return new Found(v, STORED);
    }
    return new Found(alpha, threatFound ? THREAT : STORED);
  }

  /** The best of the captures with alpha-beta bounds, or null when there is no capture. */
  private Found captures(Position pos, int alpha, int beta) {
    int[] moves = new int[Position.MAX_MOVES];
    int n = countCaptures(pos, moves);
    if (n == 0) {
      return null;
    }
    for (int i = 0; i < n; i++) {
      pos.makeMove(moves[i]);
      int v = -search(pos, -beta, -alpha, false).value;
      pos.unmakeMove();
      alpha = Math.max(alpha, v);
      if (alpha >= beta) {
        break;
      }
    }
    return new Found(alpha, CAPTURE);
  }

  /** Fills {@code moves} with the legal captures (all legal moves are captures when there is one). */
  private static int countCaptures(Position pos, int[] moves) {
    int n = pos.generateLegal(moves);
    return n > 0 && pos.isCapture(moves[0]) ? n : 0;
  }

  /**
   * Distance to zeroing, as {@link ProbeRules#dtz}; a won game (no move left) counts as one whose
   * best move zeroes. A winning threat is two plies from zeroing: the threat, then the forced capture.
   */
  @Override
  public int dtz(Position pos) {
    Found found = resolve(pos, -2, 2, true);
    int wdl = found.value;
    if (wdl == 0) {
      return 0;
    }
    int us = pos.sideToMove();
    if (found.how == CAPTURE || (pos.occupancy(us) & ~pos.pieces(us, PieceType.PAWN)) == 0) {
      return DTZ_BEFORE_ZEROING[wdl + 2];
    }
    int[] moves = new int[Position.MAX_MOVES];
    int n = pos.generateLegal(moves);
    if (wdl > 0) {
      if (found.how == THREAT) {
        return wdl == 2 ? 2 : 102;
      }
      for (int i = 0; i < n; i++) {
        int move = moves[i];
        if (pos.movingType(move) != PieceType.PAWN || pos.isCapture(move)) {
          continue;
        }
        pos.makeMove(move);
        int v = -wdl(pos);
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
    return wdl > 0 ? bestWinning(pos, moves, n) : bestLosing(pos, moves, n, wdl);
  }

  /** The shortest win among the quiet piece moves (pawn moves and captures were looked at already). */
  private int bestWinning(Position pos, int[] moves, int n) {
    int best = Integer.MAX_VALUE;
    for (int i = 0; i < n; i++) {
      int move = moves[i];
      if (pos.movingType(move) == PieceType.PAWN || pos.isCapture(move)) {
        continue;
      }
      pos.makeMove(move);
      int v = -dtz(pos);
      pos.unmakeMove();
      if (v > 0 && v + 1 < best) {
        best = v + 1;
      }
    }
    return best;
  }

  /** The longest loss over every move; a zeroing one loses at once or, from a saved loss, saved. */
  private int bestLosing(Position pos, int[] moves, int n, int wdl) {
    int best = -1;
    for (int i = 0; i < n; i++) {
      int move = moves[i];
      boolean zeroing = pos.isCapture(move) || pos.movingType(move) == PieceType.PAWN;
      pos.makeMove(move);
      int v;
      if (!zeroing) {
        v = -dtz(pos) - 1;
      } else if (wdl == -2) {
        v = -1;
      } else {
        v = resolve(pos, 1, 2, true).value == 2 ? 0 : -101;
      }
      pos.unmakeMove();
      best = Math.min(best, v);
    }
    return best;
  }
}
