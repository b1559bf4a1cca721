package dev.zeitnot.engine.uci;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.engine.SearchLimits;
import java.util.List;
import org.junit.jupiter.api.Test;

class UciGoTest {

  @Test
  void parsesClocksIncrementsAndMovesToGo() {
    UciGo go = UciGo.parse("go wtime 60000 btime 55000 winc 1000 binc 900 movestogo 20");
    assertThat(go.limits()).isEqualTo(SearchLimits.clock(60000, 55000, 1000, 900).withMovesToGo(20));
    assertThat(go.searchMoves()).isEmpty();
  }

  @Test
  void parsesFixedLimitsAndFlags() {
    SearchLimits limits = UciGo.parse("go movetime 500 depth 7 nodes 10000 mate 3 infinite ponder").limits();
    assertThat(limits.moveTimeMs()).isEqualTo(500);
    assertThat(limits.depth()).isEqualTo(7);
    assertThat(limits.nodes()).isEqualTo(10000);
    assertThat(limits.mate()).isEqualTo(3);
    assertThat(limits.infinite()).isTrue();
    assertThat(limits.ponder()).isTrue();
  }

  @Test
  void searchMovesRunUntilTheNextKeyword() {
    UciGo go = UciGo.parse("go searchmoves e2e4 d2d4 depth 5");
    assertThat(go.searchMoves()).containsExactly("e2e4", "d2d4");
    assertThat(go.limits().depth()).isEqualTo(5);
  }

  @Test
  void formatsSearchMovesAfterTheLimits() {
    assertThat(UciGo.format(SearchLimits.depth(5), List.of("e2e4", "d2d4")))
        .isEqualTo("go depth 5 searchmoves e2e4 d2d4");
    assertThat(UciGo.format(SearchLimits.depth(5), List.of())).isEqualTo("go depth 5");
  }

  @Test
  void bareGoHasNoLimits() {
    assertThat(UciGo.parse("go").limits()).isEqualTo(SearchLimits.none());
  }

  @Test
  void skipsUnknownWordsAndBadNumbers() {
    UciGo go = UciGo.parse("go wtime abc frobnicate btime 1000 depth");
    assertThat(go.limits().whiteTimeMs()).isEqualTo(SearchLimits.UNSET);
    assertThat(go.limits().blackTimeMs()).isEqualTo(1000);
    assertThat(go.limits().depth()).isZero();
  }

  @Test
  void negativeClockFromALaggingGuiMeansNoTimeLeft() {
    assertThat(UciGo.parse("go wtime -20 btime 100").limits().whiteTimeMs()).isZero();
  }

  @Test
  void formatWritesOnlyTheLimitsThatAreSet() {
    assertThat(UciGo.format(SearchLimits.clock(1000, 2000, 10, 0))).isEqualTo("go wtime 1000 btime 2000 winc 10");
    assertThat(UciGo.format(SearchLimits.moveTime(250))).isEqualTo("go movetime 250");
    assertThat(UciGo.format(SearchLimits.untilStopped().withPonder(true))).isEqualTo("go ponder infinite");
  }

  @Test
  void formatThenParseGivesTheSameLimits() {
    SearchLimits limits = new SearchLimits(5, 6, 7, 8, 9, 10, 11, 12, 13, false, true, 0, 0);
    assertThat(UciGo.parse(UciGo.format(limits)).limits()).isEqualTo(limits);
  }
}
