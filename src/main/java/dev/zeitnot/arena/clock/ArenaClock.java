package dev.zeitnot.arena.clock;

/**
 * The real-time clock of one game, as the real server keeps it: nothing runs for the first
 * two plies, then the side to move is charged the full interval the server measures (bots get
 * no lag compensation), the increment is added only for a move made in time that does not end
 * the game, and reported times are whole centiseconds with the pending time already deducted.
 * Pure state: every method takes "now" so tests need no sleeping. Not thread-safe; the owning
 * game serialises calls.
 */
public final class ArenaClock {

  /** A 0-limit game would flag at once, so the server starts it at max(increment, 3 s). */
  private static final long MINIMUM_START_MS = 3_000;

  private final long limitMs;
  private final long incrementMs;
  private final long[] remaining = new long[2];
  private int running = -1;
  private long runningSince;

  /** A clock for {@code limitMs + incrementMs} (as in the challenge, limit may be 0). */
  public ArenaClock(long limitMs, long incrementMs) {
    this.limitMs = limitMs;
    this.incrementMs = incrementMs;
    long start = limitMs == 0 ? Math.max(incrementMs, MINIMUM_START_MS) : limitMs;
    remaining[0] = start;
    remaining[1] = start;
  }

  /** Restores a saved clock: both remaining times and how long the running side has used. */
  public static ArenaClock restore(long limitMs, long incrementMs, long whiteMs, long blackMs,
      int running, long runningForMs, long now) {
    ArenaClock clock = new ArenaClock(limitMs, incrementMs);
    clock.remaining[0] = whiteMs;
    clock.remaining[1] = blackMs;
    clock.running = running;
    clock.runningSince = now - runningForMs;
    return clock;
  }

  public long limitMs() {
    return limitMs;
  }

  public long incrementMs() {
    return incrementMs;
  }

  /** The colour whose time is running, or -1 before the second ply and after the end. */
  public int running() {
    return running;
  }

  /** How long the running side has been thinking (0 when nothing runs). */
  public long runningFor(long now) {
    return running < 0 ? 0 : now - runningSince;
  }

  /** Remaining time of {@code color} at the start of its current turn (for saving). */
  public long storedRemaining(int color) {
    return remaining[color];
  }

  /** Remaining time of {@code color} without rounding, pending time deducted, never negative. */
  public long exactRemaining(int color, long now) {
    long left = remaining[color] - (color == running ? now - runningSince : 0);
    return Math.max(0, left);
  }

  /** Remaining time as the server reports it: whole centiseconds, pending time deducted. */
  public long reported(int color, long now) {
    return exactRemaining(color, now) / 10 * 10;
  }

  /** True when the running side has used all its time. */
  public boolean isFlagged(long now) {
    return running >= 0 && remaining[running] - (now - runningSince) <= 0;
  }

  /** Starts the clock of {@code color} (after the second ply, and after every later move). */
  public void start(int color, long now) {
    running = color;
    runningSince = now;
  }

  /**
   * Charges {@code mover} for the time since its clock started. Returns false (and leaves the
   * mover at zero) when the move came too late: the move must then not be played.
   */
  public boolean charge(int mover, long now) {
    if (running != mover) {
      return true;
    }
    long elapsed = now - runningSince;
    if (elapsed >= remaining[mover]) {
      remaining[mover] = 0;
      running = -1;
      return false;
    }
    remaining[mover] -= elapsed;
    running = -1;
    return true;
  }

  /** Adds the increment to {@code mover}: only for an in-time move that does not end the game. */
  public void addIncrement(int mover) {
    remaining[mover] += incrementMs;
  }

  /** Stops the clock at the end of the game, charging the running side what it used. */
  public void stop(long now) {
    if (running >= 0) {
      remaining[running] = exactRemaining(running, now);
      running = -1;
    }
  }
}
