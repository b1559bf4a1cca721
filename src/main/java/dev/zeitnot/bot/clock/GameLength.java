package dev.zeitnot.bot.clock;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;

/**
 * How many moves the side to move should plan still to play in this game: the horizon over which
 * the clock and the trips of the moves to come are shared (README, section run).
 *
 * <p>It is a high estimate, not a mean. A game that runs longer than planned must still afford
 * the trips of its last moves, and one that ends sooner leaves about (moves planned x trip) on
 * the clock: at 1+0 with 250 ms trips every move planned costs 0.4 % of the clock at the end.
 * Measured in our own games (bench/game-length.sh over bot-vs-Stockfish games), the moves still
 * played hardly depend on the material: the median is 25-30 moves in every band, the 75th
 * percentile 35-50, with a tail of drawn endgames running to 130+ moves. Those marathons come
 * with little material, so the plan grows from {@value #FULL_BOARD_MOVES_LEFT} moves with every
 * piece on the board to {@value #BARE_BOARD_MOVES_LEFT} with none. The clock enters through the
 * budget, not the count: the engine shares {@code clock - moves left x trip} over the moves left,
 * so the same count spends a large clock freely and a small one sparingly.
 */
public final class GameLength {

  /** Material at the start (both sides, kings excluded): 16 pawns, 4 knights, 4 bishops, 4 rooks, 2 queens. */
  public static final int START_MATERIAL = 78;
  /** Moves planned with every piece on the board. */
  public static final int FULL_BOARD_MOVES_LEFT = 45;
  /** Moves planned with bare kings (drawn endgames are where the long games happen). */
  public static final int BARE_BOARD_MOVES_LEFT = 55;

  private static final int[] VALUE = {1, 3, 3, 5, 9, 0};

  private GameLength() {}

  /** The moves to plan for with {@code material} (in pawns, both sides) on the board. */
  public static int movesLeft(int material) {
    int traded = START_MATERIAL - Math.max(0, Math.min(material, START_MATERIAL));
    return FULL_BOARD_MOVES_LEFT
        + (BARE_BOARD_MOVES_LEFT - FULL_BOARD_MOVES_LEFT) * traded / START_MATERIAL;
  }

  /** The moves to plan for the side to move in {@code position}. */
  public static int movesLeft(Position position) {
    return movesLeft(material(position));
  }

  /** The material on the board, both sides, in pawns (P 1, N 3, B 3, R 5, Q 9), kings excluded. */
  public static int material(Position position) {
    int total = 0;
    for (int type = PieceType.PAWN; type < PieceType.KING; type++) {
      total += VALUE[type] * (Long.bitCount(position.pieces(Color.WHITE, type))
          + Long.bitCount(position.pieces(Color.BLACK, type)));
    }
    return total;
  }
}
