package dev.zeitnot.config;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Chat lines for the two rooms of a game; empty means say nothing. Each of {@link #PLACEHOLDERS}
 * written in braces ({@code {opponent}}, {@code {me}}, ...) is replaced by its value; any other
 * word in braces is refused when the config is read.
 *
 * @param player line for the player room (the opponent sees it)
 * @param spectator line for the spectator room
 */
public record Messages(String player, String spectator) {

  public static final Messages NONE = new Messages("", "");

  /**
   * The placeholders: the opponent's name, our account name, the engine's name, the processors
   * and the memory of the machine the bot runs on.
   */
  public static final List<String> PLACEHOLDERS = List.of("opponent", "me", "engine", "cpu", "ram");

  private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\w+)}");

  static Messages read(ConfigNode node, Messages fallback) {
    Messages messages = new Messages(
        checked(node, "player", node.string("player", fallback.player)),
        checked(node, "spectator", node.string("spectator", fallback.spectator)));
    node.finish();
    return messages;
  }

  /** The line for {@code room} with each placeholder filled in from {@code values} (by name, no braces). */
  public String forRoom(String room, Map<String, String> values) {
    String text = room.equals("player") ? player : spectator;
    for (Map.Entry<String, String> value : values.entrySet()) {
      text = text.replace("{" + value.getKey() + "}", value.getValue());
    }
    return text;
  }

  // Lichess refuses chat lines longer than 140 characters.
  private static String checked(ConfigNode node, String key, String text) {
    if (text.length() > 140) {
      node.problem(key, "is " + text.length() + " characters long; Lichess allows at most 140");
      return "";
    }
    Matcher matcher = PLACEHOLDER.matcher(text);
    while (matcher.find()) {
      if (!PLACEHOLDERS.contains(matcher.group(1))) {
        node.problem(key, matcher.group() + " is not a placeholder; use {" + String.join("}, {", PLACEHOLDERS)
            + "}");
      }
    }
    return text;
  }
}
