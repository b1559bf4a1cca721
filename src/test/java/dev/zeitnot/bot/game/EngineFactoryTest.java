package dev.zeitnot.bot.game;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.config.EngineConfig;
import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
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
}
