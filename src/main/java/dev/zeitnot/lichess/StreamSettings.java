package dev.zeitnot.lichess;

import io.github.resilience4j.core.IntervalFunction;
import java.time.Duration;

/**
 * How a stream watches its connection: after {@code stallTimeout} without a single byte the
 * connection counts as dead and is replaced; reconnects wait from {@code minBackoff} doubling up
 * to {@code maxBackoff}, each wait jittered by +-50%, starting over once a line arrives.
 *
 * <p>The server sends an empty keep-alive line every {@link #SERVER_KEEP_ALIVE} (7 s) on both
 * streams. The event stream is taken for dead after two missed keep-alives plus a second: each
 * reconnect spends one of the 30 opens allowed per 10 minutes. A game stream after one missed
 * keep-alive plus {@link #GAME_STREAM_MARGIN}: while it is silent our clock may be running unseen,
 * and a reconnect costs only one gameFull, but a keep-alive late by a slow hop must not cost one.
 * A dead HTTP/2 connection is usually found sooner by the client's ping interval.
 */
public record StreamSettings(Duration stallTimeout, Duration minBackoff, Duration maxBackoff) {

  /** The server's keep-alive interval, the same on the event stream and on game streams. */
  public static final Duration SERVER_KEEP_ALIVE = Duration.ofSeconds(7);
  /** How late a game stream's keep-alive may be before the stream counts as dead. */
  public static final Duration GAME_STREAM_MARGIN = Duration.ofSeconds(3);

  /** The event stream: the server allows 30 opens per 10 minutes, so reconnect patiently. */
  public static final StreamSettings EVENT_STREAM =
      new StreamSettings(SERVER_KEEP_ALIVE.multipliedBy(2).plusSeconds(1), Duration.ofSeconds(1),
          Duration.ofSeconds(60));

  /** A game stream: our clock runs while we are deaf, so reconnect quickly. */
  public static final StreamSettings GAME_STREAM =
      new StreamSettings(SERVER_KEEP_ALIVE.plus(GAME_STREAM_MARGIN), Duration.ofMillis(250),
          Duration.ofSeconds(10));

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
