package dev.zeitnot.engine.tt;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TranspositionTableTest {

  @Test
  void returnsWhatWasStoredForTheSameKeyAndNothingForAnother() {
    TranspositionTable tt = new TranspositionTable(1);
    tt.store(0x1234_5678_9ABCL, 0x0F0F, -31_990, 57, 12, TranspositionTable.BOUND_LOWER);
    long data = tt.probe(0x1234_5678_9ABCL);
    assertThat(TranspositionTable.move(data)).isEqualTo(0x0F0F);
    assertThat(TranspositionTable.score(data)).isEqualTo(-31_990);
    assertThat(TranspositionTable.staticEval(data)).isEqualTo(57);
    assertThat(TranspositionTable.depth(data)).isEqualTo(12);
    assertThat(TranspositionTable.bound(data)).isEqualTo(TranspositionTable.BOUND_LOWER);
    assertThat(tt.probe(0x1234_5678_9ABDL)).isZero();
  }

  @Test
  void keepsTheEarlierMoveWhenTheSamePositionIsStoredWithoutOne() {
    TranspositionTable tt = new TranspositionTable(1);
    tt.store(42, 777, 10, 0, 3, TranspositionTable.BOUND_EXACT);
    tt.store(42, 0, 20, 0, 4, TranspositionTable.BOUND_UPPER);
    assertThat(TranspositionTable.move(tt.probe(42))).isEqualTo(777);
    assertThat(TranspositionTable.score(tt.probe(42))).isEqualTo(20);
  }

  @Test
  void clearForgetsEverythingAndHashfullCountsOnlyThisSearch() {
    TranspositionTable tt = new TranspositionTable(1);
    for (long key = 0; key < 100_000; key++) {
      tt.store(key * 0x9E37_79B9_7F4A_7C15L, 1, 0, 0, 1, TranspositionTable.BOUND_EXACT);
    }
    assertThat(tt.hashfull()).isGreaterThan(900);
    tt.newSearch();
    assertThat(tt.hashfull()).isZero();
    tt.clear();
    assertThat(tt.probe(0x9E37_79B9_7F4A_7C15L)).isZero();
  }
}
