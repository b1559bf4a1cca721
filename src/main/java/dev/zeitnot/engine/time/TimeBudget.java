package dev.zeitnot.engine.time;

/**
 * How long one move may take.
 *
 * @param softMs after a depth completes, no new depth starts once this is used (before scaling)
 * @param hardMs the search stops at once when this is used
 * @param scalable whether best-move stability and score falls may rescale the soft limit (not
 *     for a fixed movetime)
 */
public record TimeBudget(long softMs, long hardMs, boolean scalable) {

  /** No time limit (infinite, depth, nodes or mate searches). */
  public static final TimeBudget UNLIMITED = new TimeBudget(Long.MAX_VALUE, Long.MAX_VALUE, false);

  public boolean isUnlimited() {
    return hardMs == Long.MAX_VALUE;
  }
}
