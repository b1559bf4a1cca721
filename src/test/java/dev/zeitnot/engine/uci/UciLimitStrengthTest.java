package dev.zeitnot.engine.uci;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.engine.level.Level;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

class UciLimitStrengthTest {

  private final List<FakeEngine> engines = new CopyOnWriteArrayList<>();

  private UciSession session() {
    return new UciSession(settings -> {
      FakeEngine engine = new FakeEngine(settings, request -> FakeEngine.move("e2e4", "e7e5"), true);
      engines.add(engine);
      return engine;
    });
  }

  @Test
  void theOptionsAreDeclaredLikeStockfishsWithTheLevelRange() {
    try (UciSession uci = session()) {
      uci.send("uci");
      uci.awaitLine("uciok");
      assertThat(uci.seen()).contains("option name UCI_LimitStrength type check default false",
          "option name UCI_Elo type spin default 1700 min 1200 max 2200");
    }
  }

  @Test
  void limitStrengthPlaysTheLevelOfUciEloWithOneThreadAndLevelSizedSearches() {
    try (UciSession uci = session()) {
      uci.send("setoption name Threads value 4");
      uci.send("setoption name UCI_LimitStrength value true");
      uci.send("setoption name UCI_Elo value 1500");
      uci.send("position startpos");
      uci.send("go depth 64");
      assertThat(uci.awaitLine("bestmove")).isEqualTo("bestmove e2e4");
      FakeEngine engine = engines.get(engines.size() - 1);
      assertThat(engine.settings.threads()).isEqualTo(1);
      Level level = Level.of(1500);
      assertThat(engine.requests.get(0).limits().depth()).isBetween(1, level.depth());
      assertThat(engine.requests.get(0).limits().nodes()).isEqualTo(level.nodes());
    }
  }

  @Test
  void withoutLimitStrengthTheRequestReachesTheEngineUnchanged() {
    try (UciSession uci = session()) {
      uci.send("setoption name UCI_Elo value 1500");
      uci.send("position startpos");
      uci.send("go depth 9");
      uci.awaitLine("bestmove");
      assertThat(engines.get(0).requests.get(0).limits().depth()).isEqualTo(9);
      assertThat(engines.get(0).requests.get(0).searchMoves()).isEmpty();
    }
  }

  @Test
  void anEloOutsideTheRangeIsIgnored() {
    try (UciSession uci = session()) {
      uci.send("setoption name UCI_LimitStrength value true");
      uci.send("setoption name UCI_Elo value 3000");
      uci.send("position startpos");
      uci.send("go depth 64");
      uci.awaitLine("bestmove");
      Level middle = Level.of((Level.MIN_ELO + Level.MAX_ELO) / 2);
      assertThat(engines.get(engines.size() - 1).requests.get(0).limits().nodes()).isEqualTo(middle.nodes());
    }
  }
}
