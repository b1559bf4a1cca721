package dev.zeitnot.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.PieceType;
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
    for (int f = EvalLayout.PASSED_PAWN; f < EvalLayout.FEATURES; f++) {
      assertThat(seen[f]).as("feature %d", f).isEqualTo(!neverCounted(f));
    }
    // Mobility counts a feature per number of squares: the high ones are rare, the low ones common.
    for (int type = PieceType.KNIGHT; type <= PieceType.QUEEN; type++) {
      for (int squares = 0; squares <= 5; squares++) {
        assertThat(seen[EvalLayout.MOBILITY + EvalLayout.MOBILITY_OFFSET[type] + squares])
            .as("mobility of type %d with %d squares", type, squares).isTrue();
      }
    }
  }

  /** Features no position can have: pawns on the first or last rank, checks by a pawn or king. */
  private static boolean neverCounted(int f) {
    for (int byRank : new int[] {EvalLayout.PASSED_PAWN, EvalLayout.CONNECTED_PAWN, EvalLayout.PASSED_PAWN_BLOCKED}) {
      if (f == byRank || f == byRank + 7) {
        return true;
      }
    }
    return f == EvalLayout.SAFE_CHECK + PieceType.PAWN || f == EvalLayout.SAFE_CHECK + PieceType.KING;
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
