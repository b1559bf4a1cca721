package dev.zeitnot.arena.faults;

import dev.zeitnot.arena.clock.TimeSource;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The network conditions and injected HTTP errors, switchable at any time: one-way latency with
 * jitter (applied to every request received and every stream line sent), and error answers
 * (e.g. 500 or 429) for requests whose path contains a given text. It also watches whether
 * clients honour a 429 as the official description asks: a request matching the same fault from
 * the same token within a minute (only for the same game for a move or a game stream) is counted
 * as too early; moves among them are counted apart too, as a client may choose to retry a move
 * sooner (the description allows no exception, and lichess-bot waits the minute there too).
 * Stream faults (close, stall, malformed line) act on open streams and live in {@link OpenStreams}.
 */
public final class Faults {

  /** How long a client must wait after a 429, on every endpoint (the official description). */
  public static final long RATE_LIMIT_PAUSE_MS = 60_000;
  private static final Pattern GAME_PATH = Pattern.compile("/api/bot/game/(?:stream/)?(\\w+)");

  private static final Logger LOG = LoggerFactory.getLogger(Faults.class);

  private final TimeSource time;
  private volatile long latencyMs;
  private volatile long jitterMs;
  private final List<Failure> failures = new CopyOnWriteArrayList<>();
  private final List<Gate> gates = new CopyOnWriteArrayList<>();
  private final AtomicInteger requestsTooSoonAfter429 = new AtomicInteger();
  private final AtomicInteger movesTooSoonAfter429 = new AtomicInteger();
  private final AtomicInteger rateLimitedAnswers = new AtomicInteger();

  /** An injected error: requests whose path contains {@code pathPart} get {@code status}. */
  private record Failure(String pathPart, int status, AtomicInteger remaining) {
  }

  /** A 429 we sent: the token must leave matching requests ({@code game}: "" for any) alone until {@code until}. */
  private record Gate(String token, String pathPart, String game, long until) {
    boolean covers(String token, String path, long now) {
      return this.token.equals(token) && path.contains(pathPart)
          && (game.isEmpty() || game.equals(gameOf(path))) && now < until;
    }
  }

  public Faults(TimeSource time) {
    this.time = time;
  }

  /** Delays every request and stream line by {@code latencyMs ± jitterMs} (uniform). */
  public void setLatency(long latencyMs, long jitterMs) {
    if (latencyMs < 0 || jitterMs < 0 || jitterMs > latencyMs) {
      throw new IllegalArgumentException("Latency " + latencyMs + " ms with jitter " + jitterMs
          + " ms: both must be >= 0 and the jitter at most the latency");
    }
    this.latencyMs = latencyMs;
    this.jitterMs = jitterMs;
  }

  public long latencyMs() {
    return latencyMs;
  }

  public long jitterMs() {
    return jitterMs;
  }

  /** One draw of the one-way delay in ms. */
  public long nextDelayMs() {
    long jitter = jitterMs;
    long delay = latencyMs + (jitter == 0 ? 0
        : ThreadLocalRandom.current().nextLong(-jitter, jitter + 1));
    return Math.max(0, delay);
  }

  /**
   * Answers the next {@code times} requests whose path contains {@code pathPart} with
   * {@code status} (500, 429, ...); {@code times < 0} means until {@link #clearFailures()}.
   */
  public void failRequests(String pathPart, int status, int times) {
    failures.add(new Failure(pathPart, status, new AtomicInteger(times)));
    LOG.info("Fault: {} for {} request(s) to *{}*", status, times < 0 ? "all" : times, pathPart);
  }

  public void clearFailures() {
    failures.clear();
  }

  /** How many requests were answered 429 by an injected failure. */
  public int rateLimitedAnswers() {
    return rateLimitedAnswers.get();
  }

  /** How many requests came back within a minute of a 429 on the same path and token. */
  public int requestsTooSoonAfter429() {
    return requestsTooSoonAfter429.get();
  }

  /** How many of {@link #requestsTooSoonAfter429()} were moves. */
  public int movesTooSoonAfter429() {
    return movesTooSoonAfter429.get();
  }

  /** Checks an incoming request: returns the status to fail it with, if a rule applies. */
  public Optional<Integer> onRequest(String token, String path) {
    long now = time.millis();
    gates.removeIf(gate -> now >= gate.until());
    if (gates.stream().anyMatch(gate -> gate.covers(token, path, now))) {
      requestsTooSoonAfter429.incrementAndGet();
      if (path.contains("/move/")) {
        movesTooSoonAfter429.incrementAndGet();
      }
      LOG.warn("{} again too soon after a 429: clients must wait a minute", path);
    }
    for (Failure failure : failures) {
      if (path.contains(failure.pathPart()) && take(failure)) {
        if (failure.status() == 429) {
          rateLimitedAnswers.incrementAndGet();
          gates.add(new Gate(token, failure.pathPart(), gameOf(path), now + RATE_LIMIT_PAUSE_MS));
        }
        return Optional.of(failure.status());
      }
    }
    return Optional.empty();
  }

  /** The game of a move or game-stream path, else "" (the 429 then covers the path part for every game). */
  static String gameOf(String path) {
    Matcher matcher = GAME_PATH.matcher(path);
    return matcher.lookingAt() && (path.contains("/move/") || path.contains("/stream/"))
        ? matcher.group(1) : "";
  }

  private static boolean take(Failure failure) {
    AtomicInteger remaining = failure.remaining();
    if (remaining.get() < 0) {
      return true;
    }
    return remaining.getAndUpdate(n -> n > 0 ? n - 1 : 0) > 0;
  }
}
