package dev.zeitnot.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

class EvalTraceTest {

  @Test
  void theTraceWithTheEnginesParametersGivesExactlyTheEvaluation() {
    int[] params = EvalLayout.current();
    List<Position> positions = EvalTestPositions.positions();
    assertThat(positions).hasSizeGreaterThan(1000);
    for (Position pos : positions) {
      assertThat(Evaluator.trace(pos).evaluate(params)).as(pos.toFen()).isEqualTo(Evaluator.evaluate(pos));
    }
  }

  @Test
  void theTracedPositionsCoverEveryKindOfTerm() {
    boolean kingAttack = false;
    boolean[] seen = new boolean[EvalLayout.FEATURES];
    for (Position pos : EvalTestPositions.positions()) {
      EvalTrace trace = Evaluator.trace(pos);
      kingAttack |= trace.kingAttack()[0] || trace.kingAttack()[1];
      for (short feature : trace.features()) {
        seen[feature] = true;
      }
    }
    assertThat(kingAttack).isTrue();
    for (int f = EvalLayout.MOBILITY; f < EvalLayout.FEATURES; f++) {
      boolean unused = f == EvalLayout.MOBILITY || f == EvalLayout.MOBILITY + 5
          || f == EvalLayout.PASSED_PAWN || f == EvalLayout.PASSED_PAWN + 7;
      assertThat(seen[f]).as("feature %d", f).isEqualTo(!unused);
    }
  }

  @Test
  void aChangedWeightChangesTheEvaluationByItsCoefficient() {
    Position pos = Position.fromFen("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
    EvalTrace trace = Evaluator.trace(pos);
    int[] params = EvalLayout.current();
    int before = trace.evaluate(params);
    params[EvalLayout.TEMPO_MG] += 24;
    params[EvalLayout.TEMPO_EG] += 24;
    assertThat(trace.evaluate(params)).isEqualTo(before + 24);
  }

  @Test
  void insufficientMaterialEvaluatesToZeroWhateverTheWeights() {
    EvalTrace trace = Evaluator.trace(Position.fromFen("4k3/8/8/8/8/8/8/3NK3 w - - 0 1"));
    int[] params = EvalLayout.current();
    params[EvalLayout.MATERIAL + 1] = 5000;
    assertThat(trace.evaluate(params)).isZero();
  }
}
