package dev.zeitnot.lab.match;

import dev.zeitnot.chess.Position;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Opening positions for a match: one FEN (or EPD, whose operations are ignored) per line. */
public final class Openings {

  private Openings() {}

  /**
   * The positions of the file in order; blank lines and lines starting with {@code #} are skipped.
   *
   * @throws IllegalArgumentException when the file cannot be read, holds no position, or a bad FEN
   *     (naming its line)
   */
  public static List<String> load(Path file) {
    List<String> lines;
    try {
      lines = Files.readAllLines(file);
    } catch (IOException e) {
      throw new IllegalArgumentException("cannot read the openings file " + file + " (" + e + ")", e);
    }
    List<String> fens = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).trim();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      String fen = fen(line);
      try {
        Position.fromFen(fen);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(file + " line " + (i + 1) + ": " + e.getMessage(), e);
      }
      fens.add(fen);
    }
    if (fens.isEmpty()) {
      throw new IllegalArgumentException(file + " holds no opening position");
    }
    return fens;
  }

  /** A full FEN from a FEN or EPD line: EPD has four fields and operations after them. */
  private static String fen(String line) {
    String[] fields = line.split("\\s+");
    boolean hasClocks = fields.length >= 6 && fields[4].matches("\\d+") && fields[5].matches("\\d+");
    if (hasClocks) {
      return String.join(" ", Arrays.copyOf(fields, 6));
    }
    return String.join(" ", Arrays.copyOf(fields, Math.min(4, fields.length))) + " 0 1";
  }
}
