package dev.zeitnot.engine.nnue;

import dev.zeitnot.chess.Position;
import java.util.Arrays;

/**
 * One {@link Accumulator} per ply of the line a search is in. Making a move only records what it
 * changes; the first evaluation at a ply walks back to the nearest computed accumulator and applies
 * the recorded changes forward, so positions that are never evaluated (cut off, or scored from the
 * transposition table) cost nothing. Taking a move back pops. A position that is not the one the
 * stack follows (another search's root, a chain longer than {@link #MAX_LAZY_PLIES}) is summed
 * afresh; positions are told apart by their Zobrist keys.
 */
final class AccumulatorStack {

  /** Beyond this many plies of recorded changes, summing the pieces afresh is cheaper. */
  static final int MAX_LAZY_PLIES = 8;
  private static final int INITIAL_PLIES = 16;

  private final NetworkRows net;
  private Accumulator[] plies;
  private int top;

  AccumulatorStack(NetworkRows net) {
    this.net = net;
    this.plies = new Accumulator[0];
    grow(INITIAL_PLIES);
  }

  /** {@code move} ({@link dev.zeitnot.chess.Move#NONE}: a null move) is about to be made on {@code pos}. */
  void push(Position pos, int move) {
    follow(plies[top], pos.key());
    if (top + 1 == plies.length) {
      grow(plies.length * 2);
    }
    plies[++top].recordMove(pos, move);
  }

  /** The last move pushed was taken back. */
  void pop() {
    top--;
  }

  /** The computed accumulator of {@code pos}, the position at the top of the stack. */
  Accumulator current(Position pos) {
    Accumulator accumulator = plies[top];
    follow(accumulator, pos.key());
    if (accumulator.computed) {
      return accumulator;
    }
    int computed = top - 1;
    while (plies[computed + 1].fromParent && top - computed < MAX_LAZY_PLIES && !plies[computed].computed) {
      computed--;
    }
    if (!plies[computed + 1].fromParent || !plies[computed].computed) {
      accumulator.refresh(pos, net);
      return accumulator;
    }
    for (int ply = computed + 1; ply <= top; ply++) {
      plies[ply].updateFrom(plies[ply - 1], net);
    }
    return accumulator;
  }

  /**
   * Keeps {@code accumulator} only if it belongs to the position with {@code key}: one whose key is
   * still unknown (reached by a recorded move) takes it; one of another position is forgotten.
   */
  private static void follow(Accumulator accumulator, long key) {
    if (accumulator.key != key) {
      if (accumulator.key != 0) {
        accumulator.computed = false;
        accumulator.fromParent = false;
      }
      accumulator.key = key;
    }
  }

  private void grow(int length) {
    int old = plies.length;
    plies = Arrays.copyOf(plies, length);
    for (int i = old; i < length; i++) {
      plies[i] = new Accumulator(net.hidden);
    }
  }
}
