package dev.zeitnot.chess;

import java.util.ArrayList;
import java.util.List;

/** One line of a perft EPD file ({@code FEN ;D1 20 ;D2 400 ...}): the position and expected counts by depth. */
public record PerftCase(String fen, List<Long> expected) {

  public PerftCase {
    expected = List.copyOf(expected);
  }

  /** Deepest depth listed. */
  public int maxDepth() {
    return expected.size();
  }

  /** Expected leaf count at depth (1-based). */
  public long expectedAt(int depth) {
    return expected.get(depth - 1);
  }

  /** Parses {@code FEN ;D1 n ;D2 n ...}; depths must be listed in order from D1. */
  public static PerftCase parse(String line) {
    String[] parts = line.split(";");
    List<Long> counts = new ArrayList<>();
    for (int i = 1; i < parts.length; i++) {
      String[] pair = parts[i].trim().split("\\s+");
      if (pair.length != 2 || !pair[0].equals("D" + (counts.size() + 1))) {
        throw new IllegalArgumentException("perft EPD entry '" + parts[i].trim() + "' is not 'D" + (counts.size() + 1)
            + " <count>' in line: " + line);
      }
      counts.add(Long.parseLong(pair[1]));
    }
    return new PerftCase(parts[0].trim(), counts);
  }
}
