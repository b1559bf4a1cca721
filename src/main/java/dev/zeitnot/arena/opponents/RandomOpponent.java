package dev.zeitnot.arena.opponents;

import dev.zeitnot.arena.games.GameSnapshot;
import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;
import java.util.Random;

/**
 * Plays a uniformly random legal move: the weakest opponent, and the fallback of the others. It
 * accepts a draw offer when it is not ahead in material (pawn 1, knight and bishop 3, rook 5,
 * queen 9), so a level or lost position for it ends in a draw by agreement.
 */
public final class RandomOpponent implements ArenaPlayer {

  private final Random random;

  public RandomOpponent(long seed) {
    this.random = new Random(seed);
  }

  @Override
  public String chooseMove(GameSnapshot snapshot) {
    return randomMove(snapshot, random);
  }

  @Override
  public boolean acceptsDraw(GameSnapshot snapshot) {
    Position position = replay(snapshot).position();
    int us = snapshot.sideToMove();
    return material(position, us) <= material(position, Color.opposite(us));
  }

  private static int material(Position position, int color) {
    return Long.bitCount(position.pieces(color, PieceType.PAWN))
        + 3 * Long.bitCount(position.pieces(color, PieceType.KNIGHT) | position.pieces(color, PieceType.BISHOP))
        + 5 * Long.bitCount(position.pieces(color, PieceType.ROOK))
        + 9 * Long.bitCount(position.pieces(color, PieceType.QUEEN));
  }

  private static Game replay(GameSnapshot snapshot) {
    Game game = new Game(snapshot.initialFen(), snapshot.chess960(), snapshot.variant());
    snapshot.moves().forEach(game::play);
    return game;
  }

  /** A random legal move of the snapshot's position (null if there is none). */
  static String randomMove(GameSnapshot snapshot, Random random) {
    Game game = replay(snapshot);
    int[] moves = new int[Position.MAX_MOVES];
    int count = game.position().copy().generateLegal(moves);
    if (count == 0) {
      return null;
    }
    Uci.CastlingStyle style = snapshot.chess960()
        ? Uci.CastlingStyle.KING_TAKES_ROOK : Uci.CastlingStyle.KING_TWO_SQUARES;
    return Uci.format(moves[random.nextInt(count)], style);
  }
}
