package dev.zeitnot.chess;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The checks of a three-check FEN: the server writes the checks each side has given as a last
 * field {@code +W+B} ({@code +0+0} at the start); Fairy-Stockfish writes the checks each side
 * still needs as {@code W+B} before the clocks ({@code 3+3}). Both are read; the server's form is
 * written.
 */
final class ThreeCheckFen {

  static final String CHECKS = "checks";

  private ThreeCheckFen() { }

  /** Sets {@code p}'s checks from {@code fields} and returns the fields without the checks. */
  static String[] readChecks(Position p, String[] fields, String fen) {
    List<String> rest = new ArrayList<>(Arrays.asList(fields));
    for (int i = 4; i < rest.size(); i++) {
      String field = rest.get(i);
      if (field.startsWith("+")) {
        String[] given = field.substring(1).split("\\+", -1);
        set(p, count(given, 0, fen), count(given, 1, fen), fen);
        rest.remove(i);
        return rest.toArray(String[]::new);
      }
      if (field.contains("+")) {
        String[] left = field.split("\\+", -1);
        set(p, Variant.CHECKS_TO_WIN - count(left, 0, fen), Variant.CHECKS_TO_WIN - count(left, 1, fen), fen);
        rest.remove(i);
        return rest.toArray(String[]::new);
      }
    }
    return fields;
  }

  private static int count(String[] parts, int index, String fen) {
    if (parts.length != 2 || !parts[index].matches("[0-3]")) {
      throw new FenException(CHECKS, "expected +W+B (checks given) or W+B (checks left), each 0..3", fen);
    }
    return parts[index].charAt(0) - '0';
  }

  private static void set(Position p, int white, int black, String fen) {
    if (white < 0 || black < 0) {
      throw new FenException(CHECKS, "more than three checks", fen);
    }
    p.checksGiven[Color.WHITE] = white;
    p.checksGiven[Color.BLACK] = black;
  }

  /** The server's {@code +W+B}. */
  static String checksField(Position p) {
    return "+" + p.checksGiven[Color.WHITE] + "+" + p.checksGiven[Color.BLACK];
  }
}
