package dev.zeitnot.lichess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RateLimitGateTest {

  @Test
  void tellsItsWatcherOfEach429ByEndpoint() {
    RateLimitGate gate = new RateLimitGate(() -> 0L);
    List<Endpoint> told = new ArrayList<>();
    gate.watch(told::add);

    gate.close(Endpoint.MOVE, "game1", 0, "Too many requests");
    gate.close(Endpoint.MOVE, "game2", 0, "Too many requests");
    gate.close(Endpoint.EVENT_STREAM, "", 60, "Too many requests");

    assertThat(told).containsExactly(Endpoint.MOVE, Endpoint.MOVE, Endpoint.EVENT_STREAM);
  }
}
