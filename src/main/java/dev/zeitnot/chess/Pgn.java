package dev.zeitnot.chess;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Writes a game as PGN: Seven Tag Roster first, SetUp/FEN for a non-standard start, 80-column movetext;
 * outside text (names, the server's texts) cannot end a tag or a comment, nor start a line of its own.
 */
public final class Pgn {
  private static final String[] ROSTER = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};
  private static final int WIDTH = 80;
  /** Line breaks and other control characters, kept out of tags and comments. */
  private static final Pattern CONTROL = Pattern.compile("\\p{Cntrl}+");

  private Pgn() {}

  /**
   * {@code tags} may omit any roster tag (defaults "?", "????.??.??", and the game's outcome for Result);
   * {@code moveComments} holds an optional comment per ply (null or shorter lists are fine).
   */
  public static String write(Map<String, String> tags, Game game, List<String> moveComments) {
    Map<String, String> all = new LinkedHashMap<>();
    for (String name : ROSTER) {
      all.put(name, name.equals("Date") ? "????.??.??" : "?");
    }
    all.put("Result", game.outcome().resultToken());
    if (tags != null) {
      all.putAll(tags);
    }
    if (!game.initialFen().equals(game.variant().startFen()) || game.isChess960()) {
      all.putIfAbsent("SetUp", "1");
      all.putIfAbsent("FEN", game.initialFen());
    }
    if (game.isChess960()) {
      all.putIfAbsent("Variant", "Chess960");
    }
    StringBuilder sb = new StringBuilder();
    for (Map.Entry<String, String> tag : all.entrySet()) {
      sb.append('[').append(tag.getKey()).append(" \"").append(escape(tag.getValue())).append("\"]\n");
    }
    sb.append('\n');
    Position start = Position.fromFen(game.initialFen(), game.isChess960(), game.variant());
    int number = start.fullmoveNumber();
    boolean whiteToMove = start.sideToMove() == Color.WHITE;
    List<String> san = game.sanMoves();
    StringBuilder line = new StringBuilder();
    boolean needNumber = true;
    for (int i = 0; i < san.size(); i++) {
      if (whiteToMove) {
        append(sb, line, number + ".");
      } else if (needNumber) {
        append(sb, line, number + "...");
      }
      append(sb, line, san.get(i));
      needNumber = false;
      String comment = moveComments != null && i < moveComments.size() ? moveComments.get(i) : null;
      if (comment != null && !comment.isBlank()) {
        String text = CONTROL.matcher(comment.replace("}", ")")).replaceAll(" ");
        for (String word : ("{" + text + "}").split(" ")) {
          append(sb, line, word);
        }
        needNumber = true;
      }
      if (!whiteToMove) {
        number++;
      }
      whiteToMove = !whiteToMove;
    }
    append(sb, line, all.get("Result"));
    sb.append(line).append('\n');
    return sb.toString();
  }

  private static void append(StringBuilder out, StringBuilder line, String token) {
    if (line.length() > 0 && line.length() + 1 + token.length() > WIDTH) {
      out.append(line).append('\n');
      line.setLength(0);
    }
    if (line.length() > 0) {
      line.append(' ');
    }
    line.append(token);
  }

  /**
   * A tag value as a PGN string: backslash and quote escaped, and line breaks and other control
   * characters (which PGN strings may not hold, and which would start a tag line of the text's
   * own) each run made one space.
   */
  static String escape(String value) {
    return CONTROL.matcher(value.replace("\\", "\\\\").replace("\"", "\\\"")).replaceAll(" ");
  }
}
