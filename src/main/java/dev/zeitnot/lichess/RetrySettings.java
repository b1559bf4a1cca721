package dev.zeitnot.lichess;

import io.github.resilience4j.core.IntervalFunction;
import java.time.Duration;

/**
 * How often and how fast a failed call (network error or 5xx) is tried again: exponential backoff
 * from {@code initialInterval} by {@code multiplier} up to {@code maxInterval}, each wait jittered
 * by +-50%, at most {@code maxAttempts} tries in all (the first included), and never past
 * {@code budget} from the first try: each try's timeout and each wait are cut to what is left
 * of it, so a call never takes longer than its budget.
 */
public record RetrySettings(int maxAttempts, Duration initialInterval, double multiplier,
    Duration maxInterval, Duration budget) {

  /** Commands and reads: 5 tries, waits of about 0.5, 1, 2 and 4 s, all within 15 s. */
  public static final RetrySettings DEFAULT = new RetrySettings(5, Duration.ofMillis(500), 2.0,
      Duration.ofSeconds(8), Duration.ofSeconds(15));

  /**
   * Moves are urgent: tried again after about 0.1 s, the wait growing by half up to 1 s, for at
   * most 60 s (the official client's figure); the caller stops it sooner when the game no longer
   * waits for the move or our clock has run out.
   */
  public static final RetrySettings MOVES = new RetrySettings(200, Duration.ofMillis(100), 1.5,
      Duration.ofSeconds(1), Duration.ofSeconds(60));

  public RetrySettings {
    if (maxAttempts < 1) {
      throw new IllegalArgumentException("maxAttempts must be at least 1, was " + maxAttempts);
    }
    if (budget.isNegative() || budget.isZero()) {
      throw new IllegalArgumentException("budget must be positive, was " + budget);
    }
  }

  /** As before, with a budget of a minute. */
  public RetrySettings(int maxAttempts, Duration initialInterval, double multiplier,
      Duration maxInterval) {
    this(maxAttempts, initialInterval, multiplier, maxInterval, Duration.ofMinutes(1));
  }

  /** Tried once only, within {@code budget}. */
  public static RetrySettings once(Duration budget) {
    return new RetrySettings(1, Duration.ofMillis(1), 1.0, Duration.ofMillis(1), budget);
  }

  /** The wait before try {@code attempt + 1}, uncut. */
  IntervalFunction backoff() {
    return IntervalFunction.ofExponentialRandomBackoff(initialInterval, multiplier, 0.5,
        maxInterval);
  }
}
