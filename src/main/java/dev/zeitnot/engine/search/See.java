package dev.zeitnot.engine.search;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Move;
import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;

/**
 * Static exchange evaluation: the material a capture wins or loses when both sides keep
 * recapturing on its square with their least valuable piece (pins ignored); a crazyhouse drop is
 * a move of the dropped piece from nowhere. Used to put losing captures last and to skip them in
 * quiescence.
 */
final class See {

  /** Exchange values by piece type; the king counts as priceless. */
  static final int[] VALUE = {100, 320, 330, 500, 950, 20_000};

  /** Scratch space per thread: one array instead of one per call on the hot path. */
  private static final ThreadLocal<int[]> GAIN = ThreadLocal.withInitial(() -> new int[32]);

  private See() { }

  /** The exchange result of {@code move} in centipawns for the side making it. */
  static int evaluate(Position pos, int move) {
    if (Move.isCastling(move)) {
      return 0;
    }
    int from = Move.from(move);
    int to = Move.to(move);
    int captured = pos.capturedType(move);
    int[] gain = GAIN.get();
    int onSquare = pos.movingType(move);
    gain[0] = captured < 0 ? 0 : VALUE[captured];
    if (Move.isPromotion(move)) {
      onSquare = Move.promotion(move);
      gain[0] += VALUE[onSquare] - VALUE[PieceType.PAWN];
    }
    // A crazyhouse drop leaves no square empty behind it.
    long occupied = Move.isDrop(move) ? pos.occupied() : pos.occupied() ^ (1L << from);
    if (Move.isEnPassant(move)) {
      int capturedSquare = pos.sideToMove() == Color.WHITE ? to - 8 : to + 8;
      occupied ^= 1L << capturedSquare;
    }
    int side = Color.opposite(pos.sideToMove());
    long attackers = pos.attackersTo(to, occupied) & occupied;
    int d = 0;
    while (true) {
      long ours = attackers & pos.occupancy(side);
      if (ours == 0) {
        break;
      }
      int attackerType = -1;
      long attackerBit = 0;
      for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
        long bb = ours & pos.pieces(side, type);
        if (bb != 0) {
          attackerType = type;
          attackerBit = bb & -bb;
          break;
        }
      }
      if (attackerType == PieceType.KING
          && (attackers & pos.occupancy(Color.opposite(side)) & ~attackerBit) != 0) {
        break; // the king cannot capture into a defended square
      }
      d++;
      gain[d] = VALUE[onSquare] - gain[d - 1];
      if (Math.max(-gain[d - 1], gain[d]) < 0 || d == gain.length - 1) {
        break;
      }
      onSquare = attackerType;
      occupied ^= attackerBit;
      attackers = pos.attackersTo(to, occupied) & occupied;
      side = Color.opposite(side);
    }
    while (d > 0) {
      gain[d - 1] = -Math.max(-gain[d - 1], gain[d]);
      d--;
    }
    return gain[0];
  }
}
