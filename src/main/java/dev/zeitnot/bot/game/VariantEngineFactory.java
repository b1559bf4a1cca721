package dev.zeitnot.bot.game;

import dev.zeitnot.chess.Variant;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.EngineConfig;
import dev.zeitnot.config.GameKind;
import dev.zeitnot.engine.Engine;
import java.util.HashMap;
import java.util.Map;
import java.util.OptionalInt;
import java.util.function.Function;

/**
 * The main engine's factory, and for each variant and speed the factory of the engine the
 * {@link EngineChoice} picks; one factory per distinct engine section, so the games one engine plays share it.
 */
final class VariantEngineFactory implements EngineFactory {

  private final BotConfig config;
  private final EngineChoice choice;
  private final EngineFactory main;
  private final Map<EngineConfig, EngineFactory> byEngine = new HashMap<>();
  private final Function<EngineConfig, EngineFactory> factoryOf;

  VariantEngineFactory(BotConfig config, EngineChoice choice, Function<EngineConfig, EngineFactory> factoryOf) {
    this.config = config;
    this.choice = choice;
    this.factoryOf = factoryOf;
    this.main = factoryOf.apply(config.engine());
    byEngine.put(config.engine(), main);
  }

  @Override
  public Engine create() {
    return main.create();
  }

  @Override
  public synchronized EngineFactory forGame(Variant variant, String speed) {
    EngineConfig engine = choice.engineFor(variant, speed).orElse(config.engineFor(variant, speed));
    return byEngine.computeIfAbsent(engine, factoryOf);
  }

  @Override
  public synchronized EngineFactory forGame(GameKind game) {
    EngineConfig engine = choice.engineFor(game).orElse(config.engineFor(game));
    return byEngine.computeIfAbsent(engine, factoryOf);
  }

  @Override
  public boolean plays(Variant variant, String speed) {
    return choice.engineFor(variant, speed).isPresent();
  }

  @Override
  public EngineFactory forOpponent(OptionalInt rating) {
    return main.forOpponent(rating);
  }
}
