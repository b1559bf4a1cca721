package dev.zeitnot.testing;

import java.time.Duration;
import java.util.function.BooleanSupplier;
import org.awaitility.Awaitility;
import org.awaitility.core.ConditionTimeoutException;

/**
 * Waits, blocked between short polls (never spinning, so the thread waited on gets the CPU), for
 * something another thread does; fails when it has not happened in five seconds.
 */
public final class Eventually {

  private static final Duration LIMIT = Duration.ofSeconds(5);
  private static final Duration POLL = Duration.ofMillis(2);

  private Eventually() {
  }

  public static void until(BooleanSupplier condition) {
    try {
      Awaitility.await().atMost(LIMIT).pollDelay(Duration.ZERO).pollInterval(POLL).until(condition::getAsBoolean);
    } catch (ConditionTimeoutException e) {
      throw new AssertionError("condition not met in time", e);
    }
  }
}
