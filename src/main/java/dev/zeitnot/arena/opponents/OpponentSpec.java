package dev.zeitnot.arena.opponents;

import dev.zeitnot.engine.builtin.BuiltinEngine;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.uci.ExternalUciEngine;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * An arena opponent described in one line, for the command line and tests:
 * {@code random}, {@code builtin} (plays on the clock), {@code builtin,depth=4},
 * {@code builtin,nodes=20000}, {@code builtin,movetime=100,hash=16}, or an external UCI engine
 * {@code uci=/usr/games/stockfish,movetime=50,option.Skill Level=3}. Without depth, nodes or
 * movetime an engine plays on its clock.
 */
public record OpponentSpec(String kind, String command, SearchLimits limits, int hashMb,
    Map<String, String> uciOptions) {

  public OpponentSpec {
    uciOptions = Map.copyOf(uciOptions);
  }

  /** Parses the one-line form; the message of the exception names the bad part and the fix. */
  public static OpponentSpec parse(String text) {
    List<String> parts = Arrays.stream(text.split(",")).map(String::trim).toList();
    String head = parts.get(0);
    String kind;
    String command = null;
    if (head.equals("random") || head.equals("builtin")) {
      kind = head;
    } else if (head.startsWith("uci=") && head.length() > 4) {
      kind = "uci";
      command = head.substring(4);
    } else {
      throw new IllegalArgumentException("Opponent '" + text + "': start with random, builtin or "
          + "uci=/path/to/engine (e.g. builtin,depth=4 or uci=/usr/games/stockfish,movetime=50)");
    }
    SearchLimits limits = null;
    int hashMb = 16;
    Map<String, String> options = new LinkedHashMap<>();
    for (String part : parts.subList(1, parts.size())) {
      int eq = part.indexOf('=');
      if (eq <= 0) {
        throw new IllegalArgumentException("Opponent '" + text + "': '" + part
            + "' must be key=value");
      }
      String key = part.substring(0, eq).toLowerCase(Locale.ROOT);
      String value = part.substring(eq + 1);
      try {
        switch (key) {
          case "depth" -> limits = SearchLimits.depth(Integer.parseInt(value));
          case "nodes" -> limits = SearchLimits.nodes(Long.parseLong(value));
          case "movetime" -> limits = SearchLimits.moveTime(Long.parseLong(value));
          case "hash" -> hashMb = Integer.parseInt(value);
          default -> {
            if (!key.startsWith("option.")) {
              throw new IllegalArgumentException("Opponent '" + text + "': unknown key '" + key
                  + "' (use depth, nodes, movetime, hash or option.<UCI option name>)");
            }
            options.put(part.substring("option.".length(), eq), value);
          }
        }
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("Opponent '" + text + "': " + key
            + " needs a number, got '" + value + "'", e);
      }
    }
    return new OpponentSpec(kind, command, limits, hashMb, options);
  }

  /** A factory making a fresh opponent (and engine) for each game. */
  public Supplier<ArenaPlayer> factory() {
    return switch (kind) {
      case "random" -> () -> new RandomOpponent(System.nanoTime());
      case "builtin" -> () -> new EngineOpponent(new BuiltinEngine(
          new EngineSettings(hashMb, 1, false, EngineSettings.DEFAULT.timeParams())), limits);
      default -> () -> new EngineOpponent(
          ExternalUciEngine.start(List.of(command.split(" ")), uciOptions), limits);
    };
  }
}
