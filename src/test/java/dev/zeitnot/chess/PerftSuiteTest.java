package dev.zeitnot.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Perft node counts of the standard and Chess960 suites, each to a depth that keeps CI fast. */
class PerftSuiteTest {
  private static final long STANDARD_BUDGET = 50_000_000;
  private static final long FISCHER_BUDGET = 20_000_000;
  private static final int FISCHER_SAMPLE_STEP = 8;

  static Stream<Arguments> standardPositions() {
    List<PerftCase> cases = TestData.perftCases("perft-standard.epd");
    return cases.stream().map(c -> Arguments.of(c.fen(), c, TestData.depthWithin(c, STANDARD_BUDGET)));
  }

  static Stream<Arguments> fischerPositions() {
    List<PerftCase> cases = TestData.perftCases("perft-chess960.epd");
    return IntStream.range(0, cases.size()).filter(i -> i % FISCHER_SAMPLE_STEP == 0).mapToObj(cases::get)
        .map(c -> Arguments.of(c.fen(), c, TestData.depthWithin(c, FISCHER_BUDGET)));
  }

  @ParameterizedTest(name = "{0} depth {2}")
  @MethodSource("standardPositions")
  void standardPositionHasTheExpectedPerftCount(String fen, PerftCase c, int depth) {
    assertThat(Perft.count(Position.fromFen(fen), depth)).isEqualTo(c.expectedAt(depth));
  }

  @ParameterizedTest(name = "{0} depth {2}")
  @MethodSource("fischerPositions")
  void chess960PositionHasTheExpectedPerftCount(String fen, PerftCase c, int depth) {
    assertThat(Perft.count(Position.fromFen(fen, true), depth)).isEqualTo(c.expectedAt(depth));
  }
}
