package dev.zeitnot.lichess;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Remembers which endpoints answered 429 and for how long; shared by every caller of one client
 * so no thread calls an endpoint another thread was told to leave alone. The policy (docs/running.md,
 * "Rate limits"): the body's {@code ratelimit.seconds} when given; else every endpoint but moves
 * a full minute, as the official description asks and lichess-bot does; a move about a second,
 * doubling on each further 429 of that game's moves up to {@link #MAX_MOVE_PAUSE}. The move rule
 * is our own, a deliberate deviation from both: the server has no limiter of its own on moves (a
 * 429 there comes from a global one), and a minute without moving loses every game with less than
 * a minute on the clock, while a few posts seconds apart cost the server little. Per-game
 * endpoints (moves, game streams) have one gate per game, so one game's pause never holds back
 * another. Time comes from an injected monotonic clock (nanoseconds).
 */
public final class RateLimitGate {

  /** The pause of a move after its first 429. */
  public static final Duration FIRST_MOVE_PAUSE = Duration.ofSeconds(1);
  /** The longest pause of a move after repeated 429s without a successful post between. */
  public static final Duration MAX_MOVE_PAUSE = Duration.ofSeconds(8);
  /** The pause of every other endpoint (the official description: wait a full minute after a 429). */
  public static final Duration FULL_PAUSE = Duration.ofMinutes(1);

  private static final Logger log = LoggerFactory.getLogger(RateLimitGate.class);

  private final LongSupplier nanoTime;
  private final Map<Key, Closure> closures = new ConcurrentHashMap<>();
  /** 429s in a row per gate, reset by a successful call: the move pause grows with them. */
  private final Map<Key, Integer> strikes = new ConcurrentHashMap<>();
  private volatile Consumer<Endpoint> watcher = endpoint -> { };

  /** A gate: the endpoint and, for a per-game endpoint, the game ("" otherwise). */
  private record Key(Endpoint endpoint, String gameId) {
    static Key of(Endpoint endpoint, String gameId) {
      return new Key(endpoint, endpoint.perGame() && gameId != null ? gameId : "");
    }

    String describe() {
      return gameId.isEmpty() ? endpoint.description() : endpoint.description() + " of game " + gameId;
    }
  }

  private record Closure(long untilNanos, String serverMessage) {}

  /** A gate on {@code nanoTime}, a monotonic clock ({@link System#nanoTime} outside tests). */
  public RateLimitGate(LongSupplier nanoTime) {
    this.nanoTime = nanoTime;
  }

  /** Throws {@link RateLimitedException} while the gate of this endpoint (and game) is closed. */
  public void check(Endpoint endpoint, String gameId) {
    Key key = Key.of(endpoint, gameId);
    Closure closure = closures.get(key);
    if (closure == null) {
      return;
    }
    long left = closure.untilNanos() - nanoTime.getAsLong();
    if (left > 0) {
      throw new RateLimitedException(endpoint, Duration.ofNanos(left), closure.serverMessage());
    }
    closures.remove(key, closure);
  }

  /**
   * Closes the gate after a 429: for {@code serverSeconds} when the body gave them (above 0),
   * else by the policy above. Returns the exception to throw.
   */
  public RateLimitedException close(Endpoint endpoint, String gameId, int serverSeconds,
      String serverMessage) {
    Key key = Key.of(endpoint, gameId);
    int strike = strikes.merge(key, 1, Integer::sum);
    Duration pause = serverSeconds > 0 ? Duration.ofSeconds(serverSeconds) : pause(endpoint, strike);
    long until = nanoTime.getAsLong() + pause.toNanos();
    closures.merge(key, new Closure(until, serverMessage),
        (old, fresh) -> old.untilNanos() - fresh.untilNanos() > 0 ? old : fresh);
    log.warn("rate-limited on {}: pausing it for {} ms", key.describe(), pause.toMillis());
    watcher.accept(endpoint);
    return new RateLimitedException(endpoint, pause, serverMessage);
  }

  /** Who to tell of each 429 (on the calling thread; it must return quickly), e.g. the metrics. */
  public void watch(Consumer<Endpoint> watcher) {
    this.watcher = watcher;
  }

  /** A call through this gate succeeded: the next 429 starts the move pause over. */
  public void passed(Endpoint endpoint, String gameId) {
    if (!strikes.isEmpty()) {
      strikes.remove(Key.of(endpoint, gameId));
    }
  }

  /** How long the gate stays closed, if it is closed now. */
  public Optional<Duration> closedFor(Endpoint endpoint, String gameId) {
    Closure closure = closures.get(Key.of(endpoint, gameId));
    long left = closure == null ? 0 : closure.untilNanos() - nanoTime.getAsLong();
    return left > 0 ? Optional.of(Duration.ofNanos(left)) : Optional.empty();
  }

  /** The pause without server seconds: a move's doubles from one second; any other is a minute. */
  static Duration pause(Endpoint endpoint, int strike) {
    if (endpoint != Endpoint.MOVE) {
      return FULL_PAUSE;
    }
    Duration grown = FIRST_MOVE_PAUSE.multipliedBy(1L << Math.min(strike - 1, 10));
    return grown.compareTo(MAX_MOVE_PAUSE) > 0 ? MAX_MOVE_PAUSE : grown;
  }
}
