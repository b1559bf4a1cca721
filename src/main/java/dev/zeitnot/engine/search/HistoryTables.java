package dev.zeitnot.engine.search;

import dev.zeitnot.chess.Move;

/**
 * What a search thread learned about quiet moves: killers (quiet moves that caused a cutoff at
 * the same ply) and the butterfly history (from/to scores that rise on cutoffs and fall for the
 * moves tried before them).
 */
final class HistoryTables {

  /** History values stay within +-MAX so they rank below captures and killers. */
  static final int MAX = 16_384;

  private final int[][] killers = new int[Scores.MAX_PLY + 1][2];
  private final int[][] history = new int[2][64 * 64];

  void clear() {
    for (int[] k : killers) {
      k[0] = 0;
      k[1] = 0;
    }
    java.util.Arrays.fill(history[0], 0);
    java.util.Arrays.fill(history[1], 0);
  }

  int killer(int ply, int slot) {
    return killers[ply][slot];
  }

  boolean isKiller(int ply, int move) {
    return killers[ply][0] == move || killers[ply][1] == move;
  }

  int history(int color, int move) {
    return history[color][Move.from(move) * 64 + Move.to(move)];
  }

  /**
   * Records a cutoff by the quiet move {@code best}: it becomes a killer and gains history, and
   * the quiet moves tried before it ({@code tried[0..triedCount)}) lose history.
   */
  void onQuietCutoff(int color, int ply, int depth, int best, int[] tried, int triedCount) {
    if (killers[ply][0] != best) {
      killers[ply][1] = killers[ply][0];
      killers[ply][0] = best;
    }
    int bonus = Math.min(depth * depth, 400);
    update(color, best, bonus);
    for (int i = 0; i < triedCount; i++) {
      if (tried[i] != best) {
        update(color, tried[i], -bonus);
      }
    }
  }

  /** Gravity: the closer an entry is to the bound, the less it moves, so it never overflows. */
  private void update(int color, int move, int bonus) {
    int index = Move.from(move) * 64 + Move.to(move);
    int h = history[color][index];
    history[color][index] = h + 32 * bonus - h * Math.abs(32 * bonus) / MAX;
  }
}
