package dev.zeitnot.bot.clock;

/**
 * The clocks of a game state as the server reported them, in milliseconds.
 *
 * @param realTime false for correspondence and unlimited games (their "clocks" are deadlines)
 * @param whiteTimeMs white's clock
 * @param blackTimeMs black's clock
 * @param whiteIncMs white's increment
 * @param blackIncMs black's increment
 * @param initialMs the clock each side started the game with (0 when not known)
 */
public record ReportedClocks(
    boolean realTime, long whiteTimeMs, long blackTimeMs, long whiteIncMs, long blackIncMs, long initialMs) {

  public long timeMs(int color) {
    return color == 0 ? whiteTimeMs : blackTimeMs;
  }

  /** The same clocks with {@code color}'s set to {@code timeMs}. */
  public ReportedClocks withTime(int color, long timeMs) {
    return new ReportedClocks(realTime, color == 0 ? timeMs : whiteTimeMs, color == 1 ? timeMs : blackTimeMs,
        whiteIncMs, blackIncMs, initialMs);
  }

  public long incMs(int color) {
    return color == 0 ? whiteIncMs : blackIncMs;
  }
}
