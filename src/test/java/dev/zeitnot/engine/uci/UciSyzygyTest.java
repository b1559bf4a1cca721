package dev.zeitnot.engine.uci;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import dev.zeitnot.engine.search.TablebaseProbe;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * SyzygyPath, SyzygyProbeLimit, SyzygyProbeDepth and Syzygy50MoveRule: a root the tables cover is
 * answered from them, not searched; the search of any other root probes them.
 */
class UciSyzygyTest {
  private final List<FakeEngine> engines = new CopyOnWriteArrayList<>();

  private UciSession session() {
    Function<SearchRequest, SearchResult> answer = request -> FakeEngine.move("b1c1", null);
    return new UciSession(settings -> {
      FakeEngine engine = new FakeEngine(settings, answer, true);
      engines.add(engine);
      return engine;
    });
  }

  private static String tables() {
    try {
      return Path.of(UciSyzygyTest.class.getResource("/dev/zeitnot/engine/syzygy/KQvK.rtbw").toURI())
          .getParent().toString();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  @Test
  void declaresTheOptionsAsStockfishNamesThem() {
    try (UciSession uci = session()) {
      uci.send("uci");
      uci.awaitLine("uciok");
      assertThat(uci.seen()).contains("option name SyzygyPath type string default <empty>",
          "option name SyzygyProbeLimit type spin default 7 min 0 max 7",
          "option name SyzygyProbeDepth type spin default 1 min 1 max 100",
          "option name Syzygy50MoveRule type check default true");
    }
  }

  @Test
  void aCoveredRootIsAnsweredFromTheTablesWithAWinScoredBeyondAnyEvaluation() {
    try (UciSession uci = session()) {
      uci.send("setoption name SyzygyPath value " + tables());
      // Fathom: DTZ 11 for white.
      uci.send("position fen 8/8/8/8/8/2k5/8/KQ6 w - - 0 1");
      uci.send("go depth 10");
      String info = uci.next();
      assertThat(info).startsWith("info depth 1 seldepth 1 score cp 19989 ");
      String move = info.substring(info.lastIndexOf(' ') + 1);
      assertThat(uci.awaitLine("bestmove")).isEqualTo("bestmove " + move);
      assertThat(engines).allMatch(e -> e.requests.isEmpty());
    }
  }

  @Test
  void withoutTheFiftyMoveRuleAWinTooLongForTheGamesClockIsStillAWin() {
    try (UciSession uci = session()) {
      uci.send("setoption name SyzygyPath value " + tables());
      // Fathom: DTZ 57 for white; 57 more plies after 60 pass the rule.
      uci.send("position fen 8/8/8/8/8/4k3/3r4/KQ6 w - - 60 1");
      uci.send("go depth 10");
      assertThat(uci.next()).startsWith("info depth 1 seldepth 1 score cp 1 ");
      uci.awaitLine("bestmove");
      uci.send("setoption name Syzygy50MoveRule value false");
      uci.send("go depth 10");
      assertThat(uci.next()).startsWith("info depth 1 seldepth 1 score cp 19943 ");
      uci.awaitLine("bestmove");
    }
  }

  @Test
  void aRootAboveTheProbeLimitOrUncoveredIsSearched() {
    try (UciSession uci = session()) {
      uci.send("setoption name SyzygyPath value " + tables());
      uci.send("setoption name SyzygyProbeLimit value 3");
      uci.send("position fen 8/8/8/8/8/4k3/3r4/KQ6 w - - 0 1");
      uci.send("go depth 10");
      uci.awaitLine("bestmove b1c1");
      uci.send("position startpos");
      uci.send("go depth 10");
      uci.awaitLine("bestmove");
      assertThat(engines.get(engines.size() - 1).requests).hasSize(2);
    }
  }

  @Test
  void theSearchIsGivenTheTablesWithTheProbeDepthLimitAndFiftyMoveRule() {
    try (UciSession uci = session()) {
      uci.send("setoption name SyzygyPath value " + tables());
      uci.send("setoption name SyzygyProbeLimit value 3");
      uci.send("setoption name SyzygyProbeDepth value 5");
      uci.send("setoption name Syzygy50MoveRule value false");
      uci.send("position startpos");
      uci.send("go depth 10");
      uci.awaitLine("bestmove");
      TablebaseProbe probe = engines.get(engines.size() - 1).settings.tablebases();
      assertThat(probe.tables()).isNotNull();
      assertThat(probe.cardinality()).isEqualTo(3);
      assertThat(probe.probeDepth()).isEqualTo(5);
      assertThat(probe.fiftyMoveRule()).isFalse();
    }
  }

  @Test
  void withoutSyzygyPathTheSearchProbesNothing() {
    try (UciSession uci = session()) {
      uci.send("position startpos");
      uci.send("go depth 10");
      uci.awaitLine("bestmove");
      assertThat(engines.get(engines.size() - 1).settings.tablebases()).isEqualTo(TablebaseProbe.OFF);
    }
  }

  @Test
  void aBadPathIsRefusedAndTheEngineKeepsSearching() {
    try (UciSession uci = session()) {
      uci.send("setoption name SyzygyPath value /nonexistent/syzygy");
      uci.send("position fen 8/8/8/8/8/2k5/8/KQ6 w - - 0 1");
      uci.send("go depth 10");
      uci.awaitLine("bestmove b1c1");
    }
  }
}
