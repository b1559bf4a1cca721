package dev.zeitnot.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;
import dev.zeitnot.engine.builtin.BuiltinEngine;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.Score;
import dev.zeitnot.engine.SearchInfo;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class SearchBasicsTest {

  private final BuiltinEngine engine = new BuiltinEngine(EngineSettings.DEFAULT.withHashMb(16));

  @AfterEach
  void close() {
    engine.close();
  }

  private SearchResult search(String fen, List<String> moves, SearchLimits limits) {
    engine.newGame();
    return engine.search(new SearchRequest(fen, moves, false, limits), SearchListener.NONE);
  }

  @Test
  void takesAHangingQueen() {
    SearchResult result = search("rnb1kbnr/pppp1ppp/8/4p3/4P2q/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
        List.of(), SearchLimits.depth(6));
    assertThat(result.bestMove()).isEqualTo("f3h4");
    assertThat(result.info().score().centipawns()).isGreaterThan(600);
  }

  @Test
  void findsMateInOneAndReportsItAsMateInOne() {
    SearchResult result = search("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", List.of(), SearchLimits.depth(4));
    assertThat(result.bestMove()).isEqualTo("a1a8");
    assertThat(result.info().score()).isEqualTo(Score.mate(1));
  }

  @Test
  void reportsBeingMatedInOneWhenEveryMoveLosesToMate() {
    SearchResult result = search("7r/8/8/8/8/8/2k5/K7 w - - 0 1", List.of(), SearchLimits.depth(4));
    assertThat(result.info().score()).isEqualTo(Score.mate(-1));
  }

  @Test
  void returnsNoMoveWhenCheckmatedOrStalemated() {
    SearchResult mated = search("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
        List.of(), SearchLimits.depth(3));
    assertThat(mated.bestMove()).isNull();
    SearchResult stalemate = search("k7/2Q5/8/8/8/8/8/6K1 b - - 0 1", List.of(), SearchLimits.depth(3));
    assertThat(stalemate.bestMove()).isNull();
  }

  @Test
  void prefersMateToStalemateWithAQueenUp() {
    SearchResult result = search("k7/8/1K6/8/8/8/8/2Q5 w - - 0 1", List.of(), SearchLimits.depth(5));
    assertThat(result.info().score().isMate()).isTrue();
    assertThat(result.info().score().mateIn()).isPositive();
  }

  @Test
  void reportsEachCompletedDepthToTheListener() {
    List<SearchInfo> infos = new ArrayList<>();
    engine.search(SearchRequest.fen(Position.STARTPOS_FEN, SearchLimits.depth(5)), infos::add);
    assertThat(infos).extracting(SearchInfo::depth).containsExactly(1, 2, 3, 4, 5);
    assertThat(infos.get(4).pv()).isNotEmpty();
    assertThat(infos.get(4).nodes()).isGreaterThan(infos.get(0).nodes());
  }

  @Test
  void stopsAtTheNodeBudget() {
    SearchResult result = search(Position.STARTPOS_FEN, List.of(), SearchLimits.nodes(20_000));
    assertThat(result.bestMove()).isNotNull();
    assertThat(result.info().nodes()).isLessThan(20_000 + 2_048);
  }

  @Test
  void withASoftNodeLimitTheSearchFinishesItsDepthAndReportsWhatThatDepthAlonePlays() {
    String fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    long nodes = 20_000;
    List<SearchInfo> infos = new ArrayList<>();
    BuiltinEngine soft = new BuiltinEngine(EngineSettings.DEFAULT.withHashMb(16)
        .withTimeParams(EngineSettings.DEFAULT.timeParams().with("NodesOvershootPercent", 900)));
    try {
      SearchResult result = soft.search(SearchRequest.fen(fen, SearchLimits.nodes(nodes)), infos::add);
      SearchInfo last = infos.get(infos.size() - 1);
      assertThat(result.info().nodes()).isGreaterThanOrEqualTo(nodes).isLessThan(10 * nodes + 2_048);
      assertThat(infos.get(infos.size() - 2).nodes()).isLessThan(nodes);
      SearchResult byDepth = search(fen, List.of(), SearchLimits.depth(last.depth()));
      assertThat(result.bestMove()).isEqualTo(byDepth.bestMove());
      assertThat(result.info().score()).isEqualTo(byDepth.info().score());
    } finally {
      soft.close();
    }
  }

  /**
   * Moves that lead from {@code fen} through {@code first} and back: first, a reply, the
   * reverse of first, the reverse of the reply. Empty when no reply can be undone that way.
   */
  private static List<String> roundTrip(String fen, String first) {
    Position start = Position.fromFen(fen);
    Position p = start.copy();
    p.makeMove(Uci.parse(p, first));
    int[] replies = new int[Position.MAX_MOVES];
    int n = p.generateLegal(replies);
    for (int i = 0; i < n; i++) {
      String reply = Uci.format(replies[i]);
      List<String> line = List.of(first, reply, reverse(first), reverse(reply));
      Game game = new Game(fen, false);
      try {
        line.forEach(game::play);
      } catch (IllegalArgumentException notReversible) {
        continue;
      }
      if (game.position().key() == start.key()) {
        return line;
      }
    }
    return List.of();
  }

  private static String reverse(String uci) {
    return uci.substring(2, 4) + uci.substring(0, 2);
  }

  @Test
  void avoidsRepeatingThePositionWhenWinning() {
    String fen = "8/8/8/3k4/8/8/2Q1K3/8 w - - 0 1";
    String natural = search(fen, List.of(), SearchLimits.depth(6)).bestMove();
    List<String> history = roundTrip(fen, natural);
    assertThat(history).isNotEmpty();

    SearchResult result = search(fen, history, SearchLimits.depth(6));
    assertThat(result.bestMove()).isNotEqualTo(natural);
    assertThat(result.info().score().isMate() || result.info().score().centipawns() > 500).isTrue();
  }

  @Test
  void seeksTheRepetitionWhenLosing() {
    String fen = "8/8/8/3k4/8/8/2Q1K3/8 b - - 0 1";
    Position start = Position.fromFen(fen);
    int[] moves = new int[Position.MAX_MOVES];
    int n = start.generateLegal(moves);
    List<String> history = List.of();
    String repeating = null;
    for (int i = 0; i < n && history.isEmpty(); i++) {
      repeating = Uci.format(moves[i]);
      history = roundTrip(fen, repeating);
    }
    assertThat(history).isNotEmpty();

    SearchResult result = search(fen, history, SearchLimits.depth(6));
    assertThat(result.bestMove()).isEqualTo(repeating);
    assertThat(result.info().score()).isEqualTo(Score.cp(0));
  }
}
