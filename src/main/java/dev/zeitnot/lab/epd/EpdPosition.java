package dev.zeitnot.lab.epd;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One test position of an EPD suite: the position and its {@code bm} (best moves, any of them
 * solves it) and {@code am} (moves to avoid) operations, in SAN as the suites write them.
 *
 * @param fen the position as a full FEN (EPD's four fields plus {@code 0 1})
 * @param id the {@code id} operation, or the line number when it has none
 */
public record EpdPosition(String fen, List<String> bestMoves, List<String> avoidMoves, String id) {

  public EpdPosition {
    bestMoves = List.copyOf(bestMoves);
    avoidMoves = List.copyOf(avoidMoves);
  }

  /**
   * Parses {@code <4 FEN fields> bm Qg6; am Qxb2; id "WAC.001";}.
   *
   * @throws IllegalArgumentException naming the line when it has fewer than four fields
   */
  public static EpdPosition parse(String line, int lineNumber) {
    String[] fields = line.trim().split("\\s+", 5);
    if (fields.length < 4) {
      throw new IllegalArgumentException("EPD line " + lineNumber + " needs four FEN fields: '" + line + "'");
    }
    String fen = String.join(" ", Arrays.copyOf(fields, 4)) + " 0 1";
    List<String> best = new ArrayList<>();
    List<String> avoid = new ArrayList<>();
    String id = "line " + lineNumber;
    String operations = fields.length == 5 ? fields[4] : "";
    for (String operation : operations.split(";")) {
      String[] words = operation.trim().split("\\s+", 2);
      if (words.length < 2) {
        continue;
      }
      switch (words[0]) {
        case "bm" -> best.addAll(Arrays.asList(words[1].trim().split("\\s+")));
        case "am" -> avoid.addAll(Arrays.asList(words[1].trim().split("\\s+")));
        case "id" -> id = words[1].trim().replace("\"", "");
        default -> { }
      }
    }
    return new EpdPosition(fen, best, avoid, id);
  }
}
