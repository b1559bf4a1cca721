package dev.zeitnot.config;

import java.util.List;

/**
 * The chat commands the bot answers in a game's rooms ({@code !help}, {@code !name}...).
 *
 * @param enabled the commands answered (of {@link #COMMANDS}); empty answers none
 * @param howto the answer to {@code !howto}
 * @param cooldownSeconds at most one answer per room of a game in this many seconds
 */
public record CommandsConfig(List<String> enabled, String howto, int cooldownSeconds) {

  /** Every command there is, as written after the {@code !}. */
  public static final List<String> COMMANDS =
      List.of("help", "name", "eval", "queue", "howto", "wait", "ping", "pv", "draw", "takeback");

  public static final CommandsConfig DEFAULT = new CommandsConfig(COMMANDS,
      "I am a Lichess BOT account run by zeitnot. Challenge me from my profile; a bot of your own "
          + "needs a BOT account and a bot client.", 5);

  public CommandsConfig {
    enabled = List.copyOf(enabled);
  }

  public boolean answers(String command) {
    return enabled.contains(command);
  }

  static CommandsConfig read(ConfigNode node) {
    CommandsConfig d = DEFAULT;
    List<String> enabled = node.list("enabled", d.enabled, e -> {
      String name = e.text().startsWith("!") ? e.text().substring(1) : e.text();
      return COMMANDS.contains(name) ? name
          : e.bad("is not a chat command; allowed: " + String.join(", ", COMMANDS));
    });
    String howto = node.string("howto", d.howto);
    if (howto.length() > 140) {
      node.problem("howto", "is " + howto.length() + " characters long; Lichess allows at most 140");
      howto = d.howto;
    }
    CommandsConfig config = new CommandsConfig(enabled, howto,
        (int) node.integer("cooldown_seconds", d.cooldownSeconds, 0, 3600));
    node.finish();
    return config;
  }
}
