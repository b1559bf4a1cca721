package dev.zeitnot.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;
import dev.zeitnot.chess.Variant;
import dev.zeitnot.engine.Score;
import dev.zeitnot.engine.SearchInfo;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchResult;
import dev.zeitnot.engine.syzygy.SyzygyTables;
import dev.zeitnot.engine.time.TimeParams;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The search probes the Syzygy WDL tables after captures and pawn moves: a line into a won
 * 4-piece ending scores as a tablebase win, beyond any evaluation, and the probes are counted as
 * {@code tbhits}; without tables (or with a probe limit of 0) the search is the same as ever.
 */
class SearchTablebaseTest {
  /** White takes the loose knight (Qxd5) into KQvKR, a win only the tables see at this depth. */
  private static final String QUEEN_TAKES_INTO_KQVKR = "4k3/r7/8/3n4/3Q4/8/8/4K3 w - - 0 1";
  /** White takes the knight (Kxb5) into KPvK with a rook pawn and the black king in its corner: a draw. */
  private static final String KING_TAKES_INTO_DRAWN_KPVK = "k7/8/8/1n6/1K6/8/P7/8 w - - 0 1";
  private static final int DEPTH = 6;

  private static SyzygyTables tables() {
    try {
      return SyzygyTables.open(List.of(Path.of(SearchTablebaseTest.class
          .getResource("/dev/zeitnot/engine/syzygy/KQvKR.rtbw").toURI()).getParent()));
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  private static List<SearchInfo> search(String fen, TablebaseProbe probe, List<SearchResult> result) {
    List<SearchInfo> infos = new ArrayList<>();
    result.add(new Search(Position.fromFen(fen), Uci.CastlingStyle.KING_TWO_SQUARES, SearchLimits.depth(DEPTH),
        new int[0], TimeParams.DEFAULT, new SearchMemory(16), 1, infos::add, System::nanoTime, probe).run());
    return infos;
  }

  @Test
  void aLineIntoAWonTableEndingScoresAsATablebaseWinWithTbHits() {
    List<SearchResult> result = new ArrayList<>();
    List<SearchInfo> infos = search(QUEEN_TAKES_INTO_KQVKR, new TablebaseProbe(tables(), 7, 1, true), result);
    SearchInfo last = result.get(0).info();
    assertThat(result.get(0).bestMove()).isEqualTo("d4d5");
    assertThat(last.score().isMate()).isFalse();
    assertThat(last.score().centipawns()).as("a TB win, beyond any evaluation, below mates")
        .isBetween(Scores.TB_WIN_BOUND, Scores.TB_WIN);
    assertThat(last.tbHits()).isPositive();
    assertThat(infos).isNotEmpty();
  }

  @Test
  void withoutTablesTheSameSearchScoresByEvaluationAndProbesNothing() {
    List<SearchResult> result = new ArrayList<>();
    search(QUEEN_TAKES_INTO_KQVKR, TablebaseProbe.OFF, result);
    SearchInfo last = result.get(0).info();
    assertThat(last.score().isMate()).isFalse();
    assertThat(last.score().centipawns()).isLessThan(Scores.TB_WIN_BOUND);
    assertThat(last.tbHits()).isZero();
  }

  @Test
  void aProbeLimitOfZeroSearchesExactlyTheNodesOfASearchWithoutTables() {
    List<SearchResult> without = new ArrayList<>();
    List<SearchResult> limited = new ArrayList<>();
    search(QUEEN_TAKES_INTO_KQVKR, TablebaseProbe.OFF, without);
    search(QUEEN_TAKES_INTO_KQVKR, new TablebaseProbe(tables(), 0, 1, true), limited);
    assertThat(limited.get(0).info().nodes()).isEqualTo(without.get(0).info().nodes());
    assertThat(limited.get(0).info().score()).isEqualTo(without.get(0).info().score());
    assertThat(limited.get(0).info().tbHits()).isZero();
  }

  @Test
  void aLineIntoADrawnTableEndingScoresTheDrawScoreWhereTheEvaluationSeesAPawnUp() {
    List<SearchResult> with = new ArrayList<>();
    List<SearchResult> without = new ArrayList<>();
    search(KING_TAKES_INTO_DRAWN_KPVK, new TablebaseProbe(tables(), 7, 1, true), with);
    search(KING_TAKES_INTO_DRAWN_KPVK, TablebaseProbe.OFF, without);
    assertThat(with.get(0).bestMove()).isEqualTo("b4b5");
    assertThat(with.get(0).info().score()).isEqualTo(Score.cp(Scores.DRAW));
    assertThat(with.get(0).info().tbHits()).isPositive();
    assertThat(without.get(0).info().score().centipawns()).as("the evaluation: a pawn up").isPositive();
  }

  @Test
  void anAntichessSearchProbesTheAntichessTablesAndAStandardOneDoesNot() throws URISyntaxException {
    SyzygyTables variants = SyzygyTables.open(List.of(Path.of(SearchTablebaseTest.class
        .getResource("/dev/zeitnot/engine/syzygy/variants/RRvK.gtbw").toURI()).getParent()));
    TablebaseProbe probe = new TablebaseProbe(variants, 7, 1, true);
    assertThat(probe.cardinality(Variant.ANTICHESS)).isEqualTo(3);
    assertThat(probe.cardinality(Variant.STANDARD)).isZero();
    // Rxa4 is forced and leads into RRvK, which the search then reads from the table.
    Position antichess = Position.fromFen("8/8/8/8/b2k4/8/8/R6R w - - 0 1", false, Variant.ANTICHESS);
    SearchResult result = new Search(antichess, Uci.CastlingStyle.KING_TWO_SQUARES, SearchLimits.depth(DEPTH),
        new int[0], TimeParams.DEFAULT, new SearchMemory(16), 1, info -> { }, System::nanoTime, probe).run();
    assertThat(result.bestMove()).isEqualTo("a1a4");
    assertThat(result.info().tbHits()).isPositive();
    List<SearchResult> standard = new ArrayList<>();
    search(QUEEN_TAKES_INTO_KQVKR, probe, standard);
    assertThat(standard.get(0).info().tbHits()).isZero();
  }
}
