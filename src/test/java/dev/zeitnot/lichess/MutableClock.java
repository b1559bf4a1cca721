package dev.zeitnot.lichess;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * A monotonic clock (nanoseconds) the test moves by hand, so a minute of rate limit passes without a minute of waiting.
 */
final class MutableClock implements LongSupplier {

  private final AtomicLong nanos = new AtomicLong(1_000_000_000L);

  void advance(Duration duration) {
    nanos.addAndGet(duration.toNanos());
  }

  @Override
  public long getAsLong() {
    return nanos.get();
  }
}
