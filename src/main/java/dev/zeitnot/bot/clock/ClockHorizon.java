package dev.zeitnot.bot.clock;

/**
 * How many moves the clock is shared over ({@link dev.zeitnot.engine.SearchLimits#movesLeft()}):
 * the engine gives each move {@code (clock - N x trip) / N}, so N sets both the pace and what is
 * kept for the trips of the moves to come.
 *
 * <p>Spending that way, the clock falls by a factor {@code 1 - 1/N} a move until only the trips of
 * N moves are left, which it then pays: it lasts about {@code N x (ln(clock / (N x trip)) + 1)}
 * moves. N is the smallest count that lasts the long game ({@link GameLength#longGameMoves}),
 * never fewer than the expected moves left (the pace on a fast link or a large clock), and never
 * more than {@code clock / trip} (rounded up), the moves the clock can pay at all with no thinking
 * (a lost game's long game is longer, so the bot thinks less there):
 * a clock too small for the long game is spent on trips alone, with the engine at its floor. So on a
 * slow link or a small clock the count rises and the bot spends less; as the game goes on it
 * falls and the clock is spent. Only the part of the trip the increment does not pay counts.
 */
public final class ClockHorizon {

  private ClockHorizon() {}

  /**
   * The moves to share {@code clockMs} over after {@code movesPlayed} moves of a game whose clock
   * started at {@code initialMs}, each later move costing {@code tripMs} outside the search, with
   * {@code incrementMs} added per move, our last moves having scored {@code recent}.
   */
  public static int movesLeft(long clockMs, long tripMs, long incrementMs, int movesPlayed, long initialMs,
      RecentScores recent) {
    int expected = GameLength.expectedMovesLeft(movesPlayed);
    long unpaidTrip = tripMs - incrementMs;
    if (unpaidTrip <= 0) {
      return expected;
    }
    // Rounded up: a clock that cannot pay the long game's trips then leaves nothing to think with.
    int payable = (int) Math.max(1, Math.min(Integer.MAX_VALUE, (clockMs + unpaidTrip - 1) / unpaidTrip));
    int longGame = GameLength.longGameMoves(Math.max(initialMs, clockMs), unpaidTrip, recent);
    int mustLast = GameLength.longGameMovesLeft(movesPlayed, longGame);
    int lasting = payable;
    // movesLasted(n) >= n while n x trip <= clock, so the answer is at most mustLast.
    for (int n = 1; n <= Math.min(payable, mustLast); n++) {
      if (movesLasted(n, clockMs, unpaidTrip) >= mustLast) {
        lasting = n;
        break;
      }
    }
    return Math.min(payable, Math.max(expected, lasting));
  }

  /** How many moves a clock shared over {@code n} moves lasts, each costing {@code tripMs} besides. */
  static double movesLasted(int n, long clockMs, long tripMs) {
    return n * (Math.log((double) clockMs / ((double) n * tripMs)) + 1);
  }
}
