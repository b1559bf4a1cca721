package dev.zeitnot.engine.eval;

import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Variant;

/**
 * An evaluation plus the variant's own terms ({@link VariantTerms}): what a variant game is searched
 * with. {@link #of} picks the evaluation per variant: the thread's own (hand-written or a network) in
 * king of the hill and three-check, which move as standard chess does; the hand-written one in
 * crazyhouse and atomic, whose drops and explosions a network's accumulators do not follow; and an
 * evaluation of its own in antichess, horde and racing kings, whose goals the standard terms mistake.
 */
public final class VariantEvaluator implements StaticEvaluator {

  private final StaticEvaluator base;

  public VariantEvaluator(StaticEvaluator base) {
    this.base = base;
  }

  /** The evaluator a search thread whose own evaluator is {@code threadEvaluator} uses in {@code variant}. */
  public static StaticEvaluator of(Variant variant, StaticEvaluator threadEvaluator) {
    return switch (variant) {
      case STANDARD -> threadEvaluator;
      case KING_OF_THE_HILL, THREE_CHECK -> new VariantEvaluator(threadEvaluator);
      case CRAZYHOUSE, ATOMIC -> new VariantEvaluator(StaticEvaluator.handWritten());
      case ANTICHESS -> AntichessEvaluation::evaluate;
      case HORDE -> HordeEvaluation::evaluate;
      case RACING_KINGS -> RacingKingsEvaluation::evaluate;
    };
  }

  @Override
  public int evaluate(Position pos) {
    return base.evaluate(pos) + VariantTerms.score(pos);
  }

  @Override
  public void onMake(Position pos, int move) {
    base.onMake(pos, move);
  }

  @Override
  public void onUnmake() {
    base.onUnmake();
  }
}
