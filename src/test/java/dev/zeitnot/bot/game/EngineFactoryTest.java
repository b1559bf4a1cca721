package dev.zeitnot.bot.game;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Variant;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.EngineConfig;
import dev.zeitnot.config.VariantEngines;
import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import java.util.Map;
import org.junit.jupiter.api.Test;

class EngineFactoryTest {

  private static final SearchRequest MIDDLEGAME = SearchRequest.fen(
      "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4", SearchLimits.depth(7));

  private static long nodes(Engine engine) {
    engine.newGame();
    return engine.search(MIDDLEGAME, SearchListener.NONE).info().nodes();
  }

  @Test
  void theBuiltinEnginesOfAllGamesShareOneTableSoAGameFindsWhatAnotherLearned() {
    EngineFactory factory = EngineFactory.of(new EngineConfig.Builtin(EngineSettings.DEFAULT.withHashMb(4)));
    try (Engine first = factory.create(); Engine second = factory.create()) {
      long firstNodes = nodes(first);
      assertThat(nodes(second)).isLessThan(firstNodes);
    }
  }

  @Test
  void engineFactoriesDoNotShareTablesWithEachOther() {
    EngineConfig config = new EngineConfig.Builtin(EngineSettings.DEFAULT.withHashMb(4));
    try (Engine first = EngineFactory.of(config).create(); Engine second = EngineFactory.of(config).create()) {
      assertThat(nodes(second)).isEqualTo(nodes(first));
    }
  }

  @Test
  void theBotsFactoryChoosesTheConfiguredEnginePerVariant() {
    BotConfig config = BotConfig.forServer("https://lichess.org").withVariantEngines(new VariantEngines(
        Map.of(Variant.KING_OF_THE_HILL, new EngineConfig.Builtin(EngineSettings.DEFAULT.withHashMb(1)))));
    EngineFactory factory = EngineFactory.of(config);
    assertThat(factory.forGame(Variant.KING_OF_THE_HILL, "blitz"))
        .isNotSameAs(factory.forGame(Variant.THREE_CHECK, "blitz"));
    try (Engine engine = factory.forGame(Variant.KING_OF_THE_HILL, "blitz").create()) {
      assertThat(engine.name()).isNotBlank();
    }
    EngineFactory plain = EngineFactory.of(BotConfig.forServer("https://lichess.org"));
    assertThat(plain.forGame(Variant.THREE_CHECK, "blitz")).isSameAs(plain.forGame(Variant.STANDARD, "blitz"));
  }
}
