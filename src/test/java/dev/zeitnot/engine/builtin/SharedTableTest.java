package dev.zeitnot.engine.builtin;

import dev.zeitnot.engine.Score;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Position;
import dev.zeitnot.engine.tt.TranspositionTable;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Several games' engines searching one transposition table, as the bot's games do. */
class SharedTableTest {

  private static final EngineSettings SETTINGS = EngineSettings.DEFAULT.withHashMb(1);
  /** Mates in two, white to move. */
  private static final List<String> MATES = List.of(
      "8/1p3Qb1/p5pk/P1p1p1p1/1P2P1P1/2P1N2n/5P1P/4qB1K w - - 1 1",
      "3rrk2/2p2pR1/p4n2/1p1PpP2/2p2q1P/3P1BQ1/PPP5/6RK w - - 1 1",
      "r4kr1/1b2R1n1/pq4p1/4Q3/1p4P1/5P2/PPP4P/1K2R3 w - - 1 1",
      "3n4/1R6/p5k1/2B5/1P3PK1/r7/8/8 w - - 1 1");

  @Test
  void aNewGameOfOneEngineKeepsWhatAnotherGameLearnedInTheSharedTable() {
    TranspositionTable shared = new TranspositionTable(1);
    try (BuiltinEngine first = BuiltinEngine.sharingTable(SETTINGS, shared);
        BuiltinEngine second = BuiltinEngine.sharingTable(SETTINGS, shared)) {
      first.search(SearchRequest.fen(MATES.get(0), SearchLimits.depth(4)), SearchListener.NONE);
      long key = Position.fromFen(MATES.get(0)).key();
      assertThat(shared.probe(key)).isNotZero();

      second.newGame();

      assertThat(shared.probe(key)).isNotZero();
    }
  }

  @Test
  void aNewGameOfAnEngineWithItsOwnTableForgetsTheLastGame() {
    try (BuiltinEngine engine = new BuiltinEngine(SETTINGS)) {
      SearchRequest request = SearchRequest.fen(MATES.get(1), SearchLimits.depth(5));
      long nodesFirst = engine.search(request, SearchListener.NONE).info().nodes();
      long nodesAgain = engine.search(request, SearchListener.NONE).info().nodes();
      engine.newGame();
      long nodesAfterNewGame = engine.search(request, SearchListener.NONE).info().nodes();

      assertThat(nodesAgain).isLessThan(nodesFirst);
      assertThat(nodesAfterNewGame).isEqualTo(nodesFirst);
    }
  }

  @Test
  void gamesSearchingTheSharedTableAtOnceEachFindTheirOwnMate() throws Exception {
    TranspositionTable shared = new TranspositionTable(1);
    List<BuiltinEngine> engines = new ArrayList<>();
    List<CompletableFuture<SearchResult>> results = new ArrayList<>();
    for (String fen : MATES) {
      BuiltinEngine engine = BuiltinEngine.sharingTable(SETTINGS.withThreads(2), shared);
      engines.add(engine);
      engine.newGame();
      results.add(CompletableFuture.supplyAsync(
          () -> engine.search(SearchRequest.fen(fen, SearchLimits.depth(6)), SearchListener.NONE)));
    }
    try {
      for (int i = 0; i < MATES.size(); i++) {
        SearchResult result = results.get(i).get(120, TimeUnit.SECONDS);
        try (BuiltinEngine alone = new BuiltinEngine(SETTINGS)) {
          SearchResult reference = alone.search(SearchRequest.fen(MATES.get(i), SearchLimits.depth(6)),
              SearchListener.NONE);
          assertThat(result.info().score()).as(MATES.get(i)).isEqualTo(Score.mate(2));
          assertThat(result.bestMove()).as(MATES.get(i)).isEqualTo(reference.bestMove());
        }
      }
    } finally {
      engines.forEach(BuiltinEngine::close);
    }
  }
}
