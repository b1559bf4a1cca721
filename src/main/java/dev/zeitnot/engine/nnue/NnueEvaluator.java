package dev.zeitnot.engine.nnue;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Piece;
import dev.zeitnot.chess.Position;

/**
 * Evaluates positions with a {@link Network}, for one thread. It keeps the hidden layer's sums
 * (the accumulators, one per perspective) of the board it evaluated last, and brings them to the
 * next board by the squares that changed: a search evaluates neighbouring positions one after the
 * other, a few squares apart, so an update costs a handful of additions of one weight row where a
 * refresh costs one per piece. Boards more than {@link #MAX_CHANGED_SQUARES} apart are refreshed.
 */
public final class NnueEvaluator {

  /** Beyond this many changed squares, summing the pieces afresh is cheaper. */
  static final int MAX_CHANGED_SQUARES = 12;

  private final Network net;
  private final int hidden;
  private final short[][] accumulators;
  /** The board the accumulators belong to, {@link Piece#NONE} on empty squares. */
  private final int[] board = new int[64];
  private final int[] changed = new int[64];
  private boolean valid;

  public NnueEvaluator(Network net) {
    this.net = net;
    this.hidden = net.hidden();
    this.accumulators = new short[2][hidden];
  }

  /** The evaluation in centipawns from the side to move's point of view. */
  public int evaluate(Position pos) {
    update(pos);
    int us = pos.sideToMove();
    long sum = activate(accumulators[us], 0) + activate(accumulators[us ^ 1], hidden);
    long output = sum / net.qa() + net.outputBias();
    return (int) (output * net.scale() / ((long) net.qa() * net.qb()));
  }

  private long activate(short[] accumulator, int weightOffset) {
    short[] weights = net.outputWeights();
    int clip = net.qa();
    long sum = 0;
    for (int i = 0; i < hidden; i++) {
      int v = Math.min(Math.max(accumulator[i], 0), clip);
      sum += v * weights[weightOffset + i] * (long) v;
    }
    return sum;
  }

  private void update(Position pos) {
    int count = 0;
    if (valid) {
      for (int sq = 0; sq < 64; sq++) {
        if (pos.pieceAt(sq) != board[sq]) {
          changed[count++] = sq;
        }
      }
    }
    if (!valid || count > MAX_CHANGED_SQUARES) {
      refresh(pos);
      return;
    }
    for (int i = 0; i < count; i++) {
      int sq = changed[i];
      int before = board[sq];
      int after = pos.pieceAt(sq);
      if (before != Piece.NONE) {
        subtract(before, sq);
      }
      if (after != Piece.NONE) {
        add(after, sq);
      }
      board[sq] = after;
    }
  }

  private void refresh(Position pos) {
    for (int perspective = Color.WHITE; perspective <= Color.BLACK; perspective++) {
      System.arraycopy(net.inputBias(), 0, accumulators[perspective], 0, hidden);
    }
    for (int sq = 0; sq < 64; sq++) {
      int piece = pos.pieceAt(sq);
      board[sq] = piece;
      if (piece != Piece.NONE) {
        add(piece, sq);
      }
    }
    valid = true;
  }

  private void add(int piece, int sq) {
    short[] weights = net.inputWeights();
    for (int perspective = Color.WHITE; perspective <= Color.BLACK; perspective++) {
      short[] accumulator = accumulators[perspective];
      int offset = NnueFeatures.index(perspective, piece, sq) * hidden;
      for (int i = 0; i < hidden; i++) {
        accumulator[i] += weights[offset + i];
      }
    }
  }

  private void subtract(int piece, int sq) {
    short[] weights = net.inputWeights();
    for (int perspective = Color.WHITE; perspective <= Color.BLACK; perspective++) {
      short[] accumulator = accumulators[perspective];
      int offset = NnueFeatures.index(perspective, piece, sq) * hidden;
      for (int i = 0; i < hidden; i++) {
        accumulator[i] -= weights[offset + i];
      }
    }
  }
}
