package dev.zeitnot.lichess;

import java.time.Duration;

/**
 * How a stream watches its connection: after {@code stallTimeout} without a single byte (the server
 * sends a keep-alive every 6-7 s) the connection counts as dead and is replaced; reconnects wait
 * from {@code minBackoff} doubling up to {@code maxBackoff}, jittered, reset once a line arrives.
 */
public record StreamSettings(Duration stallTimeout, Duration minBackoff, Duration maxBackoff) {

  /** The event stream: the server allows 30 opens per 10 minutes, so reconnect patiently. */
  public static final StreamSettings EVENT_STREAM =
      new StreamSettings(Duration.ofSeconds(20), Duration.ofSeconds(1), Duration.ofSeconds(60));

  /** A game stream: our clock runs while we are deaf, so reconnect quickly. */
  public static final StreamSettings GAME_STREAM =
      new StreamSettings(Duration.ofSeconds(20), Duration.ofMillis(250), Duration.ofSeconds(10));

  public StreamSettings {
    if (stallTimeout.isNegative() || stallTimeout.isZero()) {
      throw new IllegalArgumentException("stallTimeout must be positive, was " + stallTimeout);
    }
  }
}
