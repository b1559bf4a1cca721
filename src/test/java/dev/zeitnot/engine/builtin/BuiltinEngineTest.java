package dev.zeitnot.engine.builtin;

import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class BuiltinEngineTest {

  private static final long GENEROUS_SECONDS = 60;
  /** White's knight on f3 takes the queen on h4. */
  private static final String HANGING_QUEEN = "rnb1kbnr/pppp1ppp/8/4p3/4P2q/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";

  private final BuiltinEngine engine = new BuiltinEngine(EngineSettings.DEFAULT.withHashMb(16));

  @AfterEach
  void close() {
    engine.close();
  }

  private CompletableFuture<SearchResult> searchInBackground(SearchRequest request, CountDownLatch firstInfo) {
    return CompletableFuture.supplyAsync(() -> engine.search(request, info -> firstInfo.countDown()));
  }

  private static boolean isLegalIn(SearchRequest request, String move) {
    Game game = new Game(request.initialFen(), request.chess960());
    request.moves().forEach(game::play);
    Uci.parse(game.position().copy(), move);
    return true;
  }

  @Test
  void anInfiniteSearchRunsUntilStoppedAndThenReturnsALegalMove() throws Exception {
    SearchRequest request = SearchRequest.startpos(List.of("e2e4", "e7e5"), SearchLimits.untilStopped());
    CountDownLatch started = new CountDownLatch(1);
    CompletableFuture<SearchResult> result = searchInBackground(request, started);
    assertThat(started.await(GENEROUS_SECONDS, TimeUnit.SECONDS)).isTrue();
    assertThat(result).isNotDone();
    engine.stop();
    SearchResult done = result.get(GENEROUS_SECONDS, TimeUnit.SECONDS);
    assertThat(isLegalIn(request, done.bestMove())).isTrue();
    assertThat(done.info()).isNotNull();
  }

  @Test
  void aPonderSearchWaitsForPonderHitThenPlaysWithinTheClock() throws Exception {
    SearchRequest request = SearchRequest.startpos(List.of("d2d4"),
        SearchLimits.clock(1_000, 1_000, 0, 0).withPonder(true));
    CountDownLatch started = new CountDownLatch(1);
    CompletableFuture<SearchResult> result = searchInBackground(request, started);
    assertThat(started.await(GENEROUS_SECONDS, TimeUnit.SECONDS)).isTrue();
    assertThat(result).isNotDone();
    engine.ponderHit();
    SearchResult done = result.get(GENEROUS_SECONDS, TimeUnit.SECONDS);
    assertThat(isLegalIn(request, done.bestMove())).isTrue();
  }

  @Test
  void aStopThatArrivesBeforeTheSearchStartedStillEndsIt() throws Exception {
    engine.stop();
    SearchResult result = CompletableFuture.supplyAsync(() -> engine.search(
            SearchRequest.fen(Position.STARTPOS_FEN, SearchLimits.untilStopped()), SearchListener.NONE))
        .get(GENEROUS_SECONDS, TimeUnit.SECONDS);
    assertThat(result.bestMove()).isNotNull();
  }

  @Test
  void aPonderHitThatArrivesBeforeThePonderSearchStartedStillCountsForIt() throws Exception {
    engine.ponderHit();
    SearchRequest request = SearchRequest.startpos(List.of("e2e4"),
        SearchLimits.clock(1_000, 1_000, 0, 0).withPonder(true));
    SearchResult result = CompletableFuture.supplyAsync(() -> engine.search(request, SearchListener.NONE))
        .get(GENEROUS_SECONDS, TimeUnit.SECONDS);
    assertThat(isLegalIn(request, result.bestMove())).isTrue();
  }

  @Test
  void playsTheOnlyLegalMoveAtOnceInATimedSearch() {
    SearchResult result = engine.search(
        SearchRequest.fen("7r/8/8/8/8/8/2k5/K7 w - - 0 1", SearchLimits.clock(600_000, 600_000, 0, 0)),
        SearchListener.NONE);
    assertThat(result.bestMove()).isEqualTo("a1a2");
    assertThat(result.info().depth()).isEqualTo(1);
  }

  @Test
  void answersAChess960RequestWithAMoveLegalInChess960Notation() {
    SearchRequest request = new SearchRequest(
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", List.of(), true,
        SearchLimits.depth(5));
    SearchResult result = engine.search(request, SearchListener.NONE);
    assertThat(Uci.parse(Position.fromFen(request.initialFen(), true), result.bestMove())).isNotZero();
  }

  @Test
  void severalThreadsFindTheSameObviousCapture() {
    try (BuiltinEngine smp = new BuiltinEngine(EngineSettings.DEFAULT.withHashMb(16).withThreads(2))) {
      SearchResult result = smp.search(SearchRequest.fen(
          "rnb1kbnr/pppp1ppp/8/4p3/4P2q/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", SearchLimits.depth(7)),
          SearchListener.NONE);
      assertThat(result.bestMove()).isEqualTo("f3h4");
    }
  }

  @Test
  void searchMovesRestrictTheRootToTheGivenMoves() {
    SearchRequest request = SearchRequest.fen(HANGING_QUEEN, SearchLimits.depth(5))
        .withSearchMoves(List.of("a2a3", "b2b3"));
    assertThat(engine.search(request, SearchListener.NONE).bestMove()).isIn("a2a3", "b2b3");
  }

  @Test
  void searchMovesWithNoLegalMoveAmongThemLeaveEveryMoveOpen() {
    SearchRequest request = SearchRequest.fen(HANGING_QUEEN, SearchLimits.depth(5))
        .withSearchMoves(List.of("e1e5"));
    assertThat(engine.search(request, SearchListener.NONE).bestMove()).isEqualTo("f3h4");
  }
}
