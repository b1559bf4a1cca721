package dev.zeitnot.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class VariantGamesTest {

  @ParameterizedTest
  @EnumSource(value = Variant.class, names = {"ANTICHESS", "ATOMIC", "HORDE", "RACING_KINGS", "CRAZYHOUSE"})
  void alongRandomGamesMovesRoundTripKeysStayExactAndTakingBackRestores(Variant variant) {
    SplittableRandom random = new SplittableRandom(35);
    int[] moves = new int[Position.MAX_MOVES];
    for (int game = 0; game < 20; game++) {
      Position pos = Position.fromFen(variant.startFen(), false, variant);
      for (int ply = 0; ply < 150 && !Outcome.of(pos).isOver(); ply++) {
        int count = pos.generateLegal(moves);
        int move = moves[random.nextInt(count)];
        String before = pos.toFen();
        assertThat(Uci.parse(pos, Uci.format(move))).as(before).isEqualTo(move);
        assertThat(San.parse(pos, San.format(pos, move))).as(before).isEqualTo(move);
        assertThat(pos.isLegal(move)).isTrue();
        pos.makeMove(move);
        assertThat(pos.key()).as(pos.toFen()).isEqualTo(pos.computeKey());
        Position reread = Position.fromFen(pos.toFen(), false, variant);
        assertThat(reread.toFen()).isEqualTo(pos.toFen());
        assertThat(reread.countLegal()).as(pos.toFen()).isEqualTo(pos.countLegal());
        pos.unmakeMove();
        assertThat(pos.toFen()).isEqualTo(before);
        pos.makeMove(move);
      }
    }
  }
}
