package dev.zeitnot.config;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The fixed search limits by speed ({@code time.go_commands.<speed>}); a speed not named searches
 * by the clock alone.
 *
 * @param bySpeed the limits of each named speed (of {@link ChallengeConfig#SPEEDS})
 */
public record GoCommands(Map<String, GoCommand> bySpeed) {

  /** No speed has a fixed limit. */
  public static final GoCommands NONE = new GoCommands(Map.of());

  public GoCommands {
    bySpeed = Collections.unmodifiableMap(new LinkedHashMap<>(bySpeed));
  }

  /** The limits of {@code speed} (a Lichess speed key), {@link GoCommand#NONE} if none are set. */
  public GoCommand forSpeed(String speed) {
    return speed == null ? GoCommand.NONE : bySpeed.getOrDefault(speed, GoCommand.NONE);
  }

  static GoCommands read(ConfigNode node) {
    Map<String, GoCommand> commands = new LinkedHashMap<>();
    for (String speed : ChallengeConfig.SPEEDS) {
      if (node.has(speed)) {
        commands.put(speed, GoCommand.read(node.section(speed)));
      }
    }
    node.finish();
    return new GoCommands(commands);
  }
}
