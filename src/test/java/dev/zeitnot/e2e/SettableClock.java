package dev.zeitnot.e2e;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicLong;

/** A clock that tests move forward by hand, shared by the bot's rate-limit gate and the arena. */
final class SettableClock extends Clock {

  private final AtomicLong millis = new AtomicLong(1_700_000_000_000L);

  @Override
  public ZoneId getZone() {
    return ZoneOffset.UTC;
  }

  @Override
  public Clock withZone(ZoneId zone) {
    return this;
  }

  @Override
  public Instant instant() {
    return Instant.ofEpochMilli(millis.get());
  }

  @Override
  public long millis() {
    return millis.get();
  }

  /** The same time as a monotonic nanosecond clock, for the bot's rate-limit gates. */
  long nanos() {
    return millis.get() * 1_000_000;
  }

  void advance(long ms) {
    millis.addAndGet(ms);
  }
}
