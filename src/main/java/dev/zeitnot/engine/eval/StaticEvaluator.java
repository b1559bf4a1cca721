package dev.zeitnot.engine.eval;

import dev.zeitnot.chess.Position;

/**
 * A static evaluation for one search thread (it may keep state between calls, so each thread
 * has its own): centipawns from the side to move's point of view.
 */
public interface StaticEvaluator {

  int evaluate(Position pos);

  /** The hand-written evaluation, with a workspace of this thread's own. */
  static StaticEvaluator handWritten() {
    EvalWorkspace workspace = new EvalWorkspace();
    return pos -> Evaluator.evaluate(pos, workspace);
  }
}
