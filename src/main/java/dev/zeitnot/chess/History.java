package dev.zeitnot.chess;

import java.util.Arrays;

/**
 * What a {@link Position} needs to take moves back and to detect repetitions: one undo record per
 * move made since the FEN, and the Zobrist key of every position along the way.
 */
final class History {
  /** The most pieces one capture explodes: the capturer and its eight neighbours. */
  static final int BLAST_SQUARES = 9;

  /** Moves made so far; record i undoes the move played from the position with key {@code keys[i]}. */
  int size;
  int[] moves = new int[512];
  int[] captured = new int[512];
  int[] castling = new int[512];
  int[] ep = new int[512];
  int[] halfmove = new int[512];
  int[] pliesSinceNull = new int[512];
  long[] checkers = new long[512];
  /** Atomic: the squares whose pieces record i's capture exploded (the capturer's included), else null. */
  long[] exploded;
  /** Atomic: those pieces, {@link #BLAST_SQUARES} slots per record, in square order. */
  int[] explodedPieces;
  /** Crazyhouse: record i's promoted-piece marks before its move, else null. */
  long[] promoted;
  /** keys[i] = key of the position after i moves; keys[size] is the current key. */
  long[] keys = new long[513];

  History(long initialKey, Variant variant) {
    keys[0] = initialKey;
    if (variant == Variant.ATOMIC) {
      exploded = new long[moves.length];
      explodedPieces = new int[moves.length * BLAST_SQUARES];
    }
    if (variant == Variant.CRAZYHOUSE) {
      promoted = new long[moves.length];
    }
  }

  private History() {}

  History copy() {
    History h = new History();
    h.size = size;
    h.moves = moves.clone();
    h.captured = captured.clone();
    h.castling = castling.clone();
    h.ep = ep.clone();
    h.halfmove = halfmove.clone();
    h.pliesSinceNull = pliesSinceNull.clone();
    h.checkers = checkers.clone();
    h.keys = keys.clone();
    if (exploded != null) {
      h.exploded = exploded.clone();
      h.explodedPieces = explodedPieces.clone();
    }
    if (promoted != null) {
      h.promoted = promoted.clone();
    }
    return h;
  }

  /** Makes room for one more record. */
  void ensureRoom() {
    if (size + 1 >= moves.length) {
      int n = moves.length * 2;
      moves = Arrays.copyOf(moves, n);
      captured = Arrays.copyOf(captured, n);
      castling = Arrays.copyOf(castling, n);
      ep = Arrays.copyOf(ep, n);
      halfmove = Arrays.copyOf(halfmove, n);
      pliesSinceNull = Arrays.copyOf(pliesSinceNull, n);
      checkers = Arrays.copyOf(checkers, n);
      keys = Arrays.copyOf(keys, n + 1);
      if (exploded != null) {
        exploded = Arrays.copyOf(exploded, n);
        explodedPieces = Arrays.copyOf(explodedPieces, n * BLAST_SQUARES);
      }
      if (promoted != null) {
        promoted = Arrays.copyOf(promoted, n);
      }
    }
  }

  /**
   * How often the current key occurred before within the last {@code window} plies (at most
   * {@code limit} counted). Only positions with the same side to move, at least 4 plies back, can match.
   */
  int repetitions(int window, int limit) {
    long key = keys[size];
    int count = 0;
    for (int i = size - 4; i >= 0 && i >= size - window && count < limit; i -= 2) {
      if (keys[i] == key) {
        count++;
      }
    }
    return count;
  }
}
