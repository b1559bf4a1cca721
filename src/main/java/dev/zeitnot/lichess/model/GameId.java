package dev.zeitnot.lichess.model;

import java.util.regex.Pattern;

/**
 * The rule for a game id the server sends: exactly 8 ASCII letters and digits, as Lichess makes
 * them. Anything else is refused where it arrives, since an id becomes a file name
 * ({@code <id>.pgn}) and a URL path segment, where {@code ..} or a slash would point elsewhere.
 */
public final class GameId {

  private static final Pattern VALID = Pattern.compile("[a-zA-Z0-9]{8}");
  private static final int SHOWN = 40;

  private GameId() {
  }

  /** Whether {@code id} is a Lichess game id. */
  public static boolean isValid(String id) {
    return id != null && VALID.matcher(id).matches();
  }

  /** {@code id} fit for a log line: quoted, control characters as {@code ?}, at most 40 characters. */
  public static String shown(String id) {
    if (id == null) {
      return "null";
    }
    String cut = id.length() > SHOWN ? id.substring(0, SHOWN) + "..." : id;
    return '"' + cut.replaceAll("[^\\x20-\\x7E]", "?") + '"';
  }
}
