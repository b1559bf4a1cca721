package dev.zeitnot.engine.level;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;
import dev.zeitnot.engine.builtin.BuiltinEngine;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import dev.zeitnot.engine.time.TimeParams;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class LeveledEngineTest {

  private static final long GENEROUS_SECONDS = 60;
  /** After 1.e4 e5 2.Nf3 Nc6: several white moves of about the same worth. */
  private static final String OPEN_GAME = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
  /** A depth cap above every level's depth: the level decides, and nothing waits for a clock. */
  private static final SearchLimits LEVEL_DEPTH = SearchLimits.depth(64);

  private final BuiltinEngine full = new BuiltinEngine(EngineSettings.DEFAULT.withHashMb(1));

  @AfterEach
  void close() {
    full.close();
  }

  /** A leveled engine over the shared full-strength one, its memory cleared so each starts alike. */
  private LeveledEngine leveled(int elo, long seed) {
    full.newGame();
    return new LeveledEngine(full, Level.of(elo), TimeParams.DEFAULT, seed);
  }

  /** The level's candidates when it searches {@code depth} plies. */
  private List<RootCandidate> candidates(String fen, Level level, int depth) {
    full.newGame();
    RootScorer scorer = new RootScorer(r -> full.search(r, SearchListener.NONE), System::nanoTime);
    return scorer.score(SearchRequest.fen(fen, LEVEL_DEPTH), legalMoves(fen), depth, level.nodes(),
        level.candidates(), level.windowCp(), Long.MAX_VALUE, () -> false).best();
  }

  private static List<String> legalMoves(String fen) {
    Position p = Position.fromFen(fen);
    int[] moves = new int[Position.MAX_MOVES];
    int count = p.generateLegal(moves);
    List<String> out = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      out.add(Uci.format(moves[i]));
    }
    return out;
  }

  @Test
  void theScorerFindsTheLevelsNumberOfDistinctMovesWithinTheWindow() {
    Level level = Level.of(1200);
    List<RootCandidate> best = candidates(OPEN_GAME, level, level.depth());
    assertThat(best).hasSize(level.candidates());
    assertThat(best).extracting(RootCandidate::move).doesNotHaveDuplicates();
    int top = best.stream().mapToInt(RootCandidate::centipawns).max().getAsInt();
    assertThat(best).allMatch(c -> top - c.centipawns() <= level.windowCp());
  }

  @Test
  void theLowestLevelSpreadsItsChoicesOverTheBestMovesWithItsTemperature() {
    // Depth 1 for every move (an oversight cannot go shallower), so all trials weigh the same candidates.
    Level level = Level.of(1200);
    List<RootCandidate> best = candidates(OPEN_GAME, level, 1);
    double[] expected = MoveChooser.probabilities(best, level.temperatureCp(), level.windowCp());
    Map<String, Integer> counts = new HashMap<>();
    int trials = 300;
    for (long seed = 0; seed < trials; seed++) {
      String move = leveled(1200, seed).search(SearchRequest.fen(OPEN_GAME, SearchLimits.depth(1)), SearchListener.NONE)
          .bestMove();
      counts.merge(move, 1, Integer::sum);
    }
    assertThat(counts.keySet()).isSubsetOf(best.stream().map(RootCandidate::move).toList());
    assertThat(counts).hasSizeGreaterThanOrEqualTo(3);
    for (int i = 0; i < best.size(); i++) {
      double seen = counts.getOrDefault(best.get(i).move(), 0) / (double) trials;
      assertThat(seen).as(best.get(i).move()).isCloseTo(expected[i], within(0.09));
    }
  }

  @Test
  void theSameSeedPlaysTheSameMove() {
    SearchRequest request = SearchRequest.fen(OPEN_GAME, LEVEL_DEPTH);
    for (long seed = 0; seed < 10; seed++) {
      String first = leveled(1500, seed).search(request, SearchListener.NONE).bestMove();
      assertThat(leveled(1500, seed).search(request, SearchListener.NONE).bestMove()).isEqualTo(first);
    }
  }

  @Test
  void everyLevelPlaysOnlyLegalMovesThroughAGame() {
    for (int elo = Level.MIN_ELO; elo <= Level.MAX_ELO; elo += 250) {
      LeveledEngine engine = leveled(elo, elo);
      Game game = Game.startpos();
      List<String> moves = new ArrayList<>();
      for (int ply = 0; ply < 24 && !game.outcome().isOver(); ply++) {
        SearchResult result = engine.search(SearchRequest.startpos(moves, SearchLimits.depth(3)), SearchListener.NONE);
        game.play(result.bestMove()); // throws on an illegal move
        moves.add(result.bestMove());
      }
      assertThat(moves).as("level " + elo).isNotEmpty();
    }
  }

  @Test
  void noLevelWalksIntoAMateInOneWhenAnotherMoveAvoidsIt() {
    String fen = MateInOneGuardTest.BACK_RANK;
    assertThat(candidates(fen, Level.of(1200), 1).get(0).move())
        .as("at depth 1 taking the knight looks best: only the guard stops it").isEqualTo("d1d5");
    for (int elo = Level.MIN_ELO; elo <= Level.MAX_ELO; elo += 500) {
      for (long seed = 0; seed < 20; seed++) {
        String move = leveled(elo, seed).search(SearchRequest.fen(fen, SearchLimits.depth(1)), SearchListener.NONE)
            .bestMove();
        assertThat(MateInOneGuard.allowsMateInOne(Position.fromFen(fen), move)).as(elo + " played " + move).isFalse();
      }
    }
  }

  @Test
  void aMateInOneOfItsOwnIsPlayedAtTheLowestLevel() {
    String fen = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1";
    for (long seed = 0; seed < 20; seed++) {
      assertThat(leveled(1200, seed).search(SearchRequest.fen(fen, LEVEL_DEPTH), SearchListener.NONE).bestMove())
          .isEqualTo("d1d8");
    }
  }

  @Test
  void aMoveOnTheClockIsNeverInstant() {
    SearchRequest request = SearchRequest.fen(OPEN_GAME, SearchLimits.clock(10_000, 10_000, 100, 100));
    SearchResult result = leveled(1200, 1).search(request, SearchListener.NONE);
    assertThat(result.info().timeMs()).isGreaterThanOrEqualTo(HumanThinkTime.MIN_THINK_MS);
  }

  @Test
  void anInfiniteSearchAnswersOnlyAfterStopWithALegalMove() throws Exception {
    LeveledEngine engine = leveled(1800, 1);
    CompletableFuture<SearchResult> result = CompletableFuture.supplyAsync(
        () -> engine.search(SearchRequest.fen(OPEN_GAME, SearchLimits.untilStopped()), SearchListener.NONE));
    engine.stop(); // before or after the search registered: either way it ends
    assertThat(legalMoves(OPEN_GAME)).contains(result.get(GENEROUS_SECONDS, TimeUnit.SECONDS).bestMove());
  }

  @Test
  void aPonderSearchPlaysItsMoveAfterThePonderHit() throws Exception {
    LeveledEngine engine = leveled(1800, 1);
    CompletableFuture<SearchResult> result = CompletableFuture.supplyAsync(() -> engine.search(
        SearchRequest.fen(OPEN_GAME, SearchLimits.depth(3).withPonder(true)), SearchListener.NONE));
    engine.ponderHit();
    assertThat(legalMoves(OPEN_GAME)).contains(result.get(GENEROUS_SECONDS, TimeUnit.SECONDS).bestMove());
  }
}
