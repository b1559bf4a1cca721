package dev.zeitnot.lab.match;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Position;
import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class MatchGameTest {

  private final AtomicLong clock = new AtomicLong();
  private final FischerClock tenPlusOne = new FischerClock(10_000, 1_000);

  private LambdaEngine engine(Function<SearchRequest, String> answer, long thinkMs) {
    return new LambdaEngine("e", answer, clock, thinkMs);
  }

  private MatchGame match(int maxMoves) {
    return new MatchGame(tenPlusOne, maxMoves, clock::get);
  }

  @Test
  void eachSideGetsItsMeasuredClockWithTheIncrement() {
    LambdaEngine white = engine(LambdaEngine::firstLegalMove, 300);
    LambdaEngine black = engine(LambdaEngine::firstLegalMove, 500);
    PlayedGame played = match(2).play(white, black, Position.STARTPOS_FEN);
    assertThat(played.result().termination()).isEqualTo(MatchOutcome.Termination.MOVE_CAP);
    assertThat(played.game().ply()).isEqualTo(4);
    List<SearchLimits> whiteAsked = white.requests.stream().map(SearchRequest::limits).toList();
    List<SearchLimits> blackAsked = black.requests.stream().map(SearchRequest::limits).toList();
    assertThat(whiteAsked.get(0)).isEqualTo(SearchLimits.clock(10_000, 10_000, 1_000, 1_000));
    assertThat(blackAsked.get(0)).isEqualTo(SearchLimits.clock(10_700, 10_000, 1_000, 1_000));
    assertThat(whiteAsked.get(1)).isEqualTo(SearchLimits.clock(10_700, 10_500, 1_000, 1_000));
    assertThat(played.moveComments()).first().isEqualTo("[%clk 0:00:10.7]");
  }

  @Test
  void theEngineSeesTheWholeGameFromTheOpening() {
    String opening = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    LambdaEngine white = engine(LambdaEngine::firstLegalMove, 10);
    LambdaEngine black = engine(LambdaEngine::firstLegalMove, 10);
    match(2).play(white, black, opening);
    SearchRequest second = white.requests.get(1);
    assertThat(second.initialFen()).isEqualTo(opening);
    assertThat(second.moves()).hasSize(2);
  }

  @Test
  void aMoveAfterTheFlagLosesOnTime() {
    LambdaEngine white = engine(LambdaEngine::firstLegalMove, 100);
    LambdaEngine black = engine(LambdaEngine::firstLegalMove, 10_001);
    MatchOutcome result = match(50).play(white, black, Position.STARTPOS_FEN).result();
    assertThat(result.termination()).isEqualTo(MatchOutcome.Termination.TIME_FORFEIT);
    assertThat(result.winner()).isEqualTo(Color.WHITE);
    assertThat(result.reason()).isEqualTo("black lost on time");
  }

  @Test
  void usingTheWholeClockExactlyIsNotALoss() {
    LambdaEngine white = engine(LambdaEngine::firstLegalMove, 10_000);
    LambdaEngine black = engine(LambdaEngine::firstLegalMove, 10);
    assertThat(match(1).play(white, black, Position.STARTPOS_FEN).result().termination())
        .isEqualTo(MatchOutcome.Termination.MOVE_CAP);
  }

  @Test
  void anIllegalMoveLoses() {
    LambdaEngine white = engine(request -> "e2e5", 10);
    LambdaEngine black = engine(LambdaEngine::firstLegalMove, 10);
    MatchOutcome result = match(50).play(white, black, Position.STARTPOS_FEN).result();
    assertThat(result.termination()).isEqualTo(MatchOutcome.Termination.ILLEGAL_MOVE);
    assertThat(result.winner()).isEqualTo(Color.BLACK);
    assertThat(result.reason()).contains("e2e5");
  }

  @Test
  void aCrashingEngineLoses() {
    LambdaEngine white = engine(LambdaEngine::firstLegalMove, 10);
    LambdaEngine black = engine(request -> {
      throw new IllegalStateException("segfault");
    }, 10);
    MatchOutcome result = match(50).play(white, black, Position.STARTPOS_FEN).result();
    assertThat(result.termination()).isEqualTo(MatchOutcome.Termination.ENGINE_FAILURE);
    assertThat(result.winner()).isEqualTo(Color.WHITE);
    assertThat(result.reason()).contains("segfault");
  }

  @Test
  void checkmateEndsTheGame() {
    List<String> foolsMate = List.of("f2f3", "e7e5", "g2g4", "d8h4");
    Function<SearchRequest, String> script = request -> foolsMate.get(request.moves().size());
    PlayedGame played = match(50).play(engine(script, 10), engine(script, 10), Position.STARTPOS_FEN);
    assertThat(played.result().resultToken()).isEqualTo("0-1");
    assertThat(played.result().reason()).isEqualTo("checkmate");
    assertThat(played.game().sanMoves()).containsExactly("f3", "e5", "g4", "Qh4#");
  }

  @Test
  void anEngineThatCannotStartTheGameLosesIt() {
    LambdaEngine white = engine(LambdaEngine::firstLegalMove, 10);
    Engine black = new Engine() {
      @Override
      public String name() {
        return "dead";
      }

      @Override
      public void newGame() {
        throw new IllegalStateException("no readyok");
      }

      @Override
      public SearchResult search(SearchRequest request, SearchListener listener) {
        throw new AssertionError("never asked to search");
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
    };
    PlayedGame played = match(50).play(white, black, Position.STARTPOS_FEN);
    assertThat(played.result().termination()).isEqualTo(MatchOutcome.Termination.ENGINE_FAILURE);
    assertThat(played.result().winner()).isEqualTo(Color.WHITE);
    assertThat(played.game().ply()).isZero();
  }

  @Test
  void withNodesPerMoveEveryMoveIsANodeSearchAndSlowMovesDoNotLoseOnTime() {
    LambdaEngine white = engine(LambdaEngine::firstLegalMove, 60_000);
    LambdaEngine black = engine(LambdaEngine::firstLegalMove, 60_000);
    PlayedGame played = new MatchGame(tenPlusOne, 2, clock::get, 5_000, false).play(white, black,
        Position.STARTPOS_FEN);
    assertThat(played.result().termination()).isEqualTo(MatchOutcome.Termination.MOVE_CAP);
    assertThat(white.requests).extracting(SearchRequest::limits).containsOnly(SearchLimits.nodes(5_000));
    assertThat(played.moveComments()).noneMatch(comment -> comment.contains("%clk"));
  }

  @Test
  void withNodesTimeEachMoveIsChargedItsNodesNotItsWallTime() {
    LambdaEngine white = engine(LambdaEngine::firstLegalMove, 60_000);
    LambdaEngine black = engine(LambdaEngine::firstLegalMove, 1);
    white.reportedNodes = 30_000;
    black.reportedNodes = 50_000;
    PlayedGame played = new MatchGame(tenPlusOne, 2, clock::get, 0, false, 100).play(white, black,
        Position.STARTPOS_FEN);
    assertThat(played.result().termination()).isEqualTo(MatchOutcome.Termination.MOVE_CAP);
    // 30000 nodes at 100 per ms cost white 300 ms (not the minute it took), black 500 ms.
    assertThat(white.requests.get(1).limits()).isEqualTo(SearchLimits.clock(10_700, 10_500, 1_000, 1_000));
    // Each comment: the clock, then the engine's score, depth, time and nodes as it reported them.
    assertThat(played.moveComments().subList(0, 2))
        .containsExactly("[%clk 0:00:10.7] +0.00/1 60000ms 30000n", "[%clk 0:00:10.5] +0.00/1 1ms 50000n");
  }
}
