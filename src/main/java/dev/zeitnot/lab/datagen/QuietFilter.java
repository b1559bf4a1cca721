package dev.zeitnot.lab.datagen;

import dev.zeitnot.chess.Move;
import dev.zeitnot.chess.Position;
import dev.zeitnot.engine.Score;

/**
 * Which searched positions are worth training a static evaluation on: quiet ones, where the
 * static evaluation and the search should agree. A position in check, one whose best move wins
 * or trades material (a capture or a promotion), and a mate score are left out.
 */
public final class QuietFilter {

  private QuietFilter() { }

  /** Whether {@code pos}, searched to {@code bestMove} with {@code score}, is a training position. */
  public static boolean accepts(Position pos, int bestMove, Score score) {
    return !pos.inCheck() && !pos.isCapture(bestMove) && !Move.isPromotion(bestMove) && !score.isMate();
  }
}
