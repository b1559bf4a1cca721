package dev.zeitnot.bot.stats;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One finished game of the archive seen from the bot's side.
 *
 * @param speed the Lichess speed from the Event tag ({@code blitz}...), or {@code unknown}
 * @param opponentIsBot whether the opponent's title is BOT
 * @param opponentRating the opponent's rating, or null when the PGN does not say
 * @param points 1, 0.5 or 0
 * @param lostOnTime whether we lost because our clock ran out
 * @param clockLeftMs our clock after our last move, or null without clock comments
 * @param ourMoves how many moves we made
 * @param bookMoves how many of them came from an opening book or an opening database
 *     ({@code [%src book]}, {@code explorer}, {@code chessdb})
 * @param tablebaseMoves how many came from tablebases ({@code [%src tablebase]} online, {@code [%src syzygy]} local)
 * @param sourcesKnown whether any ply carries a move-source comment
 */
public record ArchivedGame(
    String speed, boolean opponentIsBot, Integer opponentRating, double points, boolean lostOnTime,
    Long clockLeftMs, int ourMoves, int bookMoves, int tablebaseMoves, boolean sourcesKnown) {

  private static final Pattern CLOCK = Pattern.compile("\\[%clk (\\d+):(\\d{1,2}):(\\d{1,2}(?:\\.\\d+)?)]");
  private static final Pattern SOURCE = Pattern.compile("\\[%src (\\w+)]");

  /** The game from the side of {@code account} (matched case-insensitively), or null if it was aborted or not ours. */
  static ArchivedGame of(PgnRecord record, String account) {
    boolean white = account.equalsIgnoreCase(record.tag("White"));
    boolean black = account.equalsIgnoreCase(record.tag("Black"));
    String result = record.result().equals("*")
        && record.tag("Result") != null ? record.tag("Result") : record.result();
    if (white == black || result.equals("*")) {
      return null;
    }
    String us = white ? "White" : "Black";
    String them = white ? "Black" : "White";
    double points = switch (result) {
      case "1-0" -> white ? 1 : 0;
      case "0-1" -> white ? 0 : 1;
      default -> 0.5;
    };
    boolean lostOnTime = points == 0 && "outoftime".equalsIgnoreCase(record.tag("Termination"));
    int ourParity = white == record.whiteMovesFirst() ? 0 : 1;
    Long clock = null;
    int moves = 0;
    int book = 0;
    int tablebase = 0;
    boolean sources = false;
    for (int ply = 0; ply < record.comments().size(); ply++) {
      String comment = record.comments().get(ply);
      Matcher source = SOURCE.matcher(comment);
      String kind = source.find() ? source.group(1).toLowerCase(Locale.ROOT) : null;
      sources |= kind != null;
      if (ply % 2 != ourParity) {
        continue;
      }
      moves++;
      book += "book".equals(kind) || "explorer".equals(kind) || "chessdb".equals(kind) ? 1 : 0;
      tablebase += "tablebase".equals(kind) || "syzygy".equals(kind) ? 1 : 0;
      Long clk = clockMs(comment);
      if (clk != null) {
        clock = clk;
      }
    }
    return new ArchivedGame(speed(record.tag("Event")), "BOT".equals(record.tag(them + "Title")),
        rating(record.tag(them + "Elo")), points, lostOnTime, clock, moves, book, tablebase, sources);
  }

  /** The clock of a ply's comment ({@code [%clk 0:02:55.5]}) in ms, or null when it has none. */
  static Long clockMs(String comment) {
    Matcher clk = CLOCK.matcher(comment);
    if (!clk.find()) {
      return null;
    }
    return Math.round((Long.parseLong(clk.group(1)) * 3600 + Long.parseLong(clk.group(2)) * 60
        + Double.parseDouble(clk.group(3))) * 1000);
  }

  /** "Rated blitz game" -> blitz; Lichess's own exports say "Rated Blitz game" or "Casual Bullet game". */
  private static String speed(String event) {
    if (event == null) {
      return "unknown";
    }
    String[] words = event.trim().toLowerCase(Locale.ROOT).split("\\s+");
    if (words.length == 3 && words[2].equals("game") && (words[0].equals("rated") || words[0].equals("casual"))) {
      return words[1].equals("ultrabullet") ? "ultraBullet" : words[1];
    }
    return "unknown";
  }

  private static Integer rating(String text) {
    if (text == null) {
      return null;
    }
    try {
      return Integer.valueOf(text.trim());
    } catch (NumberFormatException e) {
      return null; // "?" in PGNs without ratings
    }
  }
}
