package dev.zeitnot.engine.nnue;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Move;
import dev.zeitnot.chess.Piece;
import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;

/**
 * The hidden layer's sums of one position, per perspective, and the pieces the move that led to it
 * removed and added (at most two of each: castling moves two pieces, a capture removes two), so that
 * the sums can be computed from the previous position's in one pass over a few weight rows instead of
 * one row per piece.
 */
final class Accumulator {

  private static final NnueKernels KERNELS = NnueKernels.CHOSEN;

  /**
   * Per perspective (white, black): bias plus the weight rows of the pieces on the board, in 16 bits
   * ({@link Network#MAX_HIDDEN_SUM}).
   */
  final short[][] sums;
  /** Whether {@link #sums} hold this position's values. */
  boolean computed;
  /** Whether the pieces removed and added below lead here from the previous position. */
  boolean fromParent;
  /** The position's Zobrist key, or 0 while it is not known. */
  long key;

  private final int[] removed = new int[2];
  private final int[] added = new int[2];
  private int removedCount;
  private int addedCount;

  Accumulator(int hidden) {
    sums = new short[2][hidden];
  }

  /** Records what {@code move} (or {@link Move#NONE}: a null move), made on {@code pos}, changes. */
  void recordMove(Position pos, int move) {
    computed = false;
    fromParent = true;
    key = 0;
    removedCount = 0;
    addedCount = 0;
    if (move == Move.NONE) {
      return;
    }
    int from = Move.from(move);
    int to = Move.to(move);
    int piece = pos.pieceAt(from);
    if (Move.isCastling(move)) {
      int rook = pos.pieceAt(to);
      remove(piece, from);
      remove(rook, to);
      add(piece, Move.castlingKingTarget(move));
      add(rook, Move.castlingRookTarget(move));
      return;
    }
    remove(piece, from);
    if (Move.isEnPassant(move)) {
      int us = pos.sideToMove();
      remove(Piece.of(us ^ 1, PieceType.PAWN), to + (us == Color.WHITE ? -8 : 8));
    } else if (pos.pieceAt(to) != Piece.NONE) {
      remove(pos.pieceAt(to), to);
    }
    add(Move.isPromotion(move) ? Piece.of(pos.sideToMove(), Move.promotion(move)) : piece, to);
  }

  private void remove(int piece, int square) {
    removed[removedCount++] = piece * 64 + square;
  }

  private void add(int piece, int square) {
    added[addedCount++] = piece * 64 + square;
  }

  /** Computes the sums from {@code parent}'s (computed) by the recorded changes. */
  void updateFrom(Accumulator parent, NetworkRows net) {
    for (int perspective = Color.WHITE; perspective <= Color.BLACK; perspective++) {
      short[] to = sums[perspective];
      short[] from = parent.sums[perspective];
      if (addedCount == 0) {
        System.arraycopy(from, 0, to, 0, to.length);
        continue;
      }
      short[] add0 = row(net, perspective, added[0]);
      short[] remove0 = row(net, perspective, removed[0]);
      if (removedCount == 1) {
        KERNELS.addSub(to, from, add0, remove0);
      } else if (addedCount == 1) {
        KERNELS.addSubSub(to, from, add0, remove0, row(net, perspective, removed[1]));
      } else {
        KERNELS.addSub(to, from, add0, remove0);
        KERNELS.addSub(to, to, row(net, perspective, added[1]), row(net, perspective, removed[1]));
      }
    }
    computed = true;
  }

  /** Computes the sums from scratch: the bias plus a row per piece on the board. */
  void refresh(Position pos, NetworkRows net) {
    for (int perspective = Color.WHITE; perspective <= Color.BLACK; perspective++) {
      short[] to = sums[perspective];
      System.arraycopy(net.inputBias, 0, to, 0, to.length);
      for (int piece = 0; piece < 12; piece++) {
        long bits = pos.pieces(Piece.color(piece), Piece.type(piece));
        for (; bits != 0; bits &= bits - 1) {
          KERNELS.add(to, net.inputRows[NnueFeatures.index(perspective, piece, Long.numberOfTrailingZeros(bits))]);
        }
      }
    }
    computed = true;
  }

  private static short[] row(NetworkRows net, int perspective, int feature) {
    return net.inputRows[NnueFeatures.index(perspective, feature >>> 6, feature & 63)];
  }
}
