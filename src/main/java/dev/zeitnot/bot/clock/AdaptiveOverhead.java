package dev.zeitnot.bot.clock;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.OptionalLong;
import java.util.Deque;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The move overhead learned from the round trips we actually paid (docs/time-management.md,
 * section 1). After each of our moves the next state shows our clock as the server saw it; what
 * we expected minus what it reports is the cost of the trip of the state to us and of the move
 * back. The overhead is the {@value #PERCENTILE}th percentile of the last {@value #WINDOW} such
 * costs plus {@value #MARGIN_MS} ms, never below the configured figure: what this move must
 * keep back. The moves still to come cost, together, about their number times the mean trip, so
 * {@link #tripMs()} (the mean plus the margin, never below the configured figure) is what each
 * of them is planned at. Thread-safe: one instance serves every game, since they share the link.
 */
public final class AdaptiveOverhead {

  /** How many recent round trips count. */
  public static final int WINDOW = 20;
  /** The percentile taken of them: robust to the odd spike of a single sample, not blind to jitter. */
  public static final int PERCENTILE = 95;
  /** Added to the percentile: covers the server's 10 ms clock resolution and engine overrun. */
  public static final long MARGIN_MS = 25;
  /** Growth smaller than this is not worth a log line. */
  private static final long LOG_STEP_MS = 10;

  private static final Logger log = LoggerFactory.getLogger(AdaptiveOverhead.class);

  private final long configuredMs;
  private final boolean adaptive;
  private final Deque<Long> samples = new ArrayDeque<>();
  private long currentMs;
  private long loggedMs;

  public AdaptiveOverhead(long configuredMs, boolean adaptive) {
    this.configuredMs = configuredMs;
    this.adaptive = adaptive;
    this.currentMs = configuredMs;
    this.loggedMs = configuredMs;
  }

  /** The overhead to subtract from our clock now. */
  public synchronized long currentMs() {
    return currentMs;
  }

  /** What each move still to come is expected to cost: the mean round trip plus the margin. */
  public synchronized long tripMs() {
    if (!adaptive || samples.isEmpty()) {
      return currentMs;
    }
    long mean = Math.round(samples.stream().mapToLong(Long::longValue).average().orElse(0));
    return Math.min(currentMs, Math.max(configuredMs, mean + MARGIN_MS));
  }

  /** This move's overhead and the expected cost of each later one, read together. */
  public synchronized LinkCost cost() {
    return new LinkCost(currentMs, tripMs());
  }

  /**
   * Records one move's round trip.
   *
   * @param expectedClockMs our clock as we estimated it: clock at the state's arrival, minus our
   *     time from that arrival to posting, plus the increment
   * @param reportedClockMs our clock in the next state, after the server applied our move
   */
  public synchronized void observe(long expectedClockMs, long reportedClockMs) {
    long cost = Math.max(0, expectedClockMs - reportedClockMs);
    samples.addLast(cost);
    if (samples.size() > WINDOW) {
      samples.removeFirst();
    }
    if (!adaptive) {
      return;
    }
    long previous = currentMs;
    currentMs = Math.max(configuredMs, percentile() + MARGIN_MS);
    log.debug("round trip {} ms, overhead {} ms", cost, currentMs);
    if (currentMs > previous && currentMs >= loggedMs + LOG_STEP_MS) {
      log.info("move overhead raised to {} ms (was {} ms): the last {} round trips cost up to {} ms",
          currentMs, previous, samples.size(), samples.stream().mapToLong(Long::longValue).max().orElse(0));
      loggedMs = currentMs;
    } else if (currentMs < loggedMs) {
      loggedMs = currentMs;
    }
  }

  /** The latest round trip measured, in ms; empty before the first. */
  public synchronized OptionalLong lastTripMs() {
    return samples.isEmpty() ? OptionalLong.empty() : OptionalLong.of(samples.peekLast());
  }

  /** The number of round trips remembered (at most {@link #WINDOW}). */
  public synchronized int sampleCount() {
    return samples.size();
  }

  // Nearest-rank percentile: the smallest sample at or above PERCENTILE% of them.
  private long percentile() {
    long[] sorted = samples.stream().mapToLong(Long::longValue).toArray();
    Arrays.sort(sorted);
    int rank = (int) Math.ceil(PERCENTILE / 100.0 * sorted.length);
    return sorted[Math.max(0, rank - 1)];
  }
}
