package dev.zeitnot.chess;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads PGN games one at a time from a stream, so a file of any size needs the memory of one
 * game only. Tolerant as readers of real files must be: variations, NAGs, {@code ;} comments,
 * move numbers glued to moves and {@code %} escape lines are skipped; a {@code {..}} comment after
 * a main-line move is kept with that move. Not thread-safe.
 */
public final class PgnReader {
  private final Reader in;
  private int peeked = -2;
  private boolean lineStart = true;

  /** Reads from {@code in} (buffer it); the caller closes it. */
  public PgnReader(Reader in) {
    this.in = in;
  }

  /** The next game, or null at the end of the input. */
  public PgnGame next() throws IOException {
    Map<String, String> tags = new LinkedHashMap<>();
    List<String> moves = new ArrayList<>();
    List<String> comments = new ArrayList<>();
    StringBuilder token = new StringBuilder();
    boolean inMoves = false;
    int depth = 0;
    while (true) {
      boolean atLineStart = lineStart;
      int c = read();
      if (c < 0) {
        return inMoves || !tags.isEmpty() || !moves.isEmpty() ? new PgnGame(tags, moves, comments, "*") : null;
      }
      if (atLineStart && c == '%') {
        skipLine();
      } else if (c == '{') {
        String comment = readComment();
        if (depth == 0 && !comments.isEmpty()) {
          int last = comments.size() - 1;
          comments.set(last, (comments.get(last) + " " + comment).strip());
        }
      } else if (c == ';') {
        skipLine();
      } else if (c == '(') {
        depth++;
      } else if (c == ')') {
        depth = Math.max(0, depth - 1);
      } else if (depth > 0) {
        continue;
      } else if (c == '[' && !inMoves) {
        readTag(tags);
      } else if (c == '[') {
        unread(c);
        return new PgnGame(tags, moves, comments, "*");
      } else if (Character.isWhitespace(c)) {
        continue;
      } else {
        token.setLength(0);
        token.append((char) c);
        while ((c = read()) >= 0 && !Character.isWhitespace(c) && "{};()[".indexOf(c) < 0) {
          token.append((char) c);
        }
        if (c >= 0) {
          unread(c);
        }
        inMoves = true;
        int before = moves.size();
        String result = movetext(token.toString(), moves);
        if (moves.size() > before) {
          comments.add("");
        }
        if (result != null) {
          return new PgnGame(tags, moves, comments, result);
        }
      }
    }
  }

  /** Adds the move in {@code token} (after any move number); returns the result if it is one. */
  private static String movetext(String token, List<String> moves) {
    if (token.equals("1-0") || token.equals("0-1") || token.equals("1/2-1/2") || token.equals("*")) {
      return token;
    }
    if (token.startsWith("$")) {
      return null;
    }
    int start = 0;
    while (start < token.length() && (Character.isDigit(token.charAt(start)) || token.charAt(start) == '.')) {
      start++;
    }
    boolean onlyNumber = start == token.length();
    boolean castlingWithZeros = token.startsWith("0-0");
    if (castlingWithZeros) {
      moves.add(token);
    } else if (!onlyNumber) {
      String move = token.substring(start).replaceAll("[!?]+$", "");
      if (!move.isEmpty()) {
        moves.add(move);
      }
    }
    return null;
  }

  private void readTag(Map<String, String> tags) throws IOException {
    StringBuilder text = new StringBuilder();
    int c;
    boolean quoted = false;
    while ((c = read()) >= 0) {
      if (c == '\\' && quoted) {
        c = read();
        if (c < 0) {
          break;
        }
        text.append((char) c);
        continue;
      }
      if (c == '"') {
        quoted = !quoted;
      } else if (c == ']' && !quoted) {
        break;
      }
      text.append((char) c);
    }
    String tag = text.toString().trim();
    int space = tag.indexOf(' ');
    if (space > 0) {
      String value = tag.substring(space + 1).trim();
      if (value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")) {
        value = value.substring(1, value.length() - 1);
      }
      tags.put(tag.substring(0, space), value);
    }
  }

  private String readComment() throws IOException {
    StringBuilder text = new StringBuilder();
    int c;
    while ((c = read()) >= 0 && c != '}') {
      text.append((char) c);
    }
    return text.toString().strip();
  }

  private void skipLine() throws IOException {
    int c;
    while ((c = read()) >= 0 && c != '\n') {
      // up to the end of the line
    }
  }

  private int read() throws IOException {
    int c;
    if (peeked != -2) {
      c = peeked;
      peeked = -2;
    } else {
      c = in.read();
    }
    lineStart = c == '\n';
    return c;
  }

  private void unread(int c) {
    peeked = c;
  }
}
