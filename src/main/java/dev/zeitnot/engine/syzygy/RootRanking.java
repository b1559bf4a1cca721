package dev.zeitnot.engine.syzygy;

import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;

/**
 * Picks a root move by the tables: the best result under the fifty-move rule counted from the
 * position's own halfmove clock (a win within it, then a win it may spoil, a draw, a loss it
 * saves, a loss), then the shortest DTZ when winning, the longest when losing or drawing.
 */
final class RootRanking {
  /** Plies the fifty-move rule allows between zeroing moves. */
  private static final int FIFTY_MOVES = 100;
  /** DTZ of a zeroing move by the WDL it reaches (-2..2), from the mover's side. */
  private static final int[] ZEROING_DTZ = {-1, -101, 0, 101, 1};
  /** The result names by rank (higher is better for the side to move). */
  private static final String[] VERDICTS = {"loss", "blessed-loss", "draw", "cursed-win", "win"};

  private RootRanking() {}

  /**
   * The best move, or empty when a probe it needs is empty (or there is no legal move). Without
   * {@code fiftyMoveRule} a win is a win however long (as for a game without the rule).
   */
  static Optional<TablebaseMove> best(Position pos, boolean fiftyMoveRule, Function<Position, OptionalInt> wdl,
      Function<Position, OptionalInt> dtz) {
    int clock = pos.halfmoveClock();
    int[] moves = new int[Position.MAX_MOVES];
    int n = pos.generateLegal(moves);
    TablebaseMove best = null;
    int bestKey = Integer.MIN_VALUE;
    for (int i = 0; i < n; i++) {
      int move = moves[i];
      boolean zeroing = pos.isCapture(move) || pos.movingType(move) == PieceType.PAWN;
      pos.makeMove(move);
      OptionalInt distance = moveDtz(pos, zeroing, wdl, dtz);
      pos.unmakeMove();
      if (distance.isEmpty()) {
        return Optional.empty();
      }
      int d = distance.getAsInt();
      int rank = fiftyMoveRule ? rank(d, clock) : d > 0 ? 4 : d < 0 ? 0 : 2;
      // Within a rank: winning, the shorter the better; losing or drawing, the longer.
      int key = rank * 10_000 + (d > 0 ? 5_000 - d : -d);
      if (key > bestKey) {
        bestKey = key;
        best = new TablebaseMove(move, VERDICTS[rank], d);
      }
    }
    return Optional.ofNullable(best);
  }

  /** DTZ in plies from before the move just played on {@code pos}, from the mover's side. */
  private static OptionalInt moveDtz(Position pos, boolean zeroing, Function<Position, OptionalInt> wdl,
      Function<Position, OptionalInt> dtz) {
    if (pos.inCheck() && pos.countLegal() == 0) {
      return OptionalInt.of(1);
    }
    if (zeroing) {
      OptionalInt reply = wdl.apply(pos);
      return reply.isEmpty() ? reply : OptionalInt.of(ZEROING_DTZ[2 - reply.getAsInt()]);
    }
    OptionalInt reply = dtz.apply(pos);
    if (reply.isEmpty()) {
      return reply;
    }
    int d = -reply.getAsInt();
    return OptionalInt.of(d > 0 ? d + 1 : d < 0 ? d - 1 : 0);
  }

  /**
   * 4 a win within the fifty-move rule (one ply of margin: a DTZ may be one short), 3 a win it
   * may spoil, 2 a draw, 1 a loss it saves, 0 a loss.
   */
  static int rank(int dtz, int halfmoveClock) {
    if (dtz > 0) {
      return dtz + halfmoveClock < FIFTY_MOVES ? 4 : 3;
    }
    if (dtz < 0) {
      return -dtz + halfmoveClock > FIFTY_MOVES ? 1 : 0;
    }
    return 2;
  }
}
