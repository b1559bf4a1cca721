package dev.zeitnot.bot.game;

import dev.zeitnot.bot.knowledge.LocalTablebase;
import dev.zeitnot.chess.Variant;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.EngineConfig;
import dev.zeitnot.config.GameKind;
import dev.zeitnot.engine.builtin.BuiltinEngine;
import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.level.LevelPolicy;
import dev.zeitnot.engine.search.TablebaseProbe;
import dev.zeitnot.engine.tt.TranspositionTable;
import dev.zeitnot.engine.uci.ExternalUciEngine;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalInt;

/**
 * Makes one engine per game, as the config says (built in or an external UCI program). The
 * built-in engines of all games search one shared transposition table of
 * {@code engine.builtin.hash_mb}, so memory does not grow with the number of games; with
 * {@code engine.builtin.level} they play at a level ({@link LevelEngineFactory}). With
 * {@code knowledge.syzygy} every built-in engine probes the bot's opened tables in its search.
 */
@FunctionalInterface
public interface EngineFactory {

  /** A fresh engine; the caller closes it when the game ends. */
  Engine create();

  /**
   * The factory for a game of {@code variant} at {@code speed} (the server's name; null: unknown): the
   * main engine unless the config names one for it ({@link EngineChoice}).
   */
  default EngineFactory forGame(Variant variant, String speed) {
    return this;
  }

  /** The factory for {@code game}, its colour, opponent, mode and tournament counted too ({@code engine.kinds}). */
  default EngineFactory forGame(GameKind game) {
    return forGame(Variant.ofLichessKey(game.variant()).orElse(Variant.STANDARD), game.speed());
  }

  /** Whether a configured engine plays {@code variant} at {@code speed}; such challenges are declined if not. */
  default boolean plays(Variant variant, String speed) {
    return true;
  }

  /** The factory for a game against an opponent rated {@code rating} (empty: not known). */
  default EngineFactory forOpponent(OptionalInt rating) {
    return this;
  }

  /**
   * The factory for {@code config}; for the built-in engine it allocates the shared table now.
   * The engine's own move overhead is 0: the bot hands it clocks from which the (adaptive)
   * overhead is already taken.
   */
  static EngineFactory of(EngineConfig config) {
    return of(config, TablebaseProbe.OFF);
  }

  /**
   * Likewise; a built-in engine probes {@code tablebases} in its search (unless OFF, then as its
   * settings say). An external engine is left as configured.
   */
  static EngineFactory of(EngineConfig config, TablebaseProbe tablebases) {
    if (config instanceof EngineConfig.Builtin builtin) {
      EngineSettings configured =
          builtin.settings().withTimeParams(builtin.settings().timeParams().withMoveOverheadMs(0));
      EngineSettings settings =
          tablebases.equals(TablebaseProbe.OFF) ? configured : configured.withTablebases(tablebases);
      TranspositionTable shared = new TranspositionTable(settings.hashMb());
      if (!builtin.level().equals(LevelPolicy.FULL_STRENGTH)) {
        return new LevelEngineFactory(settings, shared, builtin.level(), OptionalInt.empty());
      }
      return () -> BuiltinEngine.sharingTable(settings, shared);
    }
    EngineConfig.Uci uci = (EngineConfig.Uci) config;
    Path workingDir = uci.workingDir().isEmpty() ? null : Path.of(uci.workingDir());
    return () -> ExternalUciEngine.start(uci.command(), withoutOverhead(uci.options()),
        ExternalUciEngine.Timeouts.DEFAULT, workingDir, uci.logStderr(), uci.memoryLimitMb(), uci.debug());
  }

  /**
   * The factory for the bot: the main engine, and for each variant and speed the engine {@link EngineChoice}
   * picks; an external engine of a variant the bot plays is started once now to read its variants. It
   * opens the tables of {@code knowledge.syzygy} for its built-in engines; the bot passes its own opened
   * set instead ({@link #of(BotConfig, LocalTablebase)}).
   */
  static EngineFactory of(BotConfig config) {
    return of(config, LocalTablebase.open(config.syzygy()));
  }

  /** Likewise, the built-in engines probing {@code tablebase}'s opened tables in their search. */
  static EngineFactory of(BotConfig config, LocalTablebase tablebase) {
    return of(config, EngineChoice.probing(config), tablebase);
  }

  /** The factory for the bot, its engines per variant and speed as {@code choice} picks them; no tables. */
  static EngineFactory of(BotConfig config, EngineChoice choice) {
    return of(config, choice, LocalTablebase.NONE);
  }

  /**
   * The factory for the bot, its engines per variant and speed as {@code choice} picks them, the built-in
   * ones probing {@code tablebase}'s tables (in standard-chess positions only: the search checks the variant).
   */
  static EngineFactory of(BotConfig config, EngineChoice choice, LocalTablebase tablebase) {
    TablebaseProbe probe = tablebase.searchProbe();
    return new VariantEngineFactory(config, choice, engine -> of(engine, probe));
  }

  /** Whether {@code config} asks the engine to think on the opponent's time. */
  static boolean ponders(EngineConfig config) {
    if (config instanceof EngineConfig.Builtin builtin) {
      return builtin.settings().ponder();
    }
    return ((EngineConfig.Uci) config).options().entrySet().stream()
        .anyMatch(o -> o.getKey().equalsIgnoreCase("Ponder") && o.getValue().equalsIgnoreCase("true"));
  }

  private static Map<String, String> withoutOverhead(Map<String, String> options) {
    Map<String, String> copy = new LinkedHashMap<>(options);
    copy.keySet().removeIf(name -> name.equalsIgnoreCase("Move Overhead"));
    copy.put("Move Overhead", "0");
    return copy;
  }
}
