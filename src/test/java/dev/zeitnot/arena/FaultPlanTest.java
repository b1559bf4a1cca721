package dev.zeitnot.arena;

import dev.zeitnot.arena.http.StreamKind;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class FaultPlanTest {

  @Test
  void readsHttpFailuresWithTheirCount() {
    List<FaultPlan.Fault> faults =
        FaultPlan.parse(List.of("500:/move/:3,429:/api/stream/event", "500:/abort:*")).faults();
    assertThat(faults).containsExactly(new FaultPlan.Failure(500, "/move/", 3),
        new FaultPlan.Failure(429, "/api/stream/event", 1),
        new FaultPlan.Failure(500, "/abort", -1));
  }

  @Test
  void readsPeriodicStreamFaultsAndRestarts() {
    assertThat(FaultPlan.parse(List.of("close-game@30", "stall-event@60", "restart@90")).faults())
        .containsExactly(new FaultPlan.Periodic("close", StreamKind.GAME, 30),
            new FaultPlan.Periodic("stall", StreamKind.EVENT, 60),
            new FaultPlan.Periodic("restart", StreamKind.EVENT, 90));
  }

  @Test
  void rejectsAnUnknownFaultShowingTheAcceptedForms() {
    assertThatThrownBy(() -> FaultPlan.parse(List.of("explode@3")))
        .hasMessageContaining("STATUS:PATH[:TIMES]").hasMessageContaining("close-game@30");
  }

  @Test
  void appliedFailuresAnswerTheMatchingRequests() throws Exception {
    try (ArenaFixture fx = new ArenaFixture(); FaultPlan plan =
        FaultPlan.parse(List.of("500:/api/account:1"))) {
      plan.apply(fx.arena);
      assertThat(fx.bot.get("/api/account").status()).isEqualTo(500);
      assertThat(fx.bot.get("/api/account").status()).isEqualTo(200);
    }
  }
}
