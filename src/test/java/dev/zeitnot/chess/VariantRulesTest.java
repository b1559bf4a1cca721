package dev.zeitnot.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class VariantRulesTest {

  private static Position play(Position pos, String... moves) {
    for (String move : moves) {
      pos.makeMove(Uci.parse(pos, move));
    }
    return pos;
  }

  @Test
  void aKingOnTheHillWinsForItsSideAndEndsTheGame() {
    Position pos = play(Position.fromFen("4k3/8/8/8/8/3K4/8/8 w - - 0 1", false, Variant.KING_OF_THE_HILL), "d3e4");
    assertThat(pos.variantWinner()).isEqualTo(Color.WHITE);
    assertThat(pos.countLegal()).isZero();
    assertThat(pos.isLegal(Uci.parse(Position.fromFen("4k3/8/8/8/4K3/8/8/8 b - - 0 1"), "e8d8"))).isFalse();
    assertThat(Outcome.of(pos)).isEqualTo(new Outcome(Outcome.Kind.VARIANT_END, Color.WHITE));
    pos.unmakeMove();
    assertThat(pos.isVariantEnd()).isFalse();
  }

  @Test
  void bareKingsAreNoDrawOnTheHillButAreInThreeCheck() {
    String kings = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    assertThat(Position.fromFen(kings).isInsufficientMaterial()).isTrue();
    assertThat(Position.fromFen(kings, false, Variant.KING_OF_THE_HILL).isInsufficientMaterial()).isFalse();
    assertThat(Position.fromFen(kings + " +1+2", false, Variant.THREE_CHECK).isInsufficientMaterial()).isTrue();
    assertThat(Position.fromFen("4k3/8/8/8/8/8/8/4KN2 w - - 0 1 +0+0", false, Variant.THREE_CHECK)
        .isInsufficientMaterial()).isFalse();
  }

  @Test
  void theThirdCheckWinsAndTakingTheMoveBackTakesTheCheckBack() {
    Position pos = Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1 +2+0", false, Variant.THREE_CHECK);
    play(pos, "a1a8");
    assertThat(pos.checksGiven(Color.WHITE)).isEqualTo(3);
    assertThat(Outcome.of(pos)).isEqualTo(new Outcome(Outcome.Kind.VARIANT_END, Color.WHITE));
    assertThat(pos.toFen()).endsWith(" +3+0");
    pos.unmakeMove();
    assertThat(pos.checksGiven(Color.WHITE)).isEqualTo(2);
    assertThat(pos.toFen()).isEqualTo("4k3/8/8/8/8/8/8/R3K3 w - - 0 1 +2+0");
  }

  @Test
  void threeCheckFensAreReadAsTheServerAndAsFairyStockfishWriteThemAndWrittenAsTheServerDoes() {
    Position server = Position.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 +1+2", false,
        Variant.THREE_CHECK);
    Position fairy = Position.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 2+1 0 1", false,
        Variant.THREE_CHECK);
    assertThat(fairy.toFen()).isEqualTo(server.toFen()).endsWith(" 0 1 +1+2");
    assertThat(fairy.key()).isEqualTo(server.key());
    assertThat(Position.fromFen(Position.STARTPOS_FEN, false, Variant.THREE_CHECK).toFen()).endsWith(" +0+0");
    assertThatThrownBy(() -> Position.fromFen(Position.STARTPOS_FEN + " +4+0", false, Variant.THREE_CHECK))
        .isInstanceOf(FenException.class).hasMessageContaining("checks");
  }

  @Test
  void checksGivenArePartOfThePositionsKeyAlongAGame() {
    SplittableRandom random = new SplittableRandom(8);
    int[] moves = new int[Position.MAX_MOVES];
    for (int game = 0; game < 30; game++) {
      Position pos = Position.fromFen(Position.STARTPOS_FEN, false, Variant.THREE_CHECK);
      for (int ply = 0; ply < 80; ply++) {
        int count = pos.generateLegal(moves);
        if (count == 0) {
          break;
        }
        pos.makeMove(moves[random.nextInt(count)]);
        Position reread = Position.fromFen(pos.toFen(), false, Variant.THREE_CHECK);
        assertThat(reread.key()).as(pos.toFen()).isEqualTo(pos.key());
        assertThat(reread.checksGiven(Color.WHITE)).isEqualTo(pos.checksGiven(Color.WHITE));
      }
    }
    Position twoChecks = Position.fromFen(Position.STARTPOS_FEN + " +2+0", false, Variant.THREE_CHECK);
    Position noCheck = Position.fromFen(Position.STARTPOS_FEN + " +0+0", false, Variant.THREE_CHECK);
    assertThat(twoChecks.key()).isNotEqualTo(noCheck.key());
  }

  @Test
  void theSamePlacementHasADifferentKeyInEachVariant() {
    String fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    assertThat(Arrays.stream(new Variant[] {Variant.STANDARD, Variant.KING_OF_THE_HILL, Variant.ATOMIC,
        Variant.ANTICHESS})
        .mapToLong(v -> Position.fromFen(fen, false, v).key()).distinct().count()).isEqualTo(4);
    assertThat(Position.fromFen(fen, false, Variant.STANDARD).key()).isEqualTo(Position.fromFen(fen).key());
  }

  @Test
  void theServersVariantKeysNameTheVariants() {
    assertThat(Variant.ofLichessKey("kingOfTheHill")).contains(Variant.KING_OF_THE_HILL);
    assertThat(Variant.ofLichessKey("threecheck")).contains(Variant.THREE_CHECK);
    assertThat(Variant.ofLichessKey("racingKings")).contains(Variant.RACING_KINGS);
    assertThat(Variant.ofLichessKey("crazyhouse")).contains(Variant.CRAZYHOUSE);
    assertThat(Variant.ofLichessKey("chess960")).isEmpty();
  }
}
