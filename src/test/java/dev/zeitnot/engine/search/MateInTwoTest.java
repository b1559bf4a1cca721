package dev.zeitnot.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.engine.BuiltinEngine;
import dev.zeitnot.engine.EngineSettings;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every mate in two of the shared test set is found within a small node budget. */
class MateInTwoTest {

  private static final long NODE_BUDGET = 200_000;

  private static Path sharedData() {
    return Path.of(System.getProperty("zeitnot.shared.data", "../shared/data"));
  }

  @Test
  void findsEveryMateInTwoOfTheSharedSetWithinTheNodeBudget() throws IOException {
    List<String> fens = Files.readAllLines(sharedData().resolve("mate2.fen")).stream()
        .map(String::strip).filter(line -> !line.isEmpty()).toList();
    assertThat(fens).hasSizeGreaterThan(200);
    List<String> missed = new ArrayList<>();
    try (BuiltinEngine engine = new BuiltinEngine(EngineSettings.DEFAULT.withHashMb(16))) {
      for (String fen : fens) {
        engine.newGame();
        SearchResult result = engine.search(
            SearchRequest.fen(fen, SearchLimits.mate(2).withNodes(NODE_BUDGET)), SearchListener.NONE);
        int mateIn = result.info() == null ? 0 : result.info().score().mateIn();
        if (mateIn < 1 || mateIn > 2) {
          missed.add(fen + " -> " + result.bestMove() + " " + (result.info() == null ? "" : result.info().score().toUci()));
        }
      }
    }
    assertThat(missed).isEmpty();
  }
}
