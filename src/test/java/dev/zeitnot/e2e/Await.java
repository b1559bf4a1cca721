package dev.zeitnot.e2e;

import java.time.Duration;
import java.util.function.BooleanSupplier;
import org.awaitility.Awaitility;
import org.awaitility.core.ConditionTimeoutException;

/** Waits for a condition in the end-to-end tests, failing with what was awaited. */
final class Await {

  private static final long LIMIT_MS = 40_000;
  private static final Duration POLL = Duration.ofMillis(20);

  private Await() {
  }

  static void until(String what, BooleanSupplier condition) {
    until(what, condition, LIMIT_MS);
  }

  /** The same with a longer limit, for waits that span whole games. */
  static void until(String what, BooleanSupplier condition, long limitMs) {
    try {
      Awaitility.await(what).atMost(Duration.ofMillis(limitMs)).pollInterval(POLL).pollDelay(Duration.ZERO)
          .until(condition::getAsBoolean);
    } catch (ConditionTimeoutException e) {
      throw new AssertionError("gave up waiting until " + what, e);
    }
  }
}
