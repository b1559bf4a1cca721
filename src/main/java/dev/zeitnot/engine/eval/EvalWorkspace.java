package dev.zeitnot.engine.eval;

import dev.zeitnot.chess.Color;

/**
 * What the evaluations of one search thread reuse instead of making anew: the pawn cache, and
 * the two sides' running sums (a search evaluates about a million positions a second).
 */
public final class EvalWorkspace {

  final PawnCache pawns = new PawnCache();
  final Evaluator.Side white = new Evaluator.Side(Color.WHITE, null);
  final Evaluator.Side black = new Evaluator.Side(Color.BLACK, null);
}
