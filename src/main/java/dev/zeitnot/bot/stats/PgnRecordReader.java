package dev.zeitnot.bot.stats;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the games of a PGN text into {@link PgnRecord}s: tags, one comment per ply and the result.
 * Move numbers, NAGs and variations are skipped; moves are counted, not checked (the archive was
 * written from legal games).
 */
final class PgnRecordReader {

  private PgnRecordReader() {}

  static List<PgnRecord> read(String text) {
    List<PgnRecord> games = new ArrayList<>();
    Map<String, String> tags = new LinkedHashMap<>();
    List<String> comments = new ArrayList<>();
    boolean inMoves = false;
    int depth = 0;
    int i = 0;
    while (i < text.length()) {
      char c = text.charAt(i);
      if (c == '{') {
        int end = text.indexOf('}', i);
        end = end < 0 ? text.length() : end;
        if (depth == 0 && !comments.isEmpty()) {
          int last = comments.size() - 1;
          comments.set(last, (comments.get(last) + " " + text.substring(i + 1, end)).trim());
        }
        i = end + 1;
      } else if (c == '(' || c == ')') {
        depth = Math.max(0, depth + (c == '(' ? 1 : -1));
        i++;
      } else if (c == ';') {
        int end = text.indexOf('\n', i);
        i = end < 0 ? text.length() : end + 1;
      } else if (c == '[' && depth == 0) {
        if (inMoves) {
          games.add(new PgnRecord(tags, comments, "*"));
          tags = new LinkedHashMap<>();
          comments = new ArrayList<>();
          inMoves = false;
        }
        int end = text.indexOf(']', i);
        end = end < 0 ? text.length() : end;
        tag(text.substring(i + 1, end), tags);
        i = end + 1;
      } else if (Character.isWhitespace(c)) {
        i++;
      } else {
        int end = i;
        while (end < text.length() && !Character.isWhitespace(text.charAt(end))
            && "{}();[".indexOf(text.charAt(end)) < 0) {
          end++;
        }
        String token = text.substring(i, end);
        i = end;
        if (depth > 0) {
          continue;
        }
        if (isResult(token)) {
          games.add(new PgnRecord(tags, comments, token));
          tags = new LinkedHashMap<>();
          comments = new ArrayList<>();
          inMoves = false;
          continue;
        }
        inMoves = true;
        String move = token.replaceFirst("^\\d+\\.+", "");
        if (!move.isEmpty() && !move.startsWith("$")) {
          comments.add("");
        }
      }
    }
    if (inMoves || !tags.isEmpty()) {
      games.add(new PgnRecord(tags, comments, "*"));
    }
    return games;
  }

  private static boolean isResult(String token) {
    return token.equals("1-0") || token.equals("0-1") || token.equals("1/2-1/2") || token.equals("*");
  }

  private static void tag(String body, Map<String, String> tags) {
    int quote = body.indexOf('"');
    if (quote < 0) {
      return;
    }
    String name = body.substring(0, quote).trim();
    int close = body.lastIndexOf('"');
    String value = close > quote ? body.substring(quote + 1, close) : body.substring(quote + 1);
    tags.put(name, value.replace("\\\"", "\"").replace("\\\\", "\\"));
  }
}
