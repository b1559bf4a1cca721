package dev.zeitnot.arena.games;

import dev.zeitnot.arena.accounts.ArenaAccount;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Someone following a game: a player's game stream or an arena opponent's seat. */
public interface GameViewer {

  /** The account watching (a player of the game). */
  ArenaAccount account();

  /** Receives one line of the game stream (a gameState, chatLine or opponentGone). */
  void send(ObjectNode line);

  /** The game ended after its final line, or this viewer was replaced: stop following. */
  void close();

  /** True for the arena's own players, which never leave a game. */
  default boolean alwaysPresent() {
    return false;
  }
}
