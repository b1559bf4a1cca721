package dev.zeitnot.ops;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.testing.CapturedLog;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class FailedAttemptsTest {

  private static final InetSocketAddress GUESSER = new InetSocketAddress("192.0.2.7", 40_000);
  private static final InetSocketAddress OWNER = new InetSocketAddress("192.0.2.8", 40_001);

  private final AtomicLong nanos = new AtomicLong();
  private final FailedAttempts attempts = new FailedAttempts(nanos::get);
  private final CapturedLog log = CapturedLog.of(FailedAttempts.class);

  @AfterEach
  void release() {
    log.close();
  }

  @Test
  void eachWrongSecretInARowWaitsTwiceAsLongUpToTheMost() {
    assertThat(attempts.failed(GUESSER, "page password")).isEqualTo(Duration.ofMillis(100));
    assertThat(attempts.failed(GUESSER, "page password")).isEqualTo(Duration.ofMillis(200));
    assertThat(attempts.failed(GUESSER, "page password")).isEqualTo(Duration.ofMillis(400));
    for (int i = 0; i < 30; i++) {
      attempts.failed(GUESSER, "page password");
    }
    assertThat(attempts.failed(GUESSER, "page password")).isEqualTo(OpsLimits.MAX_FAILURE_DELAY);
    assertThat(log.warnings()).first().isEqualTo("wrong page password from 192.0.2.7 (1 in a row); answered in 100 ms");
  }

  @Test
  void oneAddressesGuessesDoNotSlowAnother() {
    for (int i = 0; i < 5; i++) {
      attempts.failed(GUESSER, "control secret");
    }
    assertThat(attempts.failed(OWNER, "control secret")).isEqualTo(OpsLimits.FIRST_FAILURE_DELAY);
  }

  @Test
  void theRightSecretOrALongQuietForgetsTheAddress() {
    attempts.failed(GUESSER, "page password");
    attempts.failed(GUESSER, "page password");
    attempts.succeeded(GUESSER);
    assertThat(attempts.failed(GUESSER, "page password")).isEqualTo(OpsLimits.FIRST_FAILURE_DELAY);
    attempts.failed(GUESSER, "page password");
    nanos.addAndGet(OpsLimits.FAILURE_MEMORY.toNanos());
    assertThat(attempts.failed(GUESSER, "page password")).isEqualTo(OpsLimits.FIRST_FAILURE_DELAY);
  }
}
