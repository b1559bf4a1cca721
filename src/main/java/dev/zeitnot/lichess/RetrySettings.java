package dev.zeitnot.lichess;

import io.github.resilience4j.core.IntervalFunction;
import io.github.resilience4j.retry.RetryConfig;
import java.time.Duration;
import java.util.function.Predicate;

/**
 * How often and how fast a failed call is tried again: exponential backoff from
 * {@code initialInterval} by {@code multiplier} up to {@code maxInterval}, each wait jittered by
 * +-50%, at most {@code maxAttempts} tries in all (the first included).
 */
public record RetrySettings(int maxAttempts, Duration initialInterval, double multiplier,
    Duration maxInterval) {

  /** Idempotent commands and reads: 5 tries over about 8 s. */
  public static final RetrySettings DEFAULT =
      new RetrySettings(5, Duration.ofMillis(500), 2.0, Duration.ofSeconds(8));

  /** Moves are urgent: tries every 0.1 s growing to 1 s, for about 15 s (the official client: 60 s). */
  public static final RetrySettings MOVES =
      new RetrySettings(20, Duration.ofMillis(100), 1.5, Duration.ofSeconds(1));

  public RetrySettings {
    if (maxAttempts < 1) {
      throw new IllegalArgumentException("maxAttempts must be at least 1, was " + maxAttempts);
    }
  }

  /** Tried once only. */
  public static RetrySettings none() {
    return new RetrySettings(1, Duration.ofMillis(1), 1.0, Duration.ofMillis(1));
  }

  RetryConfig toConfig(Predicate<Throwable> retryable) {
    return RetryConfig.custom()
        .maxAttempts(maxAttempts)
        .intervalFunction(IntervalFunction.ofExponentialRandomBackoff(
            initialInterval, multiplier, 0.5, maxInterval))
        .retryOnException(retryable)
        .build();
  }
}
