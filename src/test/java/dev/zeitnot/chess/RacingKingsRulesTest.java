package dev.zeitnot.chess;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RacingKingsRulesTest {

  private static Position racing(String fen) {
    return Position.fromFen(fen, false, Variant.RACING_KINGS);
  }

  @Test
  void noMoveMayGiveCheck() {
    Position pos = racing("8/8/8/8/8/8/k7/6RK w - - 0 1");
    assertThat(pos.isLegal(Move.of(Square.parse("g1"), Square.parse("g2")))).isFalse();
    assertThat(pos.isLegal(Move.of(Square.parse("g1"), Square.parse("g3")))).isTrue();
  }

  @Test
  void blackReachingTheEighthRankFirstWinsAtOnce() {
    Position pos = racing("8/1k6/8/8/8/8/8/6K1 b - - 0 1");
    pos.makeMove(Uci.parse(pos, "b7b8"));
    assertThat(pos.countLegal()).isZero();
    assertThat(Outcome.of(pos)).isEqualTo(new Outcome(Outcome.Kind.VARIANT_END, Color.BLACK));
    assertThat(racing("k7/8/8/8/8/8/6K1/8 w - - 0 1").countLegal()).isZero();
  }

  @Test
  void whiteArrivingFirstWinsWhenBlackCannotFollowAtOnce() {
    Position pos = racing("8/5K2/1k6/8/8/8/8/8 w - - 0 1");
    pos.makeMove(Uci.parse(pos, "f7f8"));
    assertThat(Outcome.of(pos)).isEqualTo(new Outcome(Outcome.Kind.VARIANT_END, Color.WHITE));
  }

  @Test
  void whiteArrivingFirstLetsBlackFollowForADraw() {
    Position pos = racing("8/1k3K2/8/8/8/8/8/8 w - - 0 1");
    pos.makeMove(Uci.parse(pos, "f7f8"));
    assertThat(Outcome.of(pos)).isEqualTo(Outcome.ONGOING);
    pos.makeMove(Uci.parse(pos, "b7b8"));
    assertThat(Outcome.of(pos)).isEqualTo(new Outcome(Outcome.Kind.VARIANT_END, -1));
    assertThat(Outcome.of(pos).resultToken()).isEqualTo("1/2-1/2");
  }

  @Test
  void blackFailingToFollowLosesOnItsMove() {
    Position pos = racing("8/1k3K2/8/8/8/8/8/8 w - - 0 1");
    pos.makeMove(Uci.parse(pos, "f7f8"));
    pos.makeMove(Uci.parse(pos, "b7b6"));
    assertThat(Outcome.of(pos)).isEqualTo(new Outcome(Outcome.Kind.VARIANT_END, Color.WHITE));
  }
}
