package dev.zeitnot.engine.eval;

import dev.zeitnot.chess.Position;

/**
 * A static evaluation for one search thread (it may keep state between calls, so each thread
 * has its own): centipawns from the side to move's point of view. The search tells it each move it
 * makes and takes back ({@link #onMake}, {@link #onUnmake}), so an evaluation that keeps a state per
 * ply can follow the tree; one that keeps none ignores them.
 */
public interface StaticEvaluator {

  int evaluate(Position pos);

  /** {@code move} (or {@link dev.zeitnot.chess.Move#NONE} for a null move) is about to be made on {@code pos}. */
  default void onMake(Position pos, int move) { }

  /** The move (or null move) made last was taken back. */
  default void onUnmake() { }

  /** The hand-written evaluation, with a workspace of this thread's own. */
  static StaticEvaluator handWritten() {
    EvalWorkspace workspace = new EvalWorkspace();
    return pos -> Evaluator.evaluate(pos, workspace);
  }
}
