package dev.zeitnot.chess;

import dev.zeitnot.testing.TestResources;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** Reads the perft suites of the test data (src/test/resources/data). */
final class TestData {
  private TestData() {}

  static List<PerftCase> perftCases(String name) {
    try {
      return Files.readAllLines(TestResources.dataFile(name)).stream()
          .filter(line -> !line.isBlank())
          .map(PerftCase::parse)
          .collect(Collectors.toCollection(ArrayList::new));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Deepest listed depth whose expected count stays within the node budget (at least depth 1). */
  static int depthWithin(PerftCase c, long maxNodes) {
    int depth = 1;
    while (depth < c.maxDepth() && c.expectedAt(depth + 1) <= maxNodes) {
      depth++;
    }
    return depth;
  }
}
