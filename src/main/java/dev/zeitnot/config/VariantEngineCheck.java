package dev.zeitnot.config;

import dev.zeitnot.chess.Variant;
import dev.zeitnot.engine.builtin.BuiltinEngine;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A variant the bot accepts or offers must have an engine that plays it: the built-in engine plays
 * only the variants that move as standard chess does, so the others need {@code engine.variants.<key>}
 * (e.g. Fairy-Stockfish) or a UCI main engine.
 */
final class VariantEngineCheck {

  private VariantEngineCheck() {
  }

  /** One message per listed variant no configured engine can play, naming where it is listed. */
  static List<String> problems(BotConfig config) {
    Map<String, List<String>> listedAt = new LinkedHashMap<>();
    ChallengeConfig challenge = config.challenge();
    listAll(listedAt, "challenge.variants", challenge.filter().variants());
    if (challenge.acceptBots()) {
      listAll(listedAt, "challenge.bots.variants", challenge.bots().variants());
    }
    if (challenge.acceptHumans()) {
      listAll(listedAt, "challenge.humans.variants", challenge.humans().variants());
    }
    if (config.matchmaking().enabled()) {
      listAll(listedAt, "matchmaking.variants", config.matchmaking().variants());
    }
    List<String> problems = new ArrayList<>();
    listedAt.forEach((key, where) -> {
      Variant variant = Variant.ofLichessKey(key).orElseThrow();
      if (config.engineFor(variant) instanceof EngineConfig.Builtin && !BuiltinEngine.plays(variant)) {
        problems.add(where.get(0) + ": " + key + " needs an engine that plays it: the built-in engine plays "
            + String.join(", ", playedByBuiltin()) + "; set engine.variants." + key
            + " to a UCI engine such as Fairy-Stockfish (README, Variants)");
      }
    });
    return problems;
  }

  private static void listAll(Map<String, List<String>> listedAt, String where, List<String> keys) {
    for (String key : keys) {
      if (Variant.ofLichessKey(key).isPresent()) {
        listedAt.computeIfAbsent(key, k -> new ArrayList<>()).add(where);
      }
    }
  }

  private static List<String> playedByBuiltin() {
    return Arrays.stream(Variant.values()).filter(BuiltinEngine::plays).map(Variant::lichessKey).toList();
  }
}
