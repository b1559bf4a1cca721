package dev.zeitnot.config;

import dev.zeitnot.chess.Variant;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The engines chosen per variant ({@code engine.variants.<key>}, each written like the
 * {@code engine} section itself); a variant without one is played by the main engine.
 *
 * @param byVariant the engine of each variant that has its own
 */
public record VariantEngines(Map<Variant, EngineConfig> byVariant) {

  public static final VariantEngines NONE = new VariantEngines(Map.of());

  public VariantEngines {
    byVariant = byVariant.isEmpty() ? Map.of() : Map.copyOf(byVariant);
  }

  /** The engine for a game of {@code variant}: its own, or {@code main}. */
  public EngineConfig forVariant(Variant variant, EngineConfig main) {
    return byVariant.getOrDefault(variant, main);
  }

  static VariantEngines read(ConfigNode node) {
    Map<Variant, EngineConfig> engines = new EnumMap<>(Variant.class);
    List<String> known = Arrays.stream(Variant.values()).filter(v -> v != Variant.STANDARD)
        .map(Variant::lichessKey).toList();
    for (String key : node.keys()) {
      Variant variant = Variant.ofLichessKey(key).filter(v -> v != Variant.STANDARD).orElse(null);
      ConfigNode section = node.section(key);
      if (variant == null) {
        String hint = DidYouMean.closest(key, known).map(v -> "did you mean \"" + v + "\"? ").orElse("");
        node.problem(key, "is not a variant whose rules zeitnot has; " + hint + "known: " + String.join(", ", known));
      } else {
        engines.put(variant, EngineConfig.read(section));
      }
    }
    node.finish();
    return new VariantEngines(engines);
  }
}
