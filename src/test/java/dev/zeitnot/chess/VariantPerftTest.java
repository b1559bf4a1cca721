package dev.zeitnot.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Perft counts of the variants against Fairy-Stockfish 11.1's (src/test/resources/data/variants,
 * made by bench/variant-perft-counts.py), every listed depth up to a budget that keeps CI fast.
 */
class VariantPerftTest {
  private static final long BUDGET = 2_000_000;

  static Stream<Arguments> positions() {
    return Arrays.stream(new Variant[] {Variant.KING_OF_THE_HILL, Variant.THREE_CHECK})
        .flatMap(variant -> TestData.perftCases("variants/perft-" + variant.lichessKey() + ".epd").stream()
            .map(c -> Arguments.of(variant, c.fen(), c, TestData.depthWithin(c, BUDGET))));
  }

  @ParameterizedTest(name = "{0} {1} depth {3}")
  @MethodSource("positions")
  void theVariantsPerftCountsAreFairyStockfishs(Variant variant, String fen, PerftCase c, int depth) {
    Position position = Position.fromFen(fen, false, variant);
    for (int d = 1; d <= depth; d++) {
      assertThat(Perft.count(position, d)).as("depth " + d).isEqualTo(c.expectedAt(d));
    }
  }
}
