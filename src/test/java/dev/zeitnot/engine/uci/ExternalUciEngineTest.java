package dev.zeitnot.engine.uci;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zeitnot.chess.Variant;
import dev.zeitnot.engine.Score;
import dev.zeitnot.engine.SearchInfo;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import java.util.HashSet;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import dev.zeitnot.testing.CapturedLog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExternalUciEngineTest {

  private static final ExternalUciEngine.Timeouts SHORT = new ExternalUciEngine.Timeouts(2_000, 300, 100);
  private static final List<String> NORMAL_SEARCH = List.of(
      "info depth 1 seldepth 1 score cp 20 nodes 20 nps 2000 time 10 pv e2e4",
      "info depth 2 currmove e2e4 currmovenumber 1",
      "info string something unknown",
      "some line no UCI engine should print",
      "info depth 2 seldepth 3 score cp 25 nodes 80 nps 4000 time 20 pv e2e4 e7e5",
      "bestmove e2e4 ponder e7e5");

  @Test
  void handshakeReadsTheNameAndSendsTheOptions() {
    ScriptedUciPeer peer = new ScriptedUciPeer(go -> NORMAL_SEARCH, List.of());
    try (ExternalUciEngine engine = ExternalUciEngine.connect(peer.connection(), Map.of("Hash", "32"), SHORT)) {
      assertThat(engine.name()).isEqualTo("Scripted 1.0");
      assertThat(peer.received()).containsExactly("uci", "setoption name Hash value 32", "isready");
    }
  }

  @Test
  void searchSendsPositionAndGoAndReturnsBestMovePonderAndLastInfo() {
    ScriptedUciPeer peer = new ScriptedUciPeer(go -> NORMAL_SEARCH, List.of());
    List<SearchInfo> infos = new CopyOnWriteArrayList<>();
    try (ExternalUciEngine engine = ExternalUciEngine.connect(peer.connection(), Map.of(), SHORT)) {
      engine.newGame();
      SearchResult result = engine.search(
          SearchRequest.startpos(List.of("d2d4"), SearchLimits.clock(1000, 2000, 10, 20)), infos::add);
      assertThat(result.bestMove()).isEqualTo("e2e4");
      assertThat(result.ponderMove()).isEqualTo("e7e5");
      assertThat(result.info()).isEqualTo(new SearchInfo(2, 3, Score.cp(25), 80, 4000, 20, 0, List.of("e2e4", "e7e5")));
      assertThat(infos).hasSize(2);
      assertThat(peer.received()).containsSubsequence("ucinewgame", "isready",
          "position startpos moves d2d4", "go wtime 1000 btime 2000 winc 10 binc 20");
    }
  }

  @Test
  void switchesChess960OnWhenTheGameNeedsIt() {
    ScriptedUciPeer peer = new ScriptedUciPeer(go -> List.of("bestmove e1h1"), List.of());
    String fen = "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1";
    try (ExternalUciEngine engine = ExternalUciEngine.connect(peer.connection(), Map.of(), SHORT)) {
      engine.search(new SearchRequest(fen, List.of(), true, SearchLimits.depth(3)), info -> { });
      assertThat(peer.received()).containsSubsequence("setoption name UCI_Chess960 value true",
          "position fen bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1", "go depth 3");
    }
  }

  @Test
  void theEngineIsSentThePositionsOwnFenNotTheTextItWasGiven() {
    ScriptedUciPeer peer = new ScriptedUciPeer(go -> List.of("bestmove e8d8"), List.of());
    try (ExternalUciEngine engine = ExternalUciEngine.connect(peer.connection(), Map.of(), SHORT)) {
      engine.search(new SearchRequest("4k3/8/8/8/8/8/8/R3K3\tb  - -", List.of(), false, SearchLimits.depth(3)),
          info -> { });
      assertThat(peer.received()).contains("position fen 4k3/8/8/8/8/8/8/R3K3 b - - 0 1");
      int sent = peer.received().size();
      assertThatThrownBy(() -> engine.search(new SearchRequest("4k3/8/8/8/8/8/8/R3K3 b - - 0 1\nquit", List.of(),
          false, SearchLimits.depth(3)), info -> { })).isInstanceOf(IllegalArgumentException.class);
      assertThat(peer.received()).hasSize(sent).noneMatch(line -> line.contains("quit"));
    }
  }

  @Test
  void tellsTheEngineTheVariantBeforeAVariantGameAndSwitchesBackForStandard() {
    ScriptedUciPeer peer = new ScriptedUciPeer(go -> List.of("bestmove e2e4"), List.of());
    try (ExternalUciEngine engine = ExternalUciEngine.connect(peer.connection(), Map.of(), SHORT)) {
      engine.search(SearchRequest.startpos(List.of(), SearchLimits.depth(1)), info -> { });
      assertThat(peer.received()).noneMatch(line -> line.contains("UCI_Variant"));
      engine.search(new SearchRequest("startpos", List.of("e2e4"), false, SearchLimits.depth(2),
          Variant.KING_OF_THE_HILL), info -> { });
      engine.search(new SearchRequest("startpos", List.of("e2e4", "e7e5"), false, SearchLimits.depth(3),
          Variant.KING_OF_THE_HILL), info -> { });
      engine.search(SearchRequest.startpos(List.of(), SearchLimits.depth(4)), info -> { });
      assertThat(peer.received()).containsSubsequence("go depth 1",
          "setoption name UCI_Variant value kingofthehill", "position startpos moves e2e4", "go depth 2",
          "position startpos moves e2e4 e7e5", "go depth 3",
          "setoption name UCI_Variant value chess", "position startpos", "go depth 4");
      assertThat(peer.received().stream().filter(line -> line.contains("UCI_Variant"))).hasSize(2);
    }
  }

  @Test
  void readsTheVariantsTheEngineListsInItsUciVariantOption() {
    ScriptedUciPeer peer = new ScriptedUciPeer(go -> List.of("bestmove e2e4"), List.of(), List.of(
        "option name UCI_Variant type combo default chess var chess var 3check var kingofthehill var crazyhouse"));
    try (ExternalUciEngine engine = ExternalUciEngine.connect(peer.connection(), Map.of(), SHORT)) {
      assertThat(engine.variantNames()).containsExactly("3check", "chess", "crazyhouse", "kingofthehill");
      assertThat(engine.plays(Variant.THREE_CHECK)).isTrue();
      assertThat(engine.plays(Variant.CRAZYHOUSE)).isTrue();
      assertThat(engine.plays(Variant.ATOMIC)).isFalse();
      assertThat(engine.plays(Variant.STANDARD)).isTrue();
    }
  }

  @Test
  void anEngineWithoutAUciVariantOptionPlaysStandardChessOnly() {
    ScriptedUciPeer peer = new ScriptedUciPeer(go -> List.of("bestmove e2e4"), List.of());
    try (ExternalUciEngine engine = ExternalUciEngine.connect(peer.connection(), Map.of(), SHORT)) {
      assertThat(engine.variantNames()).isEmpty();
      assertThat(engine.plays(Variant.STANDARD)).isTrue();
      assertThat(engine.plays(Variant.KING_OF_THE_HILL)).isFalse();
    }
  }

  @Test
  void noLegalMoveGivesANullBestMove() {
    ScriptedUciPeer peer = new ScriptedUciPeer(go -> List.of("bestmove (none)"), List.of());
    try (ExternalUciEngine engine = ExternalUciEngine.connect(peer.connection(), Map.of(), SHORT)) {
      assertThat(engine.search(SearchRequest.startpos(List.of(), SearchLimits.depth(1)), info -> { }).bestMove())
          .isNull();
    }
  }

  @Test
  void stopEndsAnInfiniteSearchWithTheEnginesBestMove() throws Exception {
    ScriptedUciPeer peer = new ScriptedUciPeer(go -> null, List.of("bestmove g1f3"));
    try (ExternalUciEngine engine = ExternalUciEngine.connect(peer.connection(), Map.of(), SHORT)) {
      CompletableFuture<SearchResult> search = CompletableFuture.supplyAsync(() ->
          engine.search(SearchRequest.startpos(List.of(), SearchLimits.untilStopped()), info -> { }));
      while (!peer.received().contains("go infinite")) {
        Thread.sleep(5);
      }
      engine.stop();
      assertThat(search.get(5, TimeUnit.SECONDS).bestMove()).isEqualTo("g1f3");
    }
  }

  @Test
  void aStopThatArrivesBeforeThePonderSearchStartedIsKeptForIt() throws Exception {
    ScriptedUciPeer peer = new ScriptedUciPeer(go -> null, List.of("bestmove g1f3"));
    try (ExternalUciEngine engine = ExternalUciEngine.connect(peer.connection(), Map.of(), SHORT)) {
      engine.stop(); // the opponent's reply came before the ponder search sent its go
      SearchRequest ponder = SearchRequest.startpos(List.of(),
          SearchLimits.clock(60_000, 60_000, 0, 0).withPonder(true));
      CompletableFuture<SearchResult> search = CompletableFuture.supplyAsync(() -> engine.search(ponder, info -> { }));
      assertThat(search.get(5, TimeUnit.SECONDS).bestMove()).isEqualTo("g1f3");
      assertThat(peer.received()).containsSubsequence("go ponder wtime 60000 btime 60000", "stop");
    }
  }

  @Test
  void theBotsTokenIsTakenOutOfAnEnginesEnvironment() {
    Map<String,
        String> environment = new java.util.HashMap<>(Map.of("LICHESS_BOT_TOKEN", "lip_secret", "PATH", "/bin"));
    ExternalUciEngine.hideSecrets(environment);
    assertThat(environment).containsOnlyKeys("PATH");
  }

  @Test
  void closeAlsoKillsWhatTheEngineStarted() {
    // A wrapper that ignores quit and whose own child (the real engine, say) lingers too.
    String script = "sleep 61 & while read line; do case $line in uci) echo 'id name wrapper'; echo uciok;; "
        + "isready) echo readyok;; quit) break;; esac; done; exec sleep 60";
    Set<Long> before = childPids();
    ExternalUciEngine engine = ExternalUciEngine.start(List.of("sh", "-c", script), Map.of(), SHORT);
    Set<Long> started = childPids();
    started.removeAll(before);
    ProcessHandle wrapper = ProcessHandle.of(started.iterator().next()).orElseThrow();
    List<ProcessHandle> inner = wrapper.descendants().toList();
    assertThat(inner).isNotEmpty();
    engine.close();
    assertThat(wrapper.isAlive()).isFalse();
    for (ProcessHandle process : inner) {
      process.onExit().orTimeout(5, TimeUnit.SECONDS).join();
      assertThat(process.isAlive()).isFalse();
    }
  }

  @Test
  void anEngineSilentPastItsClockIsReportedAsHanging() {
    ScriptedUciPeer peer = new ScriptedUciPeer(go -> null, List.of());
    try (ExternalUciEngine engine = ExternalUciEngine.connect(peer.connection(), Map.of(), SHORT)) {
      SearchRequest request = SearchRequest.startpos(List.of(), SearchLimits.clock(50, 50, 0, 0));
      assertThatThrownBy(() -> engine.search(request, info -> { }))
          .isInstanceOf(UciEngineException.class).hasMessageContaining("Scripted 1.0").hasMessageContaining("hangs");
      assertThatThrownBy(() -> engine.search(request, info -> { }))
          .isInstanceOf(UciEngineException.class).hasMessageContaining("restart");
    }
  }

  @Test
  void anEngineThatDiesMidSearchFailsTheSearchClearly() {
    ScriptedUciPeer[] self = new ScriptedUciPeer[1];
    self[0] = new ScriptedUciPeer(go -> {
      self[0].die();
      return null;
    }, List.of());
    try (ExternalUciEngine engine = ExternalUciEngine.connect(self[0].connection(), Map.of(), SHORT)) {
      assertThatThrownBy(() -> engine.search(SearchRequest.startpos(List.of(), SearchLimits.depth(5)), info -> { }))
          .isInstanceOf(UciEngineException.class).hasMessageContaining("output ended");
    }
  }

  @Test
  void startingAMissingProgramNamesTheCommand() {
    assertThatThrownBy(() -> ExternalUciEngine.start(List.of("/nonexistent/engine-binary"), Map.of()))
        .isInstanceOf(UciEngineException.class).hasMessageContaining("/nonexistent/engine-binary");
  }

  @Test
  void closeKillsAnEngineProcessThatIgnoresQuit() {
    // Answers the handshake, ignores quit, and lingers after its input closes.
    String script = "while read line; do case $line in uci) echo 'id name stubborn'; echo uciok;; "
        + "isready) echo readyok;; quit) break;; esac; done; exec sleep 60";
    Set<Long> before = childPids();
    ExternalUciEngine engine = ExternalUciEngine.start(List.of("sh", "-c", script), Map.of(), SHORT);
    Set<Long> started = childPids();
    started.removeAll(before);
    assertThat(engine.name()).isEqualTo("stubborn");
    assertThat(started).hasSize(1);
    engine.close();
    assertThat(ProcessHandle.of(started.iterator().next()).map(ProcessHandle::isAlive)).isNotEqualTo(Optional.of(true));
  }

  private static Set<Long> childPids() {
    return ProcessHandle.current().children().map(ProcessHandle::pid).collect(Collectors.toCollection(HashSet::new));
  }

  @Test
  void startsTheProgramInTheWorkingDirectoryItIsGiven(@TempDir Path directory) throws Exception {
    String script = "while read line; do case $line in uci) echo \"id name $(pwd)\"; echo uciok;; "
        + "isready) echo readyok;; quit) break;; esac; done";
    try (ExternalUciEngine engine = ExternalUciEngine.start(List.of("sh", "-c", script), Map.of(), SHORT,
        directory, false)) {
      assertThat(Path.of(engine.name()).toRealPath()).isEqualTo(directory.toRealPath());
    }
  }

  @Test
  void withDebugLogsEveryLineToAndFromTheEngineAtInfo() {
    String script = "while read line; do case $line in uci) echo 'id name chatty'; echo uciok;; "
        + "isready) echo readyok;; quit) break;; esac; done";
    try (CapturedLog log = CapturedLog.of("dev.zeitnot.engine.uci.UciConnection")) {
      try (ExternalUciEngine quiet = ExternalUciEngine.start(List.of("sh", "-c", script), Map.of(), SHORT,
          null, false, 0)) {
        assertThat(quiet.name()).isEqualTo("chatty");
      }
      assertThat(log.infos()).isEmpty();
      try (ExternalUciEngine chatty = ExternalUciEngine.start(List.of("sh", "-c", script), Map.of(), SHORT,
          null, false, 0, true)) {
        assertThat(chatty.name()).isEqualTo("chatty");
      }
      assertThat(log.infos()).contains("sh << uci", "sh >> id name chatty", "sh >> uciok");
    }
  }
}
