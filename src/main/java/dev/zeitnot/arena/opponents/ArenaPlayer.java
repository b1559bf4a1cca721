package dev.zeitnot.arena.opponents;

import dev.zeitnot.arena.games.GameSnapshot;

/**
 * A player the arena runs itself for one game (an engine or a random mover). It is asked for a
 * move whenever it is to move; the arena charges its clock like anyone else's.
 */
public interface ArenaPlayer extends AutoCloseable {

  /** The move to play in UCI for the side to move of {@code game}. */
  String chooseMove(GameSnapshot game);

  /**
   * Whether to accept the draw the other side offers in {@code game} (asked on this player's
   * turn, instead of a move, while the offer stands); declining means playing on.
   */
  default boolean acceptsDraw(GameSnapshot game) {
    return false;
  }

  /** The game is over: free the engine. */
  @Override
  default void close() {
  }
}
