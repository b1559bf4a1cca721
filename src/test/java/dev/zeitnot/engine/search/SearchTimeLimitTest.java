package dev.zeitnot.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;
import dev.zeitnot.engine.SearchInfo;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchResult;
import dev.zeitnot.engine.time.TimeBudget;
import dev.zeitnot.engine.time.TimeManager;
import dev.zeitnot.engine.time.TimeParams;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The search obeys its limits as measured by an injected clock that ticks on every reading. */
class SearchTimeLimitTest {

  private static final String MIDDLEGAME =
      "r1bq1rk1/pp3pbp/nn2p1p1/2pP4/4P3/2N3P1/PP2NPBP/R1BQ1RK1 w - - 0 1";
  /** Each reading of the clock moves it 1 ms: time passes only as the search looks, and fast. */
  private static final long TICK_NANOS = 1_000_000;
  /** The search reads the clock a few more times after it decides to stop (to report and return). */
  private static final long SLACK_MS = 4;

  private final AtomicLong nanos = new AtomicLong();

  private long tick() {
    return nanos.addAndGet(TICK_NANOS);
  }

  private SearchResult search(SearchLimits limits, List<SearchInfo> infos) {
    Search search = new Search(Position.fromFen(MIDDLEGAME), Uci.CastlingStyle.KING_TWO_SQUARES, limits,
        new int[0], TimeParams.DEFAULT, new SearchMemory(16), 1, infos::add, this::tick);
    return search.run();
  }

  @Test
  void neverRunsPastTheHardLimit() {
    SearchLimits limits = SearchLimits.clock(3_000, 3_000, 0, 0);
    TimeBudget budget = TimeManager.budget(limits, 0, TimeParams.DEFAULT);
    SearchResult result = search(limits, new ArrayList<>());
    assertThat(result.bestMove()).isNotNull();
    assertThat(nanos.get() / 1_000_000).isLessThanOrEqualTo(budget.hardMs() + SLACK_MS);
  }

  @Test
  void startsNoDepthAfterTheScaledSoftLimit() {
    SearchLimits limits = SearchLimits.clock(60_000, 60_000, 0, 0);
    TimeBudget budget = TimeManager.budget(limits, 0, TimeParams.DEFAULT);
    // The largest it can be: the best move just changed, the score fell, it took no nodes.
    long maxSoftMs = TimeManager.scaledSoftMs(budget, TimeParams.DEFAULT, 0, 100, 0);
    List<SearchInfo> infos = new ArrayList<>();
    search(limits, infos);
    List<SearchInfo> complete = infos.subList(0, infos.size() - 1);
    assertThat(complete).allSatisfy(info -> assertThat(info.timeMs()).isLessThan(maxSoftMs));
  }

  @Test
  void aMoveTimeSearchUsesAtMostTheMoveTimeLessOverhead() {
    SearchResult result = search(SearchLimits.moveTime(500), new ArrayList<>());
    assertThat(result.bestMove()).isNotNull();
    assertThat(nanos.get() / 1_000_000).isLessThanOrEqualTo(500 - TimeParams.DEFAULT.moveOverheadMs() + SLACK_MS);
  }

  @Test
  void withNodesTimeTheNodesSearchedAreTheClockAndTheWallClockIsNeverRead() {
    // 10 nodes per ms: a 500 ms move time (470 after the overhead) is 4700 nodes, checked every 1024.
    TimeParams nodesTime = TimeParams.DEFAULT.with("NodesTime", 10);
    Search search = new Search(Position.fromFen(MIDDLEGAME), Uci.CastlingStyle.KING_TWO_SQUARES,
        SearchLimits.moveTime(500), new int[0], nodesTime, new SearchMemory(16), 1, info -> { }, this::tick);
    SearchResult result = search.run();
    assertThat(nanos.get()).isZero();
    assertThat(result.info().nodes()).isBetween(4_700L, 4_700L + 1_024);
    assertThat(result.info().timeMs()).isEqualTo(result.info().nodes() / 10);
  }
}
