package dev.zeitnot.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;
import org.junit.jupiter.api.Test;

/** What the pawn, passed-pawn and check features count, on positions made to show each. */
class EvalFeaturesTest {

  /** White's count minus Black's of {@code feature} in {@code fen}. */
  private static int count(String fen, int feature) {
    EvalTrace trace = Evaluator.trace(Position.fromFen(fen));
    for (int i = 0; i < trace.features().length; i++) {
      if (trace.features()[i] == feature) {
        return trace.coefficients()[i];
      }
    }
    return 0;
  }

  @Test
  void pawnsSideBySideOrDefendedAreConnectedByTheirRank() {
    // d4 and e4 stand side by side (4th rank, index 3); c3 defends d4 (3rd rank, index 2).
    String fen = "4k3/8/8/8/3PP3/2P5/8/4K3 w - - 0 1";
    assertThat(count(fen, EvalLayout.CONNECTED_PAWN + 3)).isEqualTo(2);
    assertThat(count(fen, EvalLayout.CONNECTED_PAWN + 2)).isZero();
    assertThat(count(fen, EvalLayout.BACKWARD_PAWN)).isZero();
  }

  @Test
  void aPawnLeftBehindWithItsStopSquareAttackedIsBackward() {
    // d3 has no pawn beside or behind it on c/e, and the c5 pawn attacks d4. e4 is defended by d3.
    String fen = "4k3/8/8/2p5/4P3/3P4/8/4K3 w - - 0 1";
    assertThat(count(fen, EvalLayout.BACKWARD_PAWN)).isEqualTo(1);
    assertThat(count(fen, EvalLayout.CONNECTED_PAWN + 3)).isEqualTo(1);
    // Without the attacker on d4, d3 is merely behind.
    assertThat(count("4k3/8/8/8/4P3/3P4/8/4K3 w - - 0 1", EvalLayout.BACKWARD_PAWN)).isZero();
  }

  @Test
  void aPassedPawnIsBlockedWhenItsStopSquareIsTakenAndFreeWhenItsWayIsClearAndUnguarded() {
    // The e6 passer (6th rank, index 5) is blocked by the king on e7.
    String blocked = "8/4k3/4P3/8/8/8/8/4K3 w - - 0 1";
    assertThat(count(blocked, EvalLayout.PASSED_PAWN_BLOCKED + 5)).isEqualTo(1);
    assertThat(count(blocked, EvalLayout.PASSED_PAWN_FREE)).isZero();
    // The a5 passer's way a6-a8 is empty and out of the black king's reach: counted by its rank.
    String free = "8/8/7k/P7/8/8/8/4K3 w - - 0 1";
    assertThat(count(free, EvalLayout.PASSED_PAWN_FREE)).isEqualTo(4);
    // With the black king on b8, a8 is guarded: not free, not blocked.
    String guarded = "1k6/8/8/P7/8/8/8/4K3 w - - 0 1";
    assertThat(count(guarded, EvalLayout.PASSED_PAWN_FREE)).isZero();
    assertThat(count(guarded, EvalLayout.PASSED_PAWN_BLOCKED + 4)).isZero();
  }

  @Test
  void aSafeCheckIsASquareWeReachThatChecksTheKingAndTheyDoNotGuard() {
    // The knight on e5 reaches none of c7, d6, f6 and g7, the squares a knight checks e8 from. The
    // rook on a1 reaches a8, which checks along the 8th rank, out of the king's reach.
    String fen = "4k3/8/8/4N3/8/8/8/R3K3 w - - 0 1";
    assertThat(count(fen, EvalLayout.SAFE_CHECK + PieceType.KNIGHT)).isZero();
    assertThat(count(fen, EvalLayout.SAFE_CHECK + PieceType.ROOK)).isEqualTo(1);
    // A knight on g4 reaches f6, a checking square the king on e8 does not guard (the pawns keep
    // the material sufficient, where the evaluation counts nothing).
    assertThat(count("4k3/p7/8/8/6N1/8/7P/4K3 w - - 0 1", EvalLayout.SAFE_CHECK + PieceType.KNIGHT)).isEqualTo(1);
    // On e6 it reaches c7 and g7; a black bishop on d8 guards c7.
    assertThat(count("4k3/p7/4N3/8/8/8/7P/4K3 w - - 0 1", EvalLayout.SAFE_CHECK + PieceType.KNIGHT)).isEqualTo(2);
    assertThat(count("3bk3/p7/4N3/8/8/8/7P/4K3 w - - 0 1", EvalLayout.SAFE_CHECK + PieceType.KNIGHT)).isEqualTo(1);
  }

  @Test
  void rooksOnTheSeventhMinorsBehindPawnsAndBishopsOnTheColourOfTheirPawns() {
    // White: rook on b7 (its 7th rank), knight on d3 behind the d4 pawn, bishop on c1 (dark)
    // with pawns on d4 (dark) and g2 (light). Black: rook on b2 (its 7th rank).
    String fen = "4k3/1R6/8/8/3P4/3N4/1r4P1/2B1K3 w - - 0 1";
    assertThat(count(fen, EvalLayout.ROOK_SEVENTH)).isZero(); // one each
    assertThat(count("4k3/1R6/8/8/3P4/3N4/6P1/2B1K3 w - - 0 1", EvalLayout.ROOK_SEVENTH)).isEqualTo(1);
    assertThat(count(fen, EvalLayout.MINOR_BEHIND_PAWN)).isEqualTo(1);
    assertThat(count(fen, EvalLayout.BISHOP_PAWNS)).isEqualTo(1);
  }

  @Test
  void bishopOutpostsPawnPushThreatsAndRooksBehindPassers() {
    // The bishop on d5 is guarded by the e4 pawn and no black pawn can chase it. The c2 pawn's
    // push to c3, a square no black pawn attacks, would attack the knight on d4. The rook on a1
    // stands behind the a5 passer.
    String fen = "4k3/8/8/P2B4/3nP3/8/2P5/R3K3 w - - 0 1";
    assertThat(count(fen, EvalLayout.BISHOP_OUTPOST)).isEqualTo(1);
    assertThat(count(fen, EvalLayout.THREAT_BY_PUSH)).isEqualTo(1);
    assertThat(count(fen, EvalLayout.ROOK_BEHIND_PASSER)).isEqualTo(1);
    // A rook in front of its passer is not behind it.
    assertThat(count("4k3/R7/8/P7/8/8/8/4K3 w - - 0 1", EvalLayout.ROOK_BEHIND_PASSER)).isZero();
  }

  @Test
  void weakKingSquaresAndTheKingsDistanceToThePawns() {
    // The white queen on d6 attacks squares of the zone around the king on e8 (d7, e7, d8, ...)
    // that only the king defends.
    String fen = "4k3/8/3Q4/8/8/8/P7/4K3 w - - 0 1";
    assertThat(count(fen, EvalLayout.WEAK_KING_SQUARE)).isPositive();
    // A black rook on h7 defends d7 and e7: fewer weak squares.
    assertThat(count("4k3/7r/3Q4/8/8/8/P7/4K3 w - - 0 1", EvalLayout.WEAK_KING_SQUARE))
        .isLessThan(count(fen, EvalLayout.WEAK_KING_SQUARE));
    // The white king on e1 is 4 squares from a2; the black king on e8 is 6 from it.
    assertThat(count(fen, EvalLayout.KING_PAWN_DISTANCE)).isEqualTo(4 - 6);
  }
}
