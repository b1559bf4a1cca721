package dev.zeitnot.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

class PawnCacheTest {

  @Test
  void theCachedEvaluationEqualsTheDirectOneWhetherTheStructureIsNewOrRemembered() {
    EvalWorkspace cache = new EvalWorkspace();
    List<Position> positions = EvalTestPositions.positions();
    assertThat(positions).hasSizeGreaterThan(1000);
    for (Position pos : positions) {
      int direct = Evaluator.evaluate(pos);
      assertThat(Evaluator.evaluate(pos, cache)).as(pos.toFen()).isEqualTo(direct);
      assertThat(Evaluator.evaluate(pos, cache)).as("again: " + pos.toFen()).isEqualTo(direct);
    }
  }

  @Test
  void positionsWithTheSamePawnsButOtherKingsShareTheEntryAndStillDiffer() {
    EvalWorkspace cache = new EvalWorkspace();
    // White's passed pawn: its worth depends on the kings, which the cache does not key on.
    Position near = Position.fromFen("8/8/3k4/8/3P4/3K4/8/8 w - - 0 1");
    Position far = Position.fromFen("8/8/8/8/3P4/3K4/8/k7 w - - 0 1");
    int nearDirect = Evaluator.evaluate(near);
    int farDirect = Evaluator.evaluate(far);
    assertThat(farDirect).isNotEqualTo(nearDirect);
    assertThat(Evaluator.evaluate(near, cache)).isEqualTo(nearDirect);
    assertThat(Evaluator.evaluate(far, cache)).isEqualTo(farDirect);
  }

  @Test
  void aFreshCacheHoldsNoStructureNotEvenTheEmptyOne() {
    PawnCache cache = new PawnCache();
    assertThat(cache.holds(cache.slot(0, 0), 0, 0)).isFalse();
    assertThat(cache.holds(cache.slot(0xFF00L, 0), 0xFF00L, 0)).isFalse();
  }
}
