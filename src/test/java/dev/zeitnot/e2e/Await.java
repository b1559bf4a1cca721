package dev.zeitnot.e2e;

import java.util.function.BooleanSupplier;

/** Polls a condition for the end-to-end tests, failing with what was awaited. */
final class Await {

  private static final long LIMIT_MS = 40_000;

  private Await() {
  }

  static void until(String what, BooleanSupplier condition) {
    until(what, condition, LIMIT_MS);
  }

  /** The same with a longer limit, for waits that span whole games. */
  static void until(String what, BooleanSupplier condition, long limitMs) {
    long deadline = System.nanoTime() + limitMs * 1_000_000;
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("gave up waiting until " + what);
      }
      try {
        Thread.sleep(20);
      } catch (InterruptedException e) {
        throw new IllegalStateException(e);
      }
    }
  }
}
