package dev.zeitnot.bot.game;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.bot.knowledge.LocalTablebase;
import dev.zeitnot.chess.Variant;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.EngineConfig;
import dev.zeitnot.config.SyzygyConfig;
import dev.zeitnot.config.VariantEngines;
import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.SearchInfo;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.level.LevelPolicy;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * The bot's built-in engines search with the tables of {@code knowledge.syzygy}: a capture into a
 * won table ending scores as a tablebase win with {@code tbhits}, for the main engine, the engine
 * of a speed and a levelled one at full strength alike; without the tables, or in a variant game, nothing is probed.
 */
class EngineFactorySyzygyTest {
  /** White takes the loose knight (Qxd5) into KQvKR, a win only the tables see at this depth. */
  private static final String QUEEN_TAKES_INTO_KQVKR = "4k3/r7/8/3n4/3Q4/8/8/4K3 w - - 0 1";
  /** Below a tablebase win (20,000 less the plies to it), above any evaluation. */
  private static final int BEYOND_EVALUATION = 15_000;
  private static final EngineConfig SMALL = new EngineConfig.Builtin(EngineSettings.DEFAULT.withHashMb(4));
  private static final BotConfig PLAIN = BotConfig.forServer("https://lichess.org").withEngine(SMALL)
      .withVariantEngines(new VariantEngines(Map.of(Variant.KING_OF_THE_HILL, SMALL), Map.of("blitz",
          new EngineConfig.Builtin(EngineSettings.DEFAULT.withHashMb(2))), Map.of()));
  private static final BotConfig WITH_TABLES = PLAIN.withSyzygy(new SyzygyConfig(List.of(tables()), 7, false, false));

  private static Path tables() {
    try {
      return Path.of(EngineFactorySyzygyTest.class.getResource("/dev/zeitnot/engine/syzygy/KQvKR.rtbw").toURI())
          .getParent();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  private static SearchInfo search(EngineFactory factory, Variant variant) {
    try (Engine engine = factory.create()) {
      engine.newGame();
      return engine.search(new SearchRequest(QUEEN_TAKES_INTO_KQVKR, List.of(), false, SearchLimits.depth(6),
          variant), SearchListener.NONE).info();
    }
  }

  @Test
  void theBotsBuiltinEngineProbesTheTablesOfKnowledgeSyzygyInItsSearch() {
    EngineFactory factory = EngineFactory.of(WITH_TABLES, LocalTablebase.open(WITH_TABLES.syzygy()));
    SearchInfo info = search(factory, Variant.STANDARD);
    assertThat(info.tbHits()).isPositive();
    assertThat(info.score().isMate()).isFalse();
    assertThat(info.score().centipawns()).as("a tablebase win").isGreaterThan(BEYOND_EVALUATION);
    assertThat(info.pv()).startsWith("d4d5");
  }

  @Test
  void theEngineOfASpeedProbesTheSameTables() {
    EngineFactory factory = EngineFactory.of(WITH_TABLES, LocalTablebase.open(WITH_TABLES.syzygy()));
    EngineFactory blitz = factory.forGame(Variant.STANDARD, "blitz");
    assertThat(blitz).isNotSameAs(factory.forGame(Variant.STANDARD, "rapid"));
    SearchInfo info = search(blitz, Variant.STANDARD);
    assertThat(info.tbHits()).isPositive();
    assertThat(info.score().centipawns()).isGreaterThan(BEYOND_EVALUATION);
  }

  @Test
  void anEngineWithLevelByRatingProbesTheTablesWhereItPlaysAtFullStrength() {
    BotConfig levelled = WITH_TABLES.withEngine(new EngineConfig.Builtin(EngineSettings.DEFAULT.withHashMb(4),
        new LevelPolicy(LevelPolicy.OFF, true, 0, 1200, 2200)));
    EngineFactory factory = EngineFactory.of(levelled, LocalTablebase.open(levelled.syzygy()));
    SearchInfo info = search(factory.forOpponent(OptionalInt.empty()), Variant.STANDARD);
    assertThat(info.tbHits()).isPositive();
  }

  @Test
  void withoutKnowledgeSyzygyTheBotsEngineProbesNothing() {
    SearchInfo info = search(EngineFactory.of(PLAIN), Variant.STANDARD);
    assertThat(info.tbHits()).isZero();
    assertThat(info.score().centipawns()).isLessThan(BEYOND_EVALUATION);
  }

  @Test
  void aVariantGameIsSearchedWithoutTheTables() {
    EngineFactory factory = EngineFactory.of(WITH_TABLES, LocalTablebase.open(WITH_TABLES.syzygy()));
    SearchInfo info = search(factory.forGame(Variant.KING_OF_THE_HILL, "blitz"), Variant.KING_OF_THE_HILL);
    assertThat(info.tbHits()).isZero();
  }
}
