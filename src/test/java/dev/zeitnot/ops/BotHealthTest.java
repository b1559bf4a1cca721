package dev.zeitnot.ops;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.bot.report.GameReport;
import dev.zeitnot.bot.report.MoveReport;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class BotHealthTest {

  private final AtomicLong nanos = new AtomicLong(1_000_000_000L);
  private final BotHealth health = new BotHealth(Duration.ofSeconds(300), nanos::get);

  private void pass(Duration duration) {
    nanos.addAndGet(duration.toNanos());
  }

  @Test
  void isHealthyWhileTheEventStreamIsConnected() {
    health.eventStreamConnected();
    pass(Duration.ofHours(5));
    HealthReport report = health.report();
    assertThat(report.healthy()).isTrue();
    assertThat(report.eventStream()).isEqualTo("connected");
    assertThat(report.problems()).isEmpty();
  }

  @Test
  void isHealthyWhileConnectingOrReconnectingWithinTheLimitAndUnhealthyBeyondIt() {
    pass(Duration.ofSeconds(299));
    assertThat(health.report().healthy()).isTrue();
    health.eventStreamConnected();
    health.eventStreamDisconnected();
    pass(Duration.ofSeconds(299));
    assertThat(health.report().healthy()).isTrue();
    assertThat(health.report().eventStream()).isEqualTo("reconnecting");
    pass(Duration.ofSeconds(2));
    assertThat(health.report().healthy()).isFalse();
    assertThat(health.report().problems()).containsExactly(
        "the event stream has been down for 301 s (limit 300 s, ops.stream_down_seconds)");
    health.eventStreamConnected();
    assertThat(health.report().healthy()).isTrue();
  }

  @Test
  void isUnhealthyForGoodOnceTheServerRefusedTheEventStream() {
    health.eventStreamConnected();
    health.eventStreamRefused("HTTP 401 No such token");
    health.eventStreamConnected();
    HealthReport report = health.report();
    assertThat(report.healthy()).isFalse();
    assertThat(report.eventStream()).isEqualTo("refused");
    assertThat(report.problems()).containsExactly(
        "the server refused the event stream for good: HTTP 401 No such token");
  }

  @Test
  void isUnhealthyWhenAGameStaysOnOurTurnLongerThanOurClockAllowedUntilWeMove() {
    health.eventStreamConnected();
    health.ourTurn("abcd1234", 10_000);
    pass(Duration.ofSeconds(39));
    assertThat(health.report().healthy()).isTrue();
    assertThat(health.report().gamesOnOurTurn()).isEqualTo(1);
    pass(Duration.ofSeconds(2));
    assertThat(health.report().problems()).containsExactly(
        "game abcd1234: our turn for 41 s without a move (our clock was 10 s)");
    health.moved(new MoveReport("abcd1234", 100, 120, 50));
    assertThat(health.report().healthy()).isTrue();
    assertThat(health.report().gamesOnOurTurn()).isZero();
  }

  @Test
  void forgetsTheTurnOfAGameThatEndedAndNeverJudgesAGameWithoutAClock() {
    health.eventStreamConnected();
    health.ourTurn("ended000", 1_000);
    health.gameEnded(new GameReport("ended000", "bullet", GameReport.Outcome.WIN, false));
    health.ourTurn("corresp0", -1);
    pass(Duration.ofDays(2));
    assertThat(health.report().healthy()).isTrue();
  }
}
