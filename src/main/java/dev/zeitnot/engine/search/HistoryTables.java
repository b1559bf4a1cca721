package dev.zeitnot.engine.search;

import dev.zeitnot.chess.Move;
import dev.zeitnot.chess.Piece;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Variant;
import dev.zeitnot.engine.eval.StaticEvaluator;
import dev.zeitnot.engine.eval.VariantEvaluator;

/**
 * What a search thread learned about quiet moves: killers (quiet moves that caused a cutoff at
 * the same ply), counter moves (the quiet reply that refuted a given move), the butterfly
 * history (from/to scores that rise on cutoffs and fall for the moves tried before them) and
 * the continuation history (the same, keyed by the previous move's piece and square: which
 * reply works against which move). It also holds the thread's {@link CorrectionHistory} and
 * {@link StaticEvaluator}.
 */
final class HistoryTables {

  /** History values stay within +-MAX so they rank below captures and killers. */
  static final int MAX = 16_384;
  /** "No previous move" (root or after a null move) in the piece-to index. */
  static final int NO_PIECE_TO = 12 * 64;

  private final int[][] killers = new int[Scores.MAX_PLY + 1][2];
  private final int[][] history = new int[2][64 * 64];
  private final int[] counters = new int[NO_PIECE_TO + 1];
  private final int[][] continuation = new int[NO_PIECE_TO + 1][NO_PIECE_TO];
  /** How far the static evaluation missed, kept from one move to the next like the rest. */
  final CorrectionHistory correction = new CorrectionHistory();
  /** Not learned: the thread's own evaluator (the network's accumulators, the pawn cache). */
  final StaticEvaluator evaluator;
  /** The variant {@link #variantEvaluator} evaluates, or null before the first variant game. */
  private Variant evaluatedVariant;
  private StaticEvaluator variantEvaluator;

  HistoryTables(StaticEvaluator evaluator) {
    this.evaluator = evaluator;
  }

  /** The thread's evaluator for {@code variant}: {@link #evaluator} itself in standard chess. */
  StaticEvaluator evaluatorFor(Variant variant) {
    if (variant == Variant.STANDARD) {
      return evaluator;
    }
    if (variant != evaluatedVariant) {
      variantEvaluator = VariantEvaluator.of(variant, evaluator);
      evaluatedVariant = variant;
    }
    return variantEvaluator;
  }

  /**
   * The index of the piece {@code move} moves (0..11) arriving on its square: a crazyhouse drop's
   * piece comes from the pocket, not from a square.
   */
  static int pieceTo(Position pos, int move) {
    int piece = Move.isDrop(move) ? Piece.of(pos.sideToMove(), Move.dropType(move)) : pos.pieceAt(Move.from(move));
    return piece * 64 + Move.to(move);
  }

  /** Killers belong to plies of one search; the histories stay useful for the next move. */
  void clearKillers() {
    for (int[] k : killers) {
      k[0] = 0;
      k[1] = 0;
    }
  }

  int killer(int ply, int slot) {
    return killers[ply][slot];
  }

  boolean isKiller(int ply, int move) {
    return killers[ply][0] == move || killers[ply][1] == move;
  }

  int counter(int previousPieceTo) {
    return counters[previousPieceTo];
  }

  /** The ordering score of a quiet move: butterfly plus continuation history of two plies. */
  int quietScore(int color, int move, int pieceTo, int previous1, int previous2) {
    return history[color][Move.from(move) * 64 + Move.to(move)]
        + continuation[previous1][pieceTo] + continuation[previous2][pieceTo];
  }

  /**
   * Records a cutoff by the quiet move {@code best}: it becomes a killer and the counter move,
   * and gains history, while the quiet moves tried before it lose history.
   */
  void onQuietCutoff(int color, int ply, int depth, int best, int bestPieceTo, int previous1,
      int previous2, int[] tried, int[] triedPieceTo, int triedCount) {
    if (killers[ply][0] != best) {
      killers[ply][1] = killers[ply][0];
      killers[ply][0] = best;
    }
    counters[previous1] = best;
    int bonus = Math.min(depth * depth, 400);
    update(color, best, bestPieceTo, previous1, previous2, bonus);
    for (int i = 0; i < triedCount; i++) {
      if (tried[i] != best) {
        update(color, tried[i], triedPieceTo[i], previous1, previous2, -bonus);
      }
    }
  }

  private void update(int color, int move, int pieceTo, int previous1, int previous2, int bonus) {
    int[] butterfly = history[color];
    int index = Move.from(move) * 64 + Move.to(move);
    butterfly[index] = gravity(butterfly[index], bonus);
    if (previous1 != NO_PIECE_TO) {
      continuation[previous1][pieceTo] = gravity(continuation[previous1][pieceTo], bonus);
    }
    if (previous2 != NO_PIECE_TO) {
      continuation[previous2][pieceTo] = gravity(continuation[previous2][pieceTo], bonus);
    }
  }

  /** The closer an entry is to the bound, the less it moves, so it never overflows. */
  private static int gravity(int value, int bonus) {
    return value + 32 * bonus - value * Math.abs(32 * bonus) / MAX;
  }
}
