package dev.zeitnot.config;

/**
 * Chat lines for the two rooms of a game; empty means say nothing. {@code {opponent}} is
 * replaced by the opponent's name.
 *
 * @param player line for the player room (the opponent sees it)
 * @param spectator line for the spectator room
 */
public record Messages(String player, String spectator) {

  public static final Messages NONE = new Messages("", "");

  static Messages read(ConfigNode node, Messages fallback) {
    Messages messages = new Messages(
        checked(node, "player", node.string("player", fallback.player)),
        checked(node, "spectator", node.string("spectator", fallback.spectator)));
    node.finish();
    return messages;
  }

  /** The line for {@code room} with the opponent's name filled in. */
  public String forRoom(String room, String opponent) {
    String text = room.equals("player") ? player : spectator;
    return text.replace("{opponent}", opponent);
  }

  // Lichess refuses chat lines longer than 140 characters.
  private static String checked(ConfigNode node, String key, String text) {
    if (text.length() > 140) {
      node.problem(key, "is " + text.length() + " characters long; Lichess allows at most 140");
      return "";
    }
    return text;
  }
}
