package dev.zeitnot.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Perft counts of the variants (src/test/resources/data/variants), every listed depth up to a
 * budget that keeps CI fast: Fairy-Stockfish 11.1's (bench/variant-perft-counts.py) for king of the
 * hill, three-check, antichess and horde; chessops's, Lichess's own rules library
 * (bench/variant-perft-chessops.mjs), for atomic and racing kings (docs/decisions/variant-perft.md).
 */
class VariantPerftTest {
  private static final long BUDGET = 2_000_000;

  static Stream<Arguments> positions() {
    return Arrays.stream(Variant.values()).filter(variant -> variant != Variant.STANDARD)
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
