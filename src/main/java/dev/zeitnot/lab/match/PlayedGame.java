package dev.zeitnot.lab.match;

import dev.zeitnot.chess.Game;
import java.util.List;

/**
 * A finished match game.
 *
 * @param game the moves from the opening position
 * @param result how it ended
 * @param moveComments per ply: the clock after the move and the engine's score, for the PGN
 */
public record PlayedGame(Game game, MatchOutcome result, List<String> moveComments) {

  public PlayedGame {
    moveComments = List.copyOf(moveComments);
  }
}
