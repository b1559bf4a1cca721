package dev.zeitnot.config;

import dev.zeitnot.chess.Variant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The engines chosen per variant ({@code engine.variants.<key>}), per speed ({@code engine.speeds.<speed>}),
 * per variant and speed ({@code engine.variants.<key>.speeds.<speed>}) and per kind of game
 * ({@code engine.kinds.<name>}: a {@code when} of colour, human or bot opponent, rated or casual,
 * tournament, variant, speed), each written like the {@code engine} section itself. A game is
 * played by the choice that holds for it with the most conditions ({@link KindCondition}): variant
 * and speed, then variant, then speed, then the main engine, a kinds entry before those keys
 * when it has as many.
 *
 * @param byVariant the engine of each variant that has its own
 * @param bySpeed the engine of each speed (the server's name) that has its own
 * @param byVariantAndSpeed per variant, the engine of each speed that has its own
 * @param kinds the engines for kinds of game, in the file's order
 */
public record VariantEngines(Map<Variant, EngineConfig> byVariant, Map<String, EngineConfig> bySpeed,
    Map<Variant, Map<String, EngineConfig>> byVariantAndSpeed, List<KindEngine> kinds) {

  public static final VariantEngines NONE = new VariantEngines(Map.of());

  /** One engine setting, named by the key that sets it. */
  public record Candidate(String key, EngineConfig engine) {}

  /** The engine of {@code engine.kinds.<name>} for the games {@code when} holds for. */
  public record KindEngine(String name, KindCondition when, EngineConfig engine) {}

  /** Without engines per kind of game. */
  public VariantEngines(Map<Variant, EngineConfig> byVariant, Map<String, EngineConfig> bySpeed,
      Map<Variant, Map<String, EngineConfig>> byVariantAndSpeed) {
    this(byVariant, bySpeed, byVariantAndSpeed, List.of());
  }

  public VariantEngines {
    kinds = List.copyOf(kinds);
    byVariant = byVariant.isEmpty() ? Map.of() : Map.copyOf(byVariant);
    bySpeed = Map.copyOf(bySpeed);
    Map<Variant, Map<String, EngineConfig>> copy = new EnumMap<>(Variant.class);
    byVariantAndSpeed.forEach((variant, speeds) -> copy.put(variant, Map.copyOf(speeds)));
    byVariantAndSpeed = copy.isEmpty() ? Map.of() : Map.copyOf(copy);
  }

  /** Engines per variant only. */
  public VariantEngines(Map<Variant, EngineConfig> byVariant) {
    this(byVariant, Map.of(), Map.of());
  }

  /** The engine for a game of {@code variant} at any speed without its own: the variant's, or {@code main}. */
  public EngineConfig forVariant(Variant variant, EngineConfig main) {
    return byVariant.getOrDefault(variant, main);
  }

  /** The engine for a game of {@code variant} at {@code speed} (null: unknown): the first candidate. */
  public EngineConfig forGame(Variant variant, String speed, EngineConfig main) {
    return candidates(variant, speed, main).get(0).engine();
  }

  /** The engine for {@code game}: the first of {@link #candidates(GameKind, EngineConfig)}. */
  public EngineConfig forGame(GameKind game, EngineConfig main) {
    return candidates(game, main).get(0).engine();
  }

  /** Whether some {@code engine.kinds} entry holds for {@code game}. */
  public boolean anyKindFor(GameKind game) {
    return kinds.stream().anyMatch(k -> k.when().matches(game));
  }

  /**
   * The engines set for {@code game}, by precedence: the most conditions first, a kinds entry
   * before the variant and speed keys with as many, {@code main} last.
   */
  public List<Candidate> candidates(GameKind game, EngineConfig main) {
    Variant variant = Variant.ofLichessKey(game.variant()).orElse(Variant.STANDARD);
    List<Candidate> byKeys = candidates(variant, game.speed(), main);
    List<KindEngine> matching = new ArrayList<>(kinds.stream().filter(k -> k.when().matches(game)).toList());
    matching.sort(Comparator.comparingInt((KindEngine k) -> k.when().conditions()).reversed()); // stable
    List<Candidate> merged = new ArrayList<>();
    for (Candidate keyed : byKeys) {
      while (!matching.isEmpty() && matching.get(0).when().conditions() >= conditions(keyed.key())) {
        KindEngine kind = matching.remove(0);
        merged.add(new Candidate(key(kind), kind.engine()));
      }
      merged.add(keyed);
    }
    return merged;
  }

  /** The conditions a variant or speed key stands for: variant and speed 2, either 1, the main engine 0. */
  private static int conditions(String key) {
    if (key.equals("engine")) {
      return 0;
    }
    return key.startsWith("engine.variants.") && key.contains(".speeds.") ? 2 : 1;
  }

  private static String key(KindEngine kind) {
    return "engine.kinds." + kind.name();
  }

  /** The engines set for a game of {@code variant} at {@code speed}, by precedence, {@code main} last. */
  public List<Candidate> candidates(Variant variant, String speed, EngineConfig main) {
    List<Candidate> candidates = new ArrayList<>();
    String key = "engine.variants." + variant.lichessKey();
    EngineConfig both = speed == null ? null : byVariantAndSpeed.getOrDefault(variant, Map.of()).get(speed);
    if (both != null) {
      candidates.add(new Candidate(key + ".speeds." + speed, both));
    }
    if (byVariant.containsKey(variant)) {
      candidates.add(new Candidate(key, byVariant.get(variant)));
    }
    if (speed != null && bySpeed.containsKey(speed)) {
      candidates.add(new Candidate("engine.speeds." + speed, bySpeed.get(speed)));
    }
    candidates.add(new Candidate("engine", main));
    return candidates;
  }

  /** As {@link #read(ConfigNode, ConfigNode, int)}, with {@code engine.kinds} ({@code kinds}). */
  static VariantEngines read(ConfigNode variants, ConfigNode speeds, ConfigNode kinds, int autoThreads) {
    VariantEngines keyed = read(variants, speeds, autoThreads);
    List<KindEngine> engines = new ArrayList<>();
    for (String name : kinds.keys()) {
      ConfigNode section = kinds.section(name);
      ConfigNode when = section.section("when");
      KindCondition condition = KindCondition.read(when);
      if (condition.conditions() == 0) {
        kinds.problem(name, "has no conditions in when; give at least one of variant, speed, color, opponent, "
            + "rated, tournament (the main engine plays every game)");
      }
      engines.add(new KindEngine(name, condition, EngineConfig.read(section, autoThreads)));
    }
    kinds.finish();
    return new VariantEngines(keyed.byVariant, keyed.bySpeed, keyed.byVariantAndSpeed, engines);
  }

  /** Reads {@code engine.variants} ({@code variants}) and {@code engine.speeds} ({@code speeds}). */
  static VariantEngines read(ConfigNode variants, ConfigNode speeds, int autoThreads) {
    Map<Variant, EngineConfig> engines = new EnumMap<>(Variant.class);
    Map<Variant, Map<String, EngineConfig>> bySpeedOfVariant = new EnumMap<>(Variant.class);
    List<String> known = Arrays.stream(Variant.values()).filter(v -> v != Variant.STANDARD)
        .map(Variant::lichessKey).toList();
    for (String key : variants.keys()) {
      Variant variant = Variant.ofLichessKey(key).filter(v -> v != Variant.STANDARD).orElse(null);
      ConfigNode section = variants.section(key);
      if (variant == null) {
        String hint = DidYouMean.closest(key, known).map(v -> "did you mean \"" + v + "\"? ").orElse("");
        variants.problem(key, "is not a variant whose rules zeitnot has; " + hint + "known: "
            + String.join(", ", known));
        continue;
      }
      boolean ownEngine = section.keys().stream().anyMatch(k -> !k.equals("speeds"));
      Map<String, EngineConfig> ownSpeeds = readSpeeds(section.section("speeds"), autoThreads);
      if (!ownSpeeds.isEmpty()) {
        bySpeedOfVariant.put(variant, ownSpeeds);
      }
      if (ownEngine) {
        engines.put(variant, EngineConfig.read(section, autoThreads));
      } else {
        section.finish();
      }
    }
    variants.finish();
    return new VariantEngines(engines, readSpeeds(speeds, autoThreads), bySpeedOfVariant);
  }

  /** A section whose keys are speeds, each holding an engine section. */
  private static Map<String, EngineConfig> readSpeeds(ConfigNode node, int autoThreads) {
    Map<String, EngineConfig> engines = new LinkedHashMap<>();
    for (String key : node.keys()) {
      ConfigNode section = node.section(key);
      if (!ChallengeConfig.SPEEDS.contains(key)) {
        String hint = DidYouMean.closest(key, ChallengeConfig.SPEEDS).map(v -> "did you mean \"" + v + "\"? ")
            .orElse("");
        node.problem(key, "is not a Lichess speed; " + hint + "known: " + String.join(", ", ChallengeConfig.SPEEDS));
      } else {
        engines.put(key, EngineConfig.read(section, autoThreads));
      }
    }
    node.finish();
    return engines;
  }
}
