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
 * @param movesLeft the moves the side to move is expected still to play in this game (a client's
 *     game-length model), 0 if not known: the time manager then uses movesToGo or its horizon
 * @param tripMs what each of those moves costs outside the search (the trip of the position to
 *     the engine's client and of the move back), 0 if the clocks already account for it
 */
public record SearchLimits(
    long whiteTimeMs, long blackTimeMs, long whiteIncMs, long blackIncMs, int movesToGo,
    long moveTimeMs, int depth, long nodes, int mate, boolean infinite, boolean ponder,
    int movesLeft, long tripMs) {

  /** The value of an unset clock or move time. */
  public static final long UNSET = -1;

  private static final SearchLimits NONE =
      new SearchLimits(UNSET, UNSET, 0, 0, 0, UNSET, 0, 0, 0, false, false, 0, 0);

  public static SearchLimits depth(int depth) {
    return new SearchLimits(UNSET, UNSET, 0, 0, 0, UNSET, depth, 0, 0, false, false, 0, 0);
  }

  public static SearchLimits moveTime(long moveTimeMs) {
    return new SearchLimits(UNSET, UNSET, 0, 0, 0, moveTimeMs, 0, 0, 0, false, false, 0, 0);
  }

  public static SearchLimits clock(long wtime, long btime, long winc, long binc) {
    return new SearchLimits(wtime, btime, winc, binc, 0, UNSET, 0, 0, 0, false, false, 0, 0);
  }

  public static SearchLimits nodes(long nodes) {
    return new SearchLimits(UNSET, UNSET, 0, 0, 0, UNSET, 0, nodes, 0, false, false, 0, 0);
  }

  public static SearchLimits mate(int moves) {
    return new SearchLimits(UNSET, UNSET, 0, 0, 0, UNSET, 0, 0, moves, false, false, 0, 0);
  }

  /**
   * Search until stopped (UCI {@code go infinite}). Not named {@code infinite()} as the contract
   * first said: that name is the accessor of the {@code infinite} component.
   */
  public static SearchLimits untilStopped() {
    return new SearchLimits(UNSET, UNSET, 0, 0, 0, UNSET, 0, 0, 0, true, false, 0, 0);
  }

  /** No limit at all given (UCI {@code go} alone): treated as infinite. */
  public static SearchLimits none() {
    return NONE;
  }

  public SearchLimits withPonder(boolean value) {
    return new SearchLimits(whiteTimeMs, blackTimeMs, whiteIncMs, blackIncMs, movesToGo,
        moveTimeMs, depth, nodes, mate, infinite, value, movesLeft, tripMs);
  }

  public SearchLimits withMovesToGo(int value) {
    return new SearchLimits(whiteTimeMs, blackTimeMs, whiteIncMs, blackIncMs, value,
        moveTimeMs, depth, nodes, mate, infinite, ponder, movesLeft, tripMs);
  }

  public SearchLimits withDepth(int value) {
    return new SearchLimits(whiteTimeMs, blackTimeMs, whiteIncMs, blackIncMs, movesToGo,
        moveTimeMs, value, nodes, mate, infinite, ponder, movesLeft, tripMs);
  }

  public SearchLimits withNodes(long value) {
    return new SearchLimits(whiteTimeMs, blackTimeMs, whiteIncMs, blackIncMs, movesToGo,
        moveTimeMs, depth, value, mate, infinite, ponder, movesLeft, tripMs);
  }

  public SearchLimits withMoveTime(long value) {
    return new SearchLimits(whiteTimeMs, blackTimeMs, whiteIncMs, blackIncMs, movesToGo,
        value, depth, nodes, mate, infinite, ponder, movesLeft, tripMs);
  }

  public SearchLimits withInfinite(boolean value) {
    return new SearchLimits(whiteTimeMs, blackTimeMs, whiteIncMs, blackIncMs, movesToGo,
        moveTimeMs, depth, nodes, mate, value, ponder, movesLeft, tripMs);
  }

  /**
   * These limits with the game-length plan of a client: {@code movesLeft} expected moves still to
   * play, each costing {@code tripMs} outside the search.
   */
  public SearchLimits withTrips(int movesLeft, long tripMs) {
    return new SearchLimits(whiteTimeMs, blackTimeMs, whiteIncMs, blackIncMs, movesToGo,
        moveTimeMs, depth, nodes, mate, infinite, ponder, movesLeft, tripMs);
  }

  /**
   * These limits for an engine that knows nothing of trips (UCI): the clock of {@code color} is
   * reduced by the trips of the moves left (never below 0), and the plan is dropped.
   */
  public SearchLimits foldTrips(int color) {
    if (tripMs <= 0 || !hasClock(color)) {
      return withTrips(0, 0);
    }
    long kept = Math.max(0, timeMs(color) - Math.max(1, movesLeft) * tripMs);
    return new SearchLimits(color == 0 ? kept : whiteTimeMs, color == 1 ? kept : blackTimeMs,
        whiteIncMs, blackIncMs, movesToGo, moveTimeMs, depth, nodes, mate, infinite, ponder, 0, 0);
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
