package dev.zeitnot.bot.game;

import dev.zeitnot.engine.builtin.BuiltinEngine;
import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.level.Level;
import dev.zeitnot.engine.level.LevelPolicy;
import dev.zeitnot.engine.level.LeveledEngine;
import dev.zeitnot.engine.tt.TranspositionTable;
import java.util.Optional;
import java.util.OptionalInt;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Makes built-in engines that play at the level {@code engine.builtin.level} (or
 * {@code level_by_rating}) gives for the game's opponent, or at full strength where it gives none.
 *
 * @param settings the engine's settings, move overhead 0 (the bot takes it off the clocks)
 * @param shared the transposition table all games search
 * @param policy which level to play
 * @param opponentRating the game's opponent's rating, empty when not known (or not yet told)
 */
record LevelEngineFactory(EngineSettings settings, TranspositionTable shared, LevelPolicy policy,
    OptionalInt opponentRating) implements EngineFactory {

  private static final Logger log = LoggerFactory.getLogger(LevelEngineFactory.class);

  @Override
  public Engine create() {
    Optional<Level> level = policy.forOpponent(opponentRating);
    if (level.isEmpty()) {
      return BuiltinEngine.sharingTable(settings, shared);
    }
    log.info("playing at level {} (opponent rated {})", level.get().elo(),
        opponentRating.isPresent() ? opponentRating.getAsInt() : "unknown");
    // One thread: a level searches shallow, and its choices then depend only on the seed and the table.
    Engine full = BuiltinEngine.sharingTable(settings.withThreads(1), shared);
    return new LeveledEngine(full, level.get(), settings.timeParams(), System.nanoTime());
  }

  @Override
  public EngineFactory forOpponent(OptionalInt rating) {
    return new LevelEngineFactory(settings, shared, policy, rating);
  }
}
