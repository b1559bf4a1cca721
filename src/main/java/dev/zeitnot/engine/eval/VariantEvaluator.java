package dev.zeitnot.engine.eval;

import dev.zeitnot.chess.Position;

/** An evaluation plus the variant's own terms ({@link VariantTerms}): what a variant game is searched with. */
public final class VariantEvaluator implements StaticEvaluator {

  private final StaticEvaluator base;

  public VariantEvaluator(StaticEvaluator base) {
    this.base = base;
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
