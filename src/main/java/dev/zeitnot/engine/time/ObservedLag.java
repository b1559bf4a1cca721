package dev.zeitnot.engine.time;

import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchRequest;
import java.util.ArrayDeque;
import java.util.Deque;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The adaptive move overhead of docs/time-management.md section 1, for when the engine is its
 * own client (UCI): from the clocks of two consecutive searches of one game it learns how much
 * time each move lost outside the search (pipes, process scheduling, the GUI), and raises the
 * overhead to a high percentile of the recent losses plus a margin. Without it a loaded machine drains the
 * clock to a few hundred milliseconds and one stall flags.
 */
public final class ObservedLag {

  private static final Logger log = LoggerFactory.getLogger(ObservedLag.class);

  /** Samples kept: the last moves of this and earlier games. */
  static final int WINDOW = 20;
  /** Added to the highest sample, so the overhead covers a little worse than seen. */
  static final long MARGIN_MS = 10;

  private final Deque<Long> samples = new ArrayDeque<>();
  private SearchRequest previous;
  private int previousSide;
  private long previousUsedMs;
  private long reportedOverheadMs;

  /**
   * The overhead to use: the configured one, or more when recent moves lost more than that.
   * Call before each search; it first learns from the clock of {@code request} if it continues
   * the previously searched game by one move of each side.
   */
  public synchronized long overheadMs(SearchRequest request, int sideToMove, long configuredMs) {
    learn(request, sideToMove);
    long highest = percentile95();
    long overhead = Math.max(configuredMs, highest == 0 ? 0 : highest + MARGIN_MS);
    if (overhead > reportedOverheadMs && overhead > configuredMs) {
      log.info("move overhead raised to {} ms (configured {} ms): recent moves lost up to {} ms outside the search",
          overhead, configuredMs, highest);
    }
    reportedOverheadMs = Math.max(reportedOverheadMs, overhead);
    return overhead;
  }

  /** The 95th percentile of the samples (the second highest of twenty), 0 without samples. */
  private long percentile95() {
    if (samples.isEmpty()) {
      return 0;
    }
    long[] sorted = samples.stream().mapToLong(Long::longValue).sorted().toArray();
    return sorted[(int) Math.ceil(0.95 * sorted.length) - 1];
  }

  /** Remembers a finished search: its request, the side that moved and the time it took. */
  public synchronized void searched(SearchRequest request, int sideToMove, long usedMs) {
    boolean timed = request.limits().hasClock(sideToMove) && !request.limits().ponder()
        && !request.limits().infinite();
    previous = timed ? request : null;
    previousSide = sideToMove;
    previousUsedMs = usedMs;
  }

  private void learn(SearchRequest request, int side) {
    SearchLimits limits = request.limits();
    if (previous == null || side != previousSide || !limits.hasClock(side) || limits.ponder()
        || !request.initialFen().equals(previous.initialFen())
        || request.moves().size() != previous.moves().size() + 2
        || !request.moves().subList(0, previous.moves().size()).equals(previous.moves())) {
      return;
    }
    SearchLimits before = previous.limits();
    long expected = before.timeMs(side) - previousUsedMs + before.incMs(side);
    long lost = Math.max(0, expected - limits.timeMs(side));
    samples.addLast(lost);
    if (samples.size() > WINDOW) {
      samples.removeFirst();
    }
    previous = null;
  }
}
