package dev.zeitnot.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.engine.builtin.BuiltinEngine;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import dev.zeitnot.testing.TestResources;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every mate in two of the test set is found within a small node budget, and the set as a
 * whole within a budget that a search finding short mates later (more reductions, more pruning)
 * overruns even where each mate still fits its own budget.
 */
class MateInTwoTest {

  /** The most nodes one mate may take (docs/decisions/mate-in-two-budget.md). */
  private static final long NODE_BUDGET = 300_000;
  /** The most nodes all 212 mates may take together. */
  private static final long TOTAL_NODE_BUDGET = 450_000;

  @Test
  void findsEveryMateInTwoOfTheSetWithinTheNodeBudget() throws IOException {
    List<String> fens = Files.readAllLines(TestResources.dataFile("mate-in-two.fen")).stream()
        .map(String::strip).filter(line -> !line.isEmpty()).toList();
    assertThat(fens).hasSizeGreaterThan(200);
    List<String> missed = new ArrayList<>();
    long totalNodes = 0;
    try (BuiltinEngine engine = new BuiltinEngine(EngineSettings.DEFAULT.withHashMb(16))) {
      for (String fen : fens) {
        engine.newGame();
        SearchResult result = engine.search(
            SearchRequest.fen(fen, SearchLimits.mate(2).withNodes(NODE_BUDGET)), SearchListener.NONE);
        int mateIn = result.info() == null ? 0 : result.info().score().mateIn();
        if (mateIn < 1 || mateIn > 2) {
          missed.add(fen + " -> " + result.bestMove() + " "
              + (result.info() == null ? "" : result.info().score().toUci()));
        } else {
          totalNodes += result.info().nodes();
        }
      }
    }
    assertThat(missed).isEmpty();
    assertThat(totalNodes).as("nodes to all the mates").isLessThanOrEqualTo(TOTAL_NODE_BUDGET);
  }
}
