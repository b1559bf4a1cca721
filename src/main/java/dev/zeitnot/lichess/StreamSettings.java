package dev.zeitnot.lichess;

import io.github.resilience4j.core.IntervalFunction;
import java.time.Duration;

/**
 * How a stream watches its connection: after {@code stallTimeout} without a single byte the
 * connection counts as dead and is replaced; reconnects wait from {@code minBackoff} doubling up
 * to {@code maxBackoff}, each wait jittered by +-50%, starting over once a line arrives.
 *
 * <p>The event stream's stall timeout is 15 s: the server sends a keep-alive every 6 s there, so
 * 15 s is two missed keep-alives plus jitter, and each reconnect spends one of the 30 opens allowed
 * per 10 minutes. A game stream's is 9 s: one missed keep-alive (the server sends one every 7 s)
 * plus 2 s of jitter. While a game stream is silent our clock may be running unseen, and a
 * reconnect costs only one gameFull; the soak benchmark lost 1+1 games with 11-13 s left to a
 * 15 s limit. A dead HTTP/2 connection is usually found sooner by the client's ping interval.
 */
public record StreamSettings(Duration stallTimeout, Duration minBackoff, Duration maxBackoff) {

  /** The event stream: the server allows 30 opens per 10 minutes, so reconnect patiently. */
  public static final StreamSettings EVENT_STREAM =
      new StreamSettings(Duration.ofSeconds(15), Duration.ofSeconds(1), Duration.ofSeconds(60));

  /** A game stream: our clock runs while we are deaf, so reconnect quickly. */
  public static final StreamSettings GAME_STREAM =
      new StreamSettings(Duration.ofSeconds(9), Duration.ofMillis(250), Duration.ofSeconds(10));

  public StreamSettings {
    if (stallTimeout.isNegative() || stallTimeout.isZero()) {
      throw new IllegalArgumentException("stallTimeout must be positive, was " + stallTimeout);
    }
  }

  /** The wait before reconnect number {@code n} (1 for the first). */
  IntervalFunction backoff() {
    return IntervalFunction.ofExponentialRandomBackoff(minBackoff,
        2.0, 0.5, maxBackoff.compareTo(minBackoff) < 0 ? minBackoff : maxBackoff);
  }
}
