package dev.zeitnot.engine.search;

import dev.zeitnot.chess.Move;
import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;

/**
 * The moves of one node in the order worth trying: the transposition table move, winning and
 * equal captures by most valuable victim / least valuable attacker, queen promotions, killers,
 * quiet moves by history (crazyhouse drops among them), then losing captures; losing as the
 * variant's {@link SearchRules#exchange} says, and none losing in antichess, where every capture is
 * forced. Picks lazily (selection sort), because a cutoff usually comes from one of the first moves.
 */
final class MoveOrder {

  private static final int TT_MOVE = 2_000_000_000;
  private static final int GOOD_CAPTURE = 1_000_000_000;
  private static final int KILLER = 900_000_000;
  private static final int COUNTER = 800_000_000;
  private static final int BAD_CAPTURE = -1_000_000_000;

  private final SearchRules rules;
  final int[] moves = new int[Position.MAX_MOVES];
  private final int[] scores = new int[Position.MAX_MOVES];
  private int count;
  private int next;

  MoveOrder(SearchRules rules) {
    this.rules = rules;
  }

  /**
   * All legal moves (or captures only) of {@code pos}, scored; returns how many.
   * {@code previous1} and {@code previous2} are the piece-to indices of the last two moves.
   */
  int generate(Position pos, boolean capturesOnly, int ttMove, HistoryTables tables, int ply,
      int previous1, int previous2) {
    count = capturesOnly ? pos.generateCaptures(moves) : pos.generateLegal(moves);
    next = 0;
    int color = pos.sideToMove();
    int counter = tables.counter(previous1);
    for (int i = 0; i < count; i++) {
      int move = moves[i];
      if (move == ttMove) {
        scores[i] = TT_MOVE;
      } else if (pos.isCapture(move) || Move.isPromotion(move)) {
        scores[i] = scoreCapture(pos, move, capturesOnly);
      } else if (tables.isKiller(ply, move)) {
        scores[i] = KILLER + (tables.killer(ply, 0) == move ? 1 : 0);
      } else if (move == counter) {
        scores[i] = COUNTER;
      } else {
        int pieceTo = HistoryTables.pieceTo(pos, move);
        scores[i] = tables.quietScore(color, move, pieceTo, previous1, previous2);
      }
    }
    return count;
  }

  private int scoreCapture(Position pos, int move, boolean capturesOnly) {
    int victim = pos.capturedType(move);
    int attacker = pos.movingType(move);
    int mvvLva = (victim < 0 ? 0 : See.VALUE[victim]) * 8 - attacker;
    if (Move.isPromotion(move)) {
      if (Move.promotion(move) != PieceType.QUEEN) {
        return BAD_CAPTURE - 1_000 + mvvLva;
      }
      mvvLva += See.VALUE[PieceType.QUEEN] * 8;
    }
    // Quiescence skips losing captures anyway, so it does not need the exchange to order them.
    if (!rules.exchanges || (capturesOnly && !rules.explosions)) {
      return GOOD_CAPTURE + mvvLva;
    }
    if (rules.explosions) {
      int gain = rules.exchange(pos, move);
      return (gain >= 0 ? GOOD_CAPTURE : BAD_CAPTURE) + Math.max(-GOOD_CAPTURE / 2, Math.min(GOOD_CAPTURE / 2, gain));
    }
    if (capturesOnly || victim >= attacker || See.evaluate(pos, move) >= 0) {
      return GOOD_CAPTURE + mvvLva;
    }
    return BAD_CAPTURE + mvvLva;
  }

  /** The best remaining move, or {@link Move#NONE} when all were picked. */
  int next() {
    if (next >= count) {
      return Move.NONE;
    }
    int best = next;
    for (int i = next + 1; i < count; i++) {
      if (scores[i] > scores[best]) {
        best = i;
      }
    }
    int move = moves[best];
    int score = scores[best];
    moves[best] = moves[next];
    scores[best] = scores[next];
    moves[next] = move;
    scores[next] = score;
    next++;
    return move;
  }

  /** Whether the move picked last was ordered among the losing captures. */
  boolean lastWasBadCapture() {
    return next > 0 && scores[next - 1] < BAD_CAPTURE / 2;
  }
}
