package dev.zeitnot.cli;

import dev.zeitnot.chess.Position;
import dev.zeitnot.engine.builtin.Evaluation;
import dev.zeitnot.engine.eval.StaticEvaluator;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;

/**
 * How fast an evaluation is without the search: on each position, the position evaluated, then
 * every legal move made, the position after it evaluated and the move taken back, the evaluator
 * told each step as the search tells it (so a network updates its sums as in a search). One
 * thread, timed in its CPU time after a warm-up, so the machine's other load does not count.
 */
final class EvalSpeed {

  /** Passes over the positions before the timing starts, for the compiler. */
  static final int WARMUP_ROUNDS = 300;
  /** Timed passes over the positions. */
  static final int ROUNDS = 1000;

  private EvalSpeed() { }

  /** Evaluations made and the CPU time they took. */
  record Result(long evaluations, long cpuNanos) {
    long perSecond() {
      return evaluations * 1_000_000_000L / Math.max(1, cpuNanos);
    }
  }

  static Result measure(Evaluation evaluation, List<String> fens) {
    StaticEvaluator evaluator = evaluation.newEvaluator();
    List<Position> positions = fens.stream().map(Position::fromFen).toList();
    int[] moves = new int[Position.MAX_MOVES];
    for (int round = 0; round < WARMUP_ROUNDS; round++) {
      pass(evaluator, positions, moves);
    }
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long start = threads.getCurrentThreadCpuTime();
    long evaluations = 0;
    for (int round = 0; round < ROUNDS; round++) {
      evaluations += pass(evaluator, positions, moves);
    }
    return new Result(evaluations, threads.getCurrentThreadCpuTime() - start);
  }

  private static long pass(StaticEvaluator evaluator, List<Position> positions, int[] moves) {
    long evaluations = 0;
    for (Position pos : positions) {
      evaluator.evaluate(pos);
      int count = pos.generateLegal(moves);
      for (int i = 0; i < count; i++) {
        evaluator.onMake(pos, moves[i]);
        pos.makeMove(moves[i]);
        evaluator.evaluate(pos);
        pos.unmakeMove();
        evaluator.onUnmake();
      }
      evaluations += count + 1;
    }
    return evaluations;
  }
}
