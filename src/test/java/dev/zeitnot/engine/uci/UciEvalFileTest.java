package dev.zeitnot.engine.uci;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.engine.builtin.Evaluation;
import dev.zeitnot.engine.nnue.Network;
import dev.zeitnot.engine.nnue.NnueFeatures;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class UciEvalFileTest {

  private final List<FakeEngine> engines = new CopyOnWriteArrayList<>();

  @TempDir
  Path dir;

  private UciSession session() {
    return new UciSession(settings -> {
      FakeEngine engine = new FakeEngine(settings, request -> FakeEngine.move("e2e4", "e7e5"), true);
      engines.add(engine);
      return engine;
    });
  }

  private Evaluation evaluationOfTheLastEngine(UciSession uci) {
    uci.send("position startpos");
    uci.send("go depth 1");
    uci.awaitLine("bestmove");
    return engines.get(engines.size() - 1).settings.evaluation();
  }

  @Test
  void evalFileIsDeclaredWithTheDefaultEvaluation() {
    try (UciSession uci = session()) {
      uci.send("uci");
      uci.awaitLine("uciok");
      assertThat(uci.seen()).contains("option name EvalFile type string default " + Evaluation.CLASSIC);
    }
  }

  @Test
  void aNetworkFileSelectsTheNetworkAndClassicTheHandWrittenEvaluation() throws Exception {
    Path file = dir.resolve("tiny.nnue");
    try (OutputStream out = Files.newOutputStream(file)) {
      tinyNetwork().write(out);
    }
    try (UciSession uci = session()) {
      uci.send("setoption name EvalFile value " + file);
      Evaluation network = evaluationOfTheLastEngine(uci);
      assertThat(network).isInstanceOf(Evaluation.Neural.class);
      assertThat(((Evaluation.Neural) network).network().hidden()).isEqualTo(2);
      uci.send("setoption name EvalFile value classic");
      assertThat(evaluationOfTheLastEngine(uci)).isInstanceOf(Evaluation.HandWritten.class);
      uci.send("setoption name EvalFile value net");
      assertThat(evaluationOfTheLastEngine(uci)).isInstanceOf(Evaluation.Neural.class).hasToString(Evaluation.NETWORK);
    }
  }

  private static Network tinyNetwork() {
    return new Network(2, 255, 64, 400, "two neurons", new short[NnueFeatures.INPUTS * 2], new short[2],
        new short[] {1, 2, 3, 4}, 0);
  }

  @Test
  void aFileThatIsNoNetworkLeavesTheEvaluationAsItWas() throws Exception {
    Path notANetwork = Files.writeString(dir.resolve("x.nnue"), "not a network\n");
    try (UciSession uci = session()) {
      uci.send("setoption name EvalFile value classic");
      uci.send("setoption name EvalFile value " + notANetwork);
      assertThat(evaluationOfTheLastEngine(uci)).isInstanceOf(Evaluation.HandWritten.class);
    }
  }
}
