package dev.zeitnot.bot.game;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.bot.clock.MoveBudget;
import dev.zeitnot.bot.clock.ReportedClocks;
import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Game;
import dev.zeitnot.engine.SearchLimits;
import org.junit.jupiter.api.Test;

class FallbackMoveTest {

  /** Move 55 of a 1+0 game on a 300 ms link: 16 s left, the trips of 55 more moves to pay. */
  private static final SearchLimits LATE_ON_A_SLOW_LINK =
      SearchLimits.clock(16_000, 20_000, 0, 0).withTrips(55, 300);

  @Test
  void searchesOnePlyWhenTheTripsOfTheMovesLeftTakeTheWholeClock() {
    Game game = Game.startpos();
    game.play("e2e4");
    game.play("e7e5");
    Turn turn = new Turn(game, new ReportedClocks(true, 16_000, 20_000, 0, 0, 60_000), 2, 0, 0);
    MoveBudget budget = new MoveBudget(MoveBudget.Kind.CLOCK, LATE_ON_A_SLOW_LINK, 16_000, 55);

    try (FallbackMove fallback = new FallbackMove(() -> 0L)) {
      MoveSource.Proposal proposal = fallback.propose(turn, budget);

      assertThat(proposal.note()).isEqualTo("fallback: built-in engine, depth 1");
    }
  }

  @Test
  void takesAtMostTheSoftLimitTheTimeManagerGivesThePlan() {
    // (16 000 - 55 x 300) / 55 < 0: the floor, where a twentieth of the clock would be 800 ms.
    assertThat(FallbackMove.shareMs(16_000, LATE_ON_A_SLOW_LINK, Color.WHITE)).isLessThan(10);
    // (60 000 - 40 x 50) / 40 = 1450 ms: more than the fallback's short search.
    SearchLimits early = SearchLimits.clock(60_000, 60_000, 0, 0).withTrips(40, 50);
    assertThat(FallbackMove.shareMs(60_000, early, Color.WHITE)).isGreaterThan(FallbackMove.SEARCH_MS);
  }

  @Test
  void takesATwentiethOfTheTimeLeftWithoutAClock() {
    assertThat(FallbackMove.shareMs(1_000, SearchLimits.moveTime(1_000), Color.WHITE)).isEqualTo(50);
  }
}
