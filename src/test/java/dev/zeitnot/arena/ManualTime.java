package dev.zeitnot.arena;

import dev.zeitnot.arena.clock.TimeSource;
import java.util.concurrent.atomic.AtomicLong;

/** A time source tests move by hand. */
final class ManualTime implements TimeSource {

  private final AtomicLong now = new AtomicLong(1_000_000);

  @Override
  public long millis() {
    return now.get();
  }

  void advance(long millis) {
    now.addAndGet(millis);
  }
}
