package dev.zeitnot.e2e;

import dev.zeitnot.arena.clock.TimeSource;
import java.util.concurrent.atomic.AtomicLong;

/** The arena's real time, which a test may jump forward (to end a tournament without waiting it out). */
final class SkippableTime implements TimeSource {

  private final AtomicLong skipped = new AtomicLong();

  @Override
  public long millis() {
    return System.nanoTime() / 1_000_000 + skipped.get();
  }

  /** Moves time {@code millis} forward at once: clocks, tournaments and timers all see it. */
  void skip(long millis) {
    skipped.addAndGet(millis);
  }
}
