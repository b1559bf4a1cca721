package dev.zeitnot.arena;

/**
 * A player the arena runs itself for one game (an engine or a random mover). It is asked for a
 * move whenever it is to move; the arena charges its clock like anyone else's.
 */
public interface Opponent extends AutoCloseable {

  /** The move to play in UCI for the side to move of {@code game}. */
  String chooseMove(GameSnapshot game);

  /** The game is over: free the engine. */
  @Override
  default void close() {
  }
}
