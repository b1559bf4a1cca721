package dev.zeitnot.testing;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicLong;

/** A UTC clock that tests move by hand: the wall clock of the arena, the bot's gates and its daily limits. */
public final class SettableClock extends Clock {

  private final AtomicLong millis;

  public SettableClock() {
    this(Instant.ofEpochMilli(1_700_000_000_000L));
  }

  public SettableClock(Instant start) {
    millis = new AtomicLong(start.toEpochMilli());
  }

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
  public long nanos() {
    return millis.get() * 1_000_000;
  }

  public void advance(long ms) {
    millis.addAndGet(ms);
  }

  public void set(Instant now) {
    millis.set(now.toEpochMilli());
  }
}
