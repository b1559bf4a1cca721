package dev.zeitnot.arena;

import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;
import java.util.Random;

/** Plays a uniformly random legal move: the weakest opponent, and the fallback of the others. */
public final class RandomOpponent implements Opponent {

  private final Random random;

  public RandomOpponent(long seed) {
    this.random = new Random(seed);
  }

  @Override
  public String chooseMove(GameSnapshot snapshot) {
    return randomMove(snapshot, random);
  }

  /** A random legal move of the snapshot's position (null if there is none). */
  static String randomMove(GameSnapshot snapshot, Random random) {
    Game game = new Game(snapshot.initialFen(), snapshot.chess960());
    snapshot.moves().forEach(game::play);
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
