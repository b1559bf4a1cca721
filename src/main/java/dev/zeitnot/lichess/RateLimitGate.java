package dev.zeitnot.lichess;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Remembers which endpoints answered 429 and until when; shared by every caller of one client so
 * no thread hammers an endpoint another thread was told to leave alone. Time comes from an
 * injectable clock.
 */
public final class RateLimitGate {

  private static final Logger log = LoggerFactory.getLogger(RateLimitGate.class);

  private final Clock clock;
  private final Map<Endpoint, Closure> closures = new ConcurrentHashMap<>();

  private record Closure(Instant until, String serverMessage) {}

  public RateLimitGate(Clock clock) {
    this.clock = clock;
  }

  /** Throws {@link RateLimitedException} while the endpoint's gate is closed. */
  public void check(Endpoint endpoint) {
    Closure closure = closures.get(endpoint);
    if (closure == null) {
      return;
    }
    if (clock.instant().isBefore(closure.until())) {
      throw new RateLimitedException(endpoint, closure.until(), closure.serverMessage());
    }
    closures.remove(endpoint, closure);
  }

  /** Closes the endpoint's gate for {@code penalty} from now and returns the exception to throw. */
  public RateLimitedException close(Endpoint endpoint, Duration penalty, String serverMessage) {
    Instant until = clock.instant().plus(penalty);
    closures.merge(endpoint, new Closure(until, serverMessage),
        (old, fresh) -> old.until().isAfter(fresh.until()) ? old : fresh);
    log.warn("rate-limited on {}: pausing it for {} s", endpoint.description(), penalty.toSeconds());
    return new RateLimitedException(endpoint, until, serverMessage);
  }

  /** When the endpoint opens again, if it is closed now. */
  public Optional<Instant> closedUntil(Endpoint endpoint) {
    Closure closure = closures.get(endpoint);
    return closure == null || !clock.instant().isBefore(closure.until())
        ? Optional.empty()
        : Optional.of(closure.until());
  }
}
