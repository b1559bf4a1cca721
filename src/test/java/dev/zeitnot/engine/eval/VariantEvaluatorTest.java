package dev.zeitnot.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Variant;
import org.junit.jupiter.api.Test;

/** Each variant's evaluation sees what its goal makes good or bad, and never needs a king. */
class VariantEvaluatorTest {

  private static int eval(Variant variant, String fen) {
    return VariantEvaluator.of(variant, StaticEvaluator.handWritten()).evaluate(Position.fromFen(fen, false, variant));
  }

  @Test
  void inAntichessTheSideWithFewerPiecesIsAhead() {
    int fewer = eval(Variant.ANTICHESS, "8/8/8/4k3/8/8/8/1n5N w - - 0 1");
    int more = eval(Variant.ANTICHESS, "8/8/8/4k3/8/8/PPP5/1n5N w - - 0 1");
    assertThat(fewer).isGreaterThan(more);
  }

  @Test
  void anAntichessPositionWithoutKingsIsEvaluated() {
    assertThat(eval(Variant.ANTICHESS, "8/8/8/3p4/8/8/4P3/8 w - - 0 1")).isBetween(-100, 100);
  }

  @Test
  void inHordeWhiteWithoutAKingIsEvaluatedAndItsAdvancedPawnsCount() {
    String start = Variant.HORDE.startFen();
    assertThat(Math.abs(eval(Variant.HORDE, start))).isLessThan(600);
    int back = eval(Variant.HORDE, "4k3/8/8/8/8/8/P7/8 w - - 0 1");
    int advanced = eval(Variant.HORDE, "4k3/8/P7/8/8/8/8/8 w - - 0 1");
    assertThat(advanced).isGreaterThan(back);
  }

  @Test
  void inHordeAWhitePawnNoBlackPawnCanStopIsWorthMore() {
    int stopped = eval(Variant.HORDE, "4k3/1p6/8/P7/8/8/8/8 w - - 0 1");
    int passed = eval(Variant.HORDE, "4k3/7p/8/P7/8/8/8/8 w - - 0 1");
    assertThat(passed).isGreaterThan(stopped + VariantParams.HORDE_PASSED_PAWN[4] / 2);
  }

  @Test
  void inRacingKingsTheKingFurtherUpTheBoardIsAhead() {
    int level = eval(Variant.RACING_KINGS, "8/8/8/8/8/8/kr4RK/8 w - - 0 1");
    int ahead = eval(Variant.RACING_KINGS, "8/8/8/8/7K/8/kr4R1/8 w - - 0 1");
    assertThat(ahead).isGreaterThan(level + 80);
  }

  @Test
  void inCrazyhouseAPieceInHandCountsAboutItsValue() {
    int without = eval(Variant.CRAZYHOUSE, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1");
    int knightInHand = eval(Variant.CRAZYHOUSE, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[N] w KQkq - 0 1");
    assertThat(knightInHand - without).isBetween(250, 450);
  }

  @Test
  void inAtomicAPieceNextToOurKingThatTheEnemyCanTakeIsADanger() {
    // The black queen attacks the pawn on e2, next to the white king: taking it explodes the king.
    int threatened = eval(Variant.ATOMIC, "4k3/8/8/8/8/8/4P2q/4K3 w - - 0 1");
    int safe = eval(Variant.ATOMIC, "4k3/8/8/8/8/8/P6q/4K3 w - - 0 1");
    assertThat(safe).isGreaterThan(threatened + VariantParams.ATOMIC_BLAST_THREAT / 2);
  }
}
