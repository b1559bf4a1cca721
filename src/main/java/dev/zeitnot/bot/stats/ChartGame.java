package dev.zeitnot.bot.stats;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One finished game of the archive as the HTML report charts it: {@link ArchivedGame}'s facts
 * plus the day it was played ({@code Date} tag), our rating ({@code WhiteElo}/{@code BlackElo})
 * and how long we thought over each of our moves, read from the clocks ({@code [%clk]}) and the
 * increment ({@code TimeControl}): our clock before the move, less the clock after it, plus the
 * increment; the first move of each side runs no clock, as on Lichess. A move without both clocks
 * is left out.
 *
 * @param day the day it was played, or null when the PGN does not say
 * @param ourRating our rating before the game, or null when the PGN does not say
 * @param thinkMs our move number (1 our first) to the time we took over it, for the moves whose clocks are known
 */
public record ChartGame(ArchivedGame game, LocalDate day, Integer ourRating, Map<Integer, Long> thinkMs) {

  private static final DateTimeFormatter PGN_DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd");
  private static final Pattern TIME_CONTROL = Pattern.compile("(\\d+)\\+(\\d+)");

  public ChartGame {
    thinkMs = Map.copyOf(thinkMs);
  }

  /** The game from the side of {@code account}, or null if it was aborted or not ours. */
  static ChartGame of(PgnRecord record, String account) {
    ArchivedGame game = ArchivedGame.of(record, account);
    if (game == null) {
      return null;
    }
    boolean white = account.equalsIgnoreCase(record.tag("White"));
    return new ChartGame(game, day(record.tag("Date")), number(record.tag(white ? "WhiteElo" : "BlackElo")),
        thinkTimes(record, white == record.whiteMovesFirst() ? 0 : 1));
  }

  private static Map<Integer, Long> thinkTimes(PgnRecord record, int ourParity) {
    Matcher control = TIME_CONTROL.matcher(record.tag("TimeControl") == null ? "" : record.tag("TimeControl"));
    if (!control.matches()) {
      return Map.of();
    }
    long incrementMs = Long.parseLong(control.group(2)) * 1000;
    Map<Integer, Long> times = new HashMap<>();
    Long before = null;
    for (int ply = ourParity, move = 1; ply < record.comments().size(); ply += 2, move++) {
      Long after = ArchivedGame.clockMs(record.comments().get(ply));
      if (before != null && after != null) {
        times.put(move, Math.max(0, before - after + incrementMs));
      }
      before = after;
    }
    return times;
  }

  private static LocalDate day(String date) {
    try {
      return date == null ? null : LocalDate.parse(date.trim(), PGN_DATE);
    } catch (DateTimeParseException e) {
      return null; // "????.??.??" in PGNs without a date
    }
  }

  private static Integer number(String text) {
    try {
      return text == null ? null : Integer.valueOf(text.trim());
    } catch (NumberFormatException e) {
      return null;
    }
  }
}
