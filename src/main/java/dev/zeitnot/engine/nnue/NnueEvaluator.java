package dev.zeitnot.engine.nnue;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Position;

/**
 * Evaluates positions with a {@link Network}, for one thread. It keeps the hidden layer's sums
 * (the accumulators, one per perspective) of the board it evaluated last, and brings them to the
 * next board by the pieces that moved (found by comparing the twelve piece bitboards): a search
 * evaluates neighbouring positions one after the other, a few pieces apart, so an update costs a
 * handful of additions of one weight row where a refresh costs one per piece. Boards more than
 * {@link #MAX_CHANGES} piece changes apart are refreshed.
 */
public final class NnueEvaluator {

  /** Beyond this many pieces removed or added, summing the pieces afresh is cheaper. */
  static final int MAX_CHANGES = 16;
  /** Output products summed in an int before they go to a long (see {@link #activate}). */
  static final int INT_CHUNK = 256;

  private final Network net;
  private final int hidden;
  private final short[][] accumulators;
  /** The board the accumulators belong to: a bitboard per piece (colour * 6 + type). */
  private final long[] board = new long[12];
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

  /**
   * The output layer's sum over one perspective: clip(a)^2 x w per neuron. A product is at most
   * 255^2 x 127 (weights are clipped to 1.98 x 64), so {@link #INT_CHUNK} of them fit an int; the
   * chunks are added in a long.
   */
  private long activate(short[] accumulator, int weightOffset) {
    short[] weights = net.outputWeights();
    int clip = net.qa();
    long sum = 0;
    for (int start = 0; start < hidden; start += INT_CHUNK) {
      int end = Math.min(hidden, start + INT_CHUNK);
      int chunk = 0;
      for (int i = start; i < end; i++) {
        int v = Math.min(Math.max(accumulator[i], 0), clip);
        chunk += v * v * weights[weightOffset + i];
      }
      sum += chunk;
    }
    return sum;
  }

  private void update(Position pos) {
    int changes = 0;
    if (valid) {
      for (int piece = 0; piece < 12; piece++) {
        changes += Long.bitCount(board[piece] ^ pieces(pos, piece));
      }
    }
    if (!valid || changes > MAX_CHANGES) {
      refresh(pos);
      return;
    }
    for (int piece = 0; piece < 12; piece++) {
      long now = pieces(pos, piece);
      long diff = board[piece] ^ now;
      if (diff == 0) {
        continue;
      }
      for (long gone = diff & board[piece]; gone != 0; gone &= gone - 1) {
        subtract(piece, Long.numberOfTrailingZeros(gone));
      }
      for (long came = diff & now; came != 0; came &= came - 1) {
        add(piece, Long.numberOfTrailingZeros(came));
      }
      board[piece] = now;
    }
  }

  private static long pieces(Position pos, int piece) {
    return piece < 6 ? pos.pieces(Color.WHITE, piece) : pos.pieces(Color.BLACK, piece - 6);
  }

  private void refresh(Position pos) {
    for (int perspective = Color.WHITE; perspective <= Color.BLACK; perspective++) {
      System.arraycopy(net.inputBias(), 0, accumulators[perspective], 0, hidden);
    }
    for (int piece = 0; piece < 12; piece++) {
      board[piece] = pieces(pos, piece);
      for (long bits = board[piece]; bits != 0; bits &= bits - 1) {
        add(piece, Long.numberOfTrailingZeros(bits));
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
