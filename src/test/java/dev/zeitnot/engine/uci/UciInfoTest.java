package dev.zeitnot.engine.uci;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.engine.Score;
import dev.zeitnot.engine.SearchInfo;
import java.util.List;
import org.junit.jupiter.api.Test;

class UciInfoTest {

  @Test
  void parsesAStockfishInfoLine() {
    SearchInfo info = UciInfo.parse("info depth 12 seldepth 17 multipv 1 score cp -34 nodes 123456 nps 987654 "
        + "hashfull 42 tbhits 0 time 125 pv e2e4 e7e5 g1f3").orElseThrow();
    assertThat(info).isEqualTo(new SearchInfo(12, 17, Score.cp(-34), 123456, 987654, 125, 42,
        List.of("e2e4", "e7e5", "g1f3")));
  }

  @Test
  void parsesMateScoresAndBounds() {
    SearchInfo info = UciInfo.parse("info depth 9 score mate -3 lowerbound nodes 10 time 0 pv h7h8").orElseThrow();
    assertThat(info.score()).isEqualTo(Score.mate(-3));
    assertThat(info.nps()).isZero();
  }

  @Test
  void computesNpsWhenTheEngineOmitsIt() {
    assertThat(UciInfo.parse("info depth 3 score cp 5 nodes 3000 time 1500").orElseThrow().nps()).isEqualTo(2000);
  }

  @Test
  void ignoresLinesWithoutAScore() {
    assertThat(UciInfo.parse("info depth 5 currmove e2e4 currmovenumber 1")).isEmpty();
    assertThat(UciInfo.parse("info string NNUE evaluation using nn.bin enabled")).isEmpty();
    assertThat(UciInfo.parse("info depth x score cp 1")).isEmpty();
    assertThat(UciInfo.parse("bestmove e2e4")).isEmpty();
  }

  @Test
  void ignoresSecondaryMultiPvLines() {
    assertThat(UciInfo.parse("info depth 5 multipv 2 score cp 1 pv d2d4")).isEmpty();
  }

  @Test
  void formatThenParseGivesTheSameInfo() {
    SearchInfo info = new SearchInfo(8, 14, Score.mate(2), 5000, 100000, 50, 3, List.of("a2a4", "h7h5"));
    assertThat(UciInfo.format(info))
        .isEqualTo("info depth 8 seldepth 14 score mate 2 nodes 5000 nps 100000 time 50 hashfull 3 pv a2a4 h7h5");
    assertThat(UciInfo.parse(UciInfo.format(info))).contains(info);
  }

  @Test
  void reportsTablebaseHitsAsStockfishDoesAndReadsThemBack() {
    SearchInfo info = new SearchInfo(8, 14, Score.cp(19999), 4287, 40828, 105, 0, List.of("d4d5", "a7a1"), 119);
    assertThat(UciInfo.format(info)).isEqualTo(
        "info depth 8 seldepth 14 score cp 19999 nodes 4287 nps 40828 time 105 hashfull 0 tbhits 119 pv d4d5 a7a1");
    assertThat(UciInfo.parse(UciInfo.format(info))).contains(info);
  }
}
