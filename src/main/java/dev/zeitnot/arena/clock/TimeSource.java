package dev.zeitnot.arena.clock;

/** The arena's notion of "now" in milliseconds; injectable so tests can move time by hand. */
@FunctionalInterface
public interface TimeSource {

  /** Monotonic wall time, the arena's default. */
  TimeSource SYSTEM = () -> System.nanoTime() / 1_000_000;

  /** Milliseconds on an arbitrary but fixed origin. */
  long millis();
}
