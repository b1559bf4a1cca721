package dev.zeitnot.arena.tournaments;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.arena.tournaments.TournamentPairing.Pair;
import dev.zeitnot.arena.tournaments.TournamentPairing.Waiting;
import java.util.List;
import org.junit.jupiter.api.Test;

class TournamentPairingTest {

  @Test
  void pairsNeighboursByScoreGivingWhiteToTheOneWhoHadItLess() {
    List<Pair> pairs = TournamentPairing.pair(List.of(
        new Waiting("low", 0, 1500, null, 0, 0),
        new Waiting("top", 6, 1500, null, 0, 2),
        new Waiting("second", 4, 1500, null, 0, 1),
        new Waiting("third", 2, 1500, null, 0, 1)), 10_000);

    assertThat(pairs).containsExactly(new Pair("second", "top"), new Pair("low", "third"));
  }

  @Test
  void avoidsPairingLastOpponentsAgainWhileAnotherPlayerWaits() {
    List<Pair> pairs = TournamentPairing.pair(List.of(
        new Waiting("a", 4, 1500, "b", 9_000, 0),
        new Waiting("b", 2, 1500, "a", 9_000, 0),
        new Waiting("c", 0, 1500, "d", 0, 0)), 10_000);

    assertThat(pairs).containsExactly(new Pair("a", "c"));
  }

  @Test
  void pairsLastOpponentsAgainOnlyAfterBothWaited() {
    List<Waiting> waiting = List.of(new Waiting("a", 2, 1500, "b", 10_000, 1),
        new Waiting("b", 0, 1500, "a", 10_000, 0));

    assertThat(TournamentPairing.pair(waiting, 11_000)).isEmpty();
    assertThat(TournamentPairing.pair(waiting, 10_000 + TournamentPairing.REMATCH_WAIT_MS))
        .containsExactly(new Pair("b", "a"));
  }

  @Test
  void leavesAnOddPlayerWaiting() {
    assertThat(TournamentPairing.pair(List.of(new Waiting("a", 0, 1500, null, 0, 0)), 0)).isEmpty();
  }
}
