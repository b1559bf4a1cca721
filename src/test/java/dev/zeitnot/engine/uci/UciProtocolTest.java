package dev.zeitnot.engine.uci;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.engine.builtin.BuiltinEngine;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class UciProtocolTest {

  private final List<FakeEngine> engines = new CopyOnWriteArrayList<>();

  private UciSession session(Function<SearchRequest, SearchResult> answer, boolean waitsWhenUnbounded) {
    return new UciSession(settings -> {
      FakeEngine engine = new FakeEngine(settings, answer, waitsWhenUnbounded);
      engines.add(engine);
      return engine;
    });
  }

  private UciSession session() {
    return session(request -> FakeEngine.move("e2e4", "e7e5"), true);
  }

  @Test
  void uciNamesTheEngineAndDeclaresTheOptionsThenUciok() {
    try (UciSession uci = session()) {
      uci.send("uci");
      assertThat(uci.next()).isEqualTo("id name zeitnot test");
      assertThat(uci.next()).isEqualTo("id author tests");
      uci.awaitLine("uciok");
      assertThat(uci.seen()).contains(
          "option name Hash type spin default 64 min 1 max 4096",
          "option name Threads type spin default 1 min 1 max 64",
          "option name Ponder type check default false",
          "option name MultiPV type spin default 1 min 1 max 1",
          "option name UCI_Chess960 type check default false",
          "option name Move Overhead type spin default 30 min 0 max 5000");
      assertThat(uci.seen()).allMatch(line -> line.startsWith("id ") || line.startsWith("option name ")
          || line.equals("uciok"));
    }
  }

  @Test
  void goSearchesTheGivenPositionAndPrintsInfoThenBestmove() {
    try (UciSession uci = session(request -> FakeEngine.move("g8f6", "c2c4"), true)) {
      uci.send("position startpos moves d2d4");
      uci.send("go wtime 1000 btime 1000");
      assertThat(uci.next())
          .isEqualTo("info depth 1 seldepth 1 score cp 12 nodes 42 nps 4200 time 10 hashfull 0 pv g8f6");
      assertThat(uci.next()).isEqualTo("bestmove g8f6 ponder c2c4");
      SearchRequest request = engines.get(0).requests.get(0);
      assertThat(request.initialFen()).isEqualTo("startpos");
      assertThat(request.moves()).containsExactly("d2d4");
      assertThat(request.limits().whiteTimeMs()).isEqualTo(1000);
    }
  }

  @Test
  void isreadyIsAnsweredWhileSearchingAndStopBringsTheBestmove() {
    try (UciSession uci = session()) {
      uci.send("position startpos");
      uci.send("go infinite");
      uci.awaitLine("info");
      uci.send("isready");
      assertThat(uci.next()).isEqualTo("readyok");
      uci.send("stop");
      assertThat(uci.next()).isEqualTo("bestmove e2e4 ponder e7e5");
    }
  }

  @Test
  void stopRightAfterGoIsNotLost() {
    for (int i = 0; i < 20; i++) {
      try (UciSession uci = session()) {
        uci.send("go infinite");
        uci.send("stop");
        assertThat(uci.awaitLine("bestmove")).isEqualTo("bestmove e2e4 ponder e7e5");
      }
    }
  }

  @Test
  void aGoSentTheMomentBestmoveArrivesGetsAWholeSearch() {
    // The search task prints bestmove before it is over; a stop sent to the engine in that gap
    // was kept for the next search, which then stopped after its first depth.
    try (UciSession uci = new UciSession(BuiltinEngine::new)) {
      uci.send("position startpos moves e2e4 e7e5 g1f3");
      for (int i = 0; i < 40; i++) {
        uci.send("go depth 4");
        String lastInfo = "";
        for (String line = uci.next(); !line.startsWith("bestmove"); line = uci.next()) {
          lastInfo = line.startsWith("info depth") ? line : lastInfo;
        }
        assertThat(lastInfo).as("search %d", i).startsWith("info depth 4 ");
      }
    }
  }

  @Test
  void ponderhitRightAfterGoPonderIsNotLost() {
    for (int i = 0; i < 20; i++) {
      try (UciSession uci = session()) {
        uci.send("go ponder wtime 1000 btime 1000");
        uci.send("ponderhit");
        assertThat(uci.awaitLine("bestmove")).isEqualTo("bestmove e2e4 ponder e7e5");
      }
    }
  }

  @Test
  void anInfiniteSearchThatEndsEarlyHoldsItsBestmoveUntilStop() {
    try (UciSession uci = session(request -> FakeEngine.move("e2e4", null), false)) {
      uci.send("go infinite");
      uci.awaitLine("info");
      uci.send("isready");
      assertThat(uci.next()).isEqualTo("readyok");
      assertThat(uci.hasOutput()).isFalse();
      uci.send("stop");
      assertThat(uci.next()).isEqualTo("bestmove e2e4");
    }
  }

  @Test
  void aPonderSearchAnswersOnlyAfterPonderhit() {
    try (UciSession uci = session(request -> FakeEngine.move("e7e5", "g1f3"), true)) {
      uci.send("position startpos moves e2e4");
      uci.send("go ponder wtime 1000 btime 1000");
      uci.awaitLine("info");
      uci.send("isready");
      assertThat(uci.next()).isEqualTo("readyok");
      uci.send("ponderhit");
      assertThat(uci.next()).isEqualTo("bestmove e7e5 ponder g1f3");
      assertThat(engines.get(0).requests.get(0).limits().ponder()).isTrue();
    }
  }

  @Test
  void castlingIsWrittenTheWayTheGuiExpects() {
    String fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    try (UciSession uci = session(request -> FakeEngine.move("e1h1", "e8a8"), true)) {
      uci.send("position fen " + fen);
      uci.send("go depth 1");
      assertThat(uci.awaitLine("bestmove")).isEqualTo("bestmove e1g1 ponder e8c8");
      uci.send("setoption name UCI_Chess960 value true");
      uci.send("position fen " + fen);
      uci.send("go depth 1");
      assertThat(uci.awaitLine("bestmove")).isEqualTo("bestmove e1h1 ponder e8a8");
      assertThat(engines.get(0).requests.get(1).chess960()).isTrue();
    }
  }

  @Test
  void anIllegalEngineMoveIsReplacedByALegalOne() {
    try (UciSession uci = session(request -> FakeEngine.move("e2e5", null), true)) {
      uci.send("go depth 1");
      assertThat(uci.awaitLine("info")).doesNotContain("pv");
      String best = uci.awaitLine("bestmove");
      assertThat(best).matches("bestmove [a-h][1-8][a-h][1-8]").isNotEqualTo("bestmove e2e5");
    }
  }

  @Test
  void anIllegalMoveInPositionKeepsTheMovesBeforeIt() {
    try (UciSession uci = session()) {
      uci.send("position startpos moves e2e4 e7e5 e1e3 g8f6");
      uci.send("go depth 1");
      uci.awaitLine("bestmove");
      assertThat(engines.get(0).requests.get(0).moves()).containsExactly("e2e4", "e7e5");
    }
  }

  @Test
  void unknownCommandsAndOptionsAreIgnoredWithoutOutput() {
    try (UciSession uci = session()) {
      uci.send("frobnicate now");
      uci.send("setoption name NoSuchOption value 3");
      uci.send("setoption name Hash value lots");
      uci.send("position nonsense");
      uci.send("isready");
      assertThat(uci.next()).isEqualTo("readyok");
    }
  }

  @Test
  void changingHashRebuildsTheEngineWithTheNewSize() {
    try (UciSession uci = session()) {
      uci.send("isready");
      uci.next();
      uci.send("setoption name Hash value 128");
      uci.send("setoption name Move Overhead value 100");
      uci.send("isready");
      uci.next();
      assertThat(engines).hasSize(2);
      assertThat(engines.get(0).closed).isTrue();
      EngineSettings settings = engines.get(1).settings;
      assertThat(settings.hashMb()).isEqualTo(128);
      assertThat(settings.timeParams().moveOverheadMs()).isEqualTo(100);
    }
  }

  @Test
  void ucinewgameResetsTheEngine() {
    try (UciSession uci = session()) {
      uci.send("ucinewgame");
      uci.send("isready");
      uci.next();
      assertThat(engines.get(0).newGames).hasValue(1);
    }
  }

  @Test
  void quitStopsTheSearchAndClosesTheEngine() throws InterruptedException {
    UciSession uci = session();
    uci.send("go infinite");
    uci.awaitLine("info");
    uci.send("quit");
    uci.awaitLine("bestmove");
    uci.awaitEnd();
    assertThat(engines.get(0).closed).isTrue();
  }
}
