package dev.zeitnot.engine.time;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchRequest;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ObservedLagTest {

  private static final int WHITE = 0;

  private static SearchRequest request(List<String> moves, long whiteClockMs) {
    return SearchRequest.startpos(moves, SearchLimits.clock(whiteClockMs, 10_000, 100, 100));
  }

  @Test
  void keepsTheConfiguredOverheadWhileMovesLoseLessThanThat() {
    ObservedLag lag = new ObservedLag();
    assertThat(lag.overheadMs(request(List.of(), 10_000), WHITE, 30)).isEqualTo(30);
    lag.searched(request(List.of(), 10_000), WHITE, 400);
    // 10000 - 400 + 100 = 9700 expected; 9690 reported: 10 ms lost.
    assertThat(lag.overheadMs(request(List.of("e2e4", "e7e5"), 9_690), WHITE, 30)).isEqualTo(30);
  }

  @Test
  void raisesTheOverheadToTheLossesSeenBetweenConsecutiveMovesOfAGame() {
    ObservedLag lag = new ObservedLag();
    List<String> moves = new ArrayList<>();
    long clock = 10_000;
    long[] lost = {40, 150, 60};
    for (long loss : lost) {
      lag.overheadMs(request(List.copyOf(moves), clock), WHITE, 30);
      lag.searched(request(List.copyOf(moves), clock), WHITE, 300);
      clock = clock - 300 + 100 - loss;
      moves.add(moves.size() % 4 == 0 ? "g1f3" : "f3g1");
      moves.add(moves.size() % 4 == 1 ? "g8f6" : "f6g8");
    }
    assertThat(lag.overheadMs(request(List.copyOf(moves), clock), WHITE, 30))
        .isEqualTo(150 + ObservedLag.MARGIN_MS);
  }

  @Test
  void learnsNothingFromASearchOfAnotherGameOrAfterAPonderSearch() {
    ObservedLag lag = new ObservedLag();
    lag.searched(request(List.of(), 10_000), WHITE, 300);
    SearchRequest otherGame = new SearchRequest("4k3/8/8/8/8/8/8/4K3 w - - 0 1", List.of("e1e2", "e8e7"), false,
        SearchLimits.clock(5_000, 5_000, 0, 0));
    assertThat(lag.overheadMs(otherGame, WHITE, 30)).isEqualTo(30);

    SearchRequest pondered = SearchRequest.startpos(List.of(),
        SearchLimits.clock(10_000, 10_000, 100, 100).withPonder(true));
    lag.searched(pondered, WHITE, 300);
    assertThat(lag.overheadMs(request(List.of("e2e4", "e7e5"), 1_000), WHITE, 30)).isEqualTo(30);
  }
}
