package dev.zeitnot.engine.level;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Position;
import org.junit.jupiter.api.Test;

class MateInOneGuardTest {

  /** White's rook alone guards the back rank; taking the knight on d5 lets Re1 mate. */
  static final String BACK_RANK = "4r1k1/5ppp/8/3n4/8/8/5PPP/3R2K1 w - - 0 1";

  @Test
  void leavingTheBackRankUnguardedAllowsMateInOne() {
    assertThat(MateInOneGuard.allowsMateInOne(Position.fromFen(BACK_RANK), "d1d5")).isTrue();
  }

  @Test
  void aMoveThatKeepsTheBackRankGuardedDoesNot() {
    assertThat(MateInOneGuard.allowsMateInOne(Position.fromFen(BACK_RANK), "h2h3")).isFalse();
    assertThat(MateInOneGuard.allowsMateInOne(Position.fromFen(BACK_RANK), "g2g3")).isFalse();
  }
}
