package dev.zeitnot.engine;

/**
 * When a search must stop, as in UCI {@code go}. Unset values are {@link #UNSET} (-1) for the
 * clocks and the move time, and 0 for increments, movesToGo, depth, nodes and mate.
 *
 * @param whiteTimeMs white's remaining clock, -1 if no clock
 * @param blackTimeMs black's remaining clock, -1 if no clock
 * @param whiteIncMs white's increment per move
 * @param blackIncMs black's increment per move
 * @param movesToGo moves until the next time control, 0 if sudden death
 * @param moveTimeMs exact time for this move, -1 if not set
 * @param depth maximum depth in plies, 0 if not set
 * @param nodes maximum nodes, 0 if not set
 * @param mate search for a mate in this many moves, 0 if not set
 * @param infinite search until stopped
 * @param ponder the search runs on the opponent's time until {@code ponderHit} or {@code stop}
 */
public record SearchLimits(
    long whiteTimeMs, long blackTimeMs, long whiteIncMs, long blackIncMs, int movesToGo,
    long moveTimeMs, int depth, long nodes, int mate, boolean infinite, boolean ponder) {

  /** The value of an unset clock or move time. */
  public static final long UNSET = -1;

  private static final SearchLimits NONE =
      new SearchLimits(UNSET, UNSET, 0, 0, 0, UNSET, 0, 0, 0, false, false);

  public static SearchLimits depth(int depth) {
    return new SearchLimits(UNSET, UNSET, 0, 0, 0, UNSET, depth, 0, 0, false, false);
  }

  public static SearchLimits moveTime(long moveTimeMs) {
    return new SearchLimits(UNSET, UNSET, 0, 0, 0, moveTimeMs, 0, 0, 0, false, false);
  }

  public static SearchLimits clock(long wtime, long btime, long winc, long binc) {
    return new SearchLimits(wtime, btime, winc, binc, 0, UNSET, 0, 0, 0, false, false);
  }

  public static SearchLimits nodes(long nodes) {
    return new SearchLimits(UNSET, UNSET, 0, 0, 0, UNSET, 0, nodes, 0, false, false);
  }

  public static SearchLimits mate(int moves) {
    return new SearchLimits(UNSET, UNSET, 0, 0, 0, UNSET, 0, 0, moves, false, false);
  }

  /**
   * Search until stopped (UCI {@code go infinite}). Not named {@code infinite()} as the contract
   * first said: that name is the accessor of the {@code infinite} component.
   */
  public static SearchLimits untilStopped() {
    return new SearchLimits(UNSET, UNSET, 0, 0, 0, UNSET, 0, 0, 0, true, false);
  }

  /** No limit at all given (UCI {@code go} alone): treated as infinite. */
  public static SearchLimits none() {
    return NONE;
  }

  public SearchLimits withPonder(boolean value) {
    return new SearchLimits(whiteTimeMs, blackTimeMs, whiteIncMs, blackIncMs, movesToGo,
        moveTimeMs, depth, nodes, mate, infinite, value);
  }

  public SearchLimits withMovesToGo(int value) {
    return new SearchLimits(whiteTimeMs, blackTimeMs, whiteIncMs, blackIncMs, value,
        moveTimeMs, depth, nodes, mate, infinite, ponder);
  }

  public SearchLimits withDepth(int value) {
    return new SearchLimits(whiteTimeMs, blackTimeMs, whiteIncMs, blackIncMs, movesToGo,
        moveTimeMs, value, nodes, mate, infinite, ponder);
  }

  public SearchLimits withNodes(long value) {
    return new SearchLimits(whiteTimeMs, blackTimeMs, whiteIncMs, blackIncMs, movesToGo,
        moveTimeMs, depth, value, mate, infinite, ponder);
  }

  public SearchLimits withMoveTime(long value) {
    return new SearchLimits(whiteTimeMs, blackTimeMs, whiteIncMs, blackIncMs, movesToGo,
        value, depth, nodes, mate, infinite, ponder);
  }

  public SearchLimits withInfinite(boolean value) {
    return new SearchLimits(whiteTimeMs, blackTimeMs, whiteIncMs, blackIncMs, movesToGo,
        moveTimeMs, depth, nodes, mate, value, ponder);
  }

  /** Whether the side to move {@code color} (0 white, 1 black) has a clock to manage. */
  public boolean hasClock(int color) {
    return (color == 0 ? whiteTimeMs : blackTimeMs) >= 0;
  }

  public long timeMs(int color) {
    return color == 0 ? whiteTimeMs : blackTimeMs;
  }

  public long incMs(int color) {
    return color == 0 ? whiteIncMs : blackIncMs;
  }

  public boolean hasMoveTime() {
    return moveTimeMs >= 0;
  }
}
