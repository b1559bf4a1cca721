package dev.zeitnot.lab.epd;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.Score;
import dev.zeitnot.engine.SearchInfo;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import dev.zeitnot.testing.TestResources;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class EpdSuiteTest {

  private static final String WAC_1 = "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id \"WAC.001\";";
  private static final String AVOID = "8/8/8/8/8/2k5/8/K7 w - - am Kb1; id \"avoid\";";

  /** Answers a fixed move per position and remembers the limits it was given. */
  private static final class ScriptedEngine implements Engine {
    final Map<String, String> answers;
    final List<SearchLimits> limits = new ArrayList<>();

    ScriptedEngine(Map<String, String> answers) {
      this.answers = answers;
    }

    @Override
    public String name() {
      return "scripted";
    }

    @Override
    public void newGame() {
    }

    @Override
    public SearchResult search(SearchRequest request, SearchListener listener) {
      limits.add(request.limits());
      SearchInfo info = new SearchInfo(9, 12, Score.mate(3), 1000, 1000, 1, 0, List.of());
      String answer = answers.entrySet().stream().filter(e -> request.initialFen().startsWith(e.getKey()))
          .map(Map.Entry::getValue).findFirst().orElse(null);
      return new SearchResult(answer, null, info);
    }

    @Override
    public void stop() {
    }

    @Override
    public void ponderHit() {
    }

    @Override
    public void close() {
    }
  }

  private final ByteArrayOutputStream output = new ByteArrayOutputStream();
  private final PrintStream out = new PrintStream(output, true, StandardCharsets.UTF_8);

  private List<String> lines() {
    return output.toString(StandardCharsets.UTF_8).lines().toList();
  }

  @Test
  void countsABestMoveAsSolvedAndPrintsItInSan() {
    ScriptedEngine engine = new ScriptedEngine(Map.of("2rr3k/pp3", "g3g6"));
    int solved = new EpdSuite(engine, SearchLimits.moveTime(100), out).run(List.of(EpdPosition.parse(WAC_1, 1)));
    assertThat(solved).isEqualTo(1);
    assertThat(lines()).containsExactly(
        "WAC.001    solved   Qg6      bm Qg6  (depth 9 score mate 3 nodes 1000)",
        "solved 1 of 1");
    assertThat(engine.limits).containsExactly(SearchLimits.moveTime(100));
  }

  @Test
  void aDifferentMoveOrAnAvoidedMoveFails() {
    ScriptedEngine engine = new ScriptedEngine(Map.of("2rr3k/pp3", "g3g4", "8/8/8/8/8/2k5", "a1b1"));
    int solved = new EpdSuite(engine, SearchLimits.moveTime(100), out)
        .run(List.of(EpdPosition.parse(WAC_1, 1), EpdPosition.parse(AVOID, 2)));
    assertThat(solved).isZero();
    assertThat(lines()).hasSize(3).last().isEqualTo("solved 0 of 2");
    assertThat(lines().get(1)).startsWith("avoid      failed   Kb1      am Kb1");
  }

  @Test
  void avoidingTheAvoidedMoveSolves() {
    ScriptedEngine engine = new ScriptedEngine(Map.of("8/8/8/8/8/2k5", "a1a2"));
    assertThat(new EpdSuite(engine, SearchLimits.moveTime(100), out).run(List.of(EpdPosition.parse(AVOID, 1))))
        .isEqualTo(1);
  }

  @Test
  void loadsTheWinAtChessSuite() {
    List<EpdPosition> suite = EpdSuite.load(TestResources.dataFile("win-at-chess.epd"));
    assertThat(suite).hasSize(300);
    assertThat(suite).allMatch(position -> !position.bestMoves().isEmpty() || !position.avoidMoves().isEmpty());
  }
}
