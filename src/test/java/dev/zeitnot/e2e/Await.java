package dev.zeitnot.e2e;

import java.util.function.BooleanSupplier;

/** Polls a condition for the end-to-end tests, failing with what was awaited. */
final class Await {

  private static final long LIMIT_MS = 40_000;

  private Await() {
  }

  static void until(String what, BooleanSupplier condition) {
    long deadline = System.nanoTime() + LIMIT_MS * 1_000_000;
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
