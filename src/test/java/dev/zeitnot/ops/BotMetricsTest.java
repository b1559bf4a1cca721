package dev.zeitnot.ops;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.bot.report.GameReport;
import dev.zeitnot.bot.report.MoveReport;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class BotMetricsTest {

  private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
  private final BotMetrics metrics = new BotMetrics(registry);

  private double counter(String name, String... tags) {
    return registry.get(name).tags(tags).counter().count();
  }

  @Test
  void countsMovesAndRecordsThinkAndResponseTimeAndTheOverheadInUse() {
    metrics.moved(new MoveReport("g1", 400, 450, 75));
    metrics.moved(new MoveReport("g1", 200, 260, 90));
    assertThat(counter("zeitnot.moves")).isEqualTo(2);
    assertThat(registry.get("zeitnot.think.time").timer().totalTime(TimeUnit.MILLISECONDS)).isEqualTo(600);
    assertThat(registry.get("zeitnot.response.time").timer().max(TimeUnit.MILLISECONDS)).isEqualTo(450);
    assertThat(registry.get("zeitnot.move.overhead").gauge().value()).isEqualTo(0.09);
  }

  @Test
  void countsGamesByResultAndSpeedAndLossesOnTime() {
    metrics.gameEnded(new GameReport("g1", "blitz", GameReport.Outcome.WIN, false));
    metrics.gameEnded(new GameReport("g2", "blitz", GameReport.Outcome.WIN, false));
    metrics.gameEnded(new GameReport("g3", "bullet", GameReport.Outcome.LOSS, true));
    assertThat(counter("zeitnot.games", "result", "win", "speed", "blitz")).isEqualTo(2);
    assertThat(counter("zeitnot.games", "result", "loss", "speed", "bullet")).isEqualTo(1);
    assertThat(counter("zeitnot.games.lost.on.time")).isEqualTo(1);
  }

  @Test
  void countsAsReconnectsOnlyTheConnectionsAfterTheFirstOfEachStream() {
    metrics.eventStreamConnected();
    metrics.gameStreamConnected("g1");
    metrics.gameStreamConnected("g2");
    assertThat(counter("zeitnot.reconnects", "stream", "event")).isZero();
    assertThat(counter("zeitnot.reconnects", "stream", "game")).isZero();
    metrics.eventStreamDisconnected();
    assertThat(registry.get("zeitnot.event.stream.connected").gauge().value()).isZero();
    metrics.eventStreamConnected();
    metrics.gameStreamConnected("g1");
    assertThat(counter("zeitnot.reconnects", "stream", "event")).isEqualTo(1);
    assertThat(counter("zeitnot.reconnects", "stream", "game")).isEqualTo(1);
    assertThat(registry.get("zeitnot.event.stream.connected").gauge().value()).isEqualTo(1);
  }

  @Test
  void countsRateLimitsByEndpointAndEngineRestarts() {
    metrics.rateLimited("move");
    metrics.rateLimited("move");
    metrics.rateLimited("event stream");
    metrics.engineRestarted();
    assertThat(counter("zeitnot.rate.limited", "endpoint", "move")).isEqualTo(2);
    assertThat(counter("zeitnot.rate.limited", "endpoint", "event stream")).isEqualTo(1);
    assertThat(counter("zeitnot.engine.restarts")).isEqualTo(1);
  }
}
