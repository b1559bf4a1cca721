package dev.zeitnot.chess;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class WinningMaterialTest {

  private static boolean canWin(Variant variant, String fen, int color) {
    return WinningMaterial.canWin(Position.fromFen(fen, false, variant), color);
  }

  @Test
  void inStandardChessABareKingOrAKingAndOneMinorPieceCannotWin() {
    String rook = "8/8/8/8/8/8/k7/4K2R w - - 0 1";
    assertThat(canWin(Variant.STANDARD, rook, Color.WHITE)).isTrue();
    assertThat(canWin(Variant.STANDARD, rook, Color.BLACK)).isFalse();
    assertThat(canWin(Variant.STANDARD, "8/8/8/8/8/8/k7/4K2N w - - 0 1", Color.WHITE)).isFalse();
  }

  @Test
  void aBareKingCanWinKingOfTheHillRacingKingsAndCrazyhouse() {
    assertThat(canWin(Variant.KING_OF_THE_HILL, "8/8/8/8/8/8/k7/4K2R w - - 0 1", Color.BLACK)).isTrue();
    assertThat(canWin(Variant.RACING_KINGS, "8/8/8/8/8/8/k6K/6R1 w - - 0 1", Color.BLACK)).isTrue();
    assertThat(canWin(Variant.CRAZYHOUSE, "8/8/8/8/8/8/k7/4K2R[] w - - 0 1", Color.BLACK)).isTrue();
  }

  @Test
  void inThreeCheckAndAtomicABareKingCannotWinButOneKnightCan() {
    assertThat(canWin(Variant.THREE_CHECK, "8/8/8/8/8/8/k7/4K2R w - - 0 1 +0+0", Color.BLACK)).isFalse();
    assertThat(canWin(Variant.THREE_CHECK, "8/8/8/8/8/8/k7/4K2N w - - 0 1 +0+0", Color.WHITE)).isTrue();
    assertThat(canWin(Variant.ATOMIC, "8/8/8/8/8/8/k7/4K2R w - - 0 1", Color.BLACK)).isFalse();
    assertThat(canWin(Variant.ATOMIC, "8/8/8/8/8/8/k7/4K2N w - - 0 1", Color.WHITE)).isTrue();
  }

  @Test
  void inAntichessALoneKnightAgainstALoneKnightWinsOrNotByTheMoveAndTheSquares() {
    // Knights on squares of different colours: the side to move cannot win.
    String apart = "8/8/8/8/8/8/N7/n7 w - - 0 1";
    assertThat(canWin(Variant.ANTICHESS, apart, Color.WHITE)).isFalse();
    assertThat(canWin(Variant.ANTICHESS, apart, Color.BLACK)).isTrue();
    // On squares of one colour: the side not to move cannot.
    String together = "8/8/8/8/8/8/8/n1N5 w - - 0 1";
    assertThat(canWin(Variant.ANTICHESS, together, Color.WHITE)).isTrue();
    assertThat(canWin(Variant.ANTICHESS, together, Color.BLACK)).isFalse();
  }

  @Test
  void inAntichessBishopsCannotWinAgainstBishopsOfTheOtherColourComplexAlone() {
    String bishops = "8/8/8/8/8/8/B7/b7 w - - 0 1";
    assertThat(canWin(Variant.ANTICHESS, bishops, Color.WHITE)).isFalse();
    assertThat(canWin(Variant.ANTICHESS, bishops, Color.BLACK)).isFalse();
    // A black knight beside the bishop can be forced to take: white may win.
    assertThat(canWin(Variant.ANTICHESS, "8/8/8/8/8/8/B7/bn6 w - - 0 1", Color.WHITE)).isTrue();
    assertThat(canWin(Variant.ANTICHESS, "8/8/8/8/8/8/8/R6r w - - 0 1", Color.WHITE)).isTrue();
  }

  @Test
  void inHordeBlackCanAlwaysWinAndTheHordeNeedsEnoughPiecesToMate() {
    assertThat(canWin(Variant.HORDE, "k7/8/8/8/8/8/8/N7 b - - 0 1", Color.BLACK)).isTrue();
    assertThat(canWin(Variant.HORDE, "k7/8/8/8/8/8/8/N7 b - - 0 1", Color.WHITE)).as("a lone knight").isFalse();
    assertThat(canWin(Variant.HORDE, "k7/8/8/8/8/8/8/NN6 b - - 0 1", Color.WHITE)).as("two knights").isFalse();
    assertThat(canWin(Variant.HORDE, "k7/8/8/8/8/8/8/NNB5 b - - 0 1", Color.WHITE)).as("two knights, a bishop")
        .isTrue();
    assertThat(canWin(Variant.HORDE, "k7/8/8/8/8/8/8/RB6 b - - 0 1", Color.WHITE)).as("rook and bishop").isFalse();
    assertThat(canWin(Variant.HORDE, "k7/8/8/8/8/8/PP6/8 b - - 0 1", Color.WHITE)).as("two pawns").isTrue();
    assertThat(canWin(Variant.HORDE, "kr6/8/8/8/8/8/P7/8 b - - 0 1", Color.WHITE))
        .as("a pawn that may queen against a rook").isTrue();
    assertThat(canWin(Variant.HORDE, "kr6/8/8/8/8/8/8/N7 b - - 0 1", Color.WHITE))
        .as("a lone knight against too few pieces to smother").isFalse();
    assertThat(canWin(Variant.HORDE, Variant.HORDE.startFen(), Color.WHITE)).isTrue();
  }
}
