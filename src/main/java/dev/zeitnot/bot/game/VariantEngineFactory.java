package dev.zeitnot.bot.game;

import dev.zeitnot.chess.Variant;
import dev.zeitnot.engine.Engine;
import java.util.Map;
import java.util.OptionalInt;

/** The main engine's factory, and for each variant with an engine of its own ({@code engine.variants}) that one's. */
final class VariantEngineFactory implements EngineFactory {

  private final EngineFactory main;
  private final Map<Variant, EngineFactory> byVariant;

  VariantEngineFactory(EngineFactory main, Map<Variant, EngineFactory> byVariant) {
    this.main = main;
    this.byVariant = Map.copyOf(byVariant);
  }

  @Override
  public Engine create() {
    return main.create();
  }

  @Override
  public EngineFactory forVariant(Variant variant) {
    return byVariant.getOrDefault(variant, main);
  }

  @Override
  public EngineFactory forOpponent(OptionalInt rating) {
    return main.forOpponent(rating);
  }
}
