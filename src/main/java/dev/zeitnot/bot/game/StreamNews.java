package dev.zeitnot.bot.game;

import dev.zeitnot.lichess.model.ChatLine;
import dev.zeitnot.lichess.model.GameState;
import dev.zeitnot.lichess.model.OpponentGone;

/** What one event of the game stream told the session, once checked against the game so far. */
sealed interface StreamNews {

  /** Nothing to act on (an event before the game's first state, or one that does not replay). */
  record Nothing() implements StreamNews {}

  /**
   * A state of a game still in play; {@code opening} for the first full game, {@code ply} the
   * moves played so far.
   */
  record InPlay(GameState state, int ply, boolean opening) implements StreamNews {}

  /** The game is over; {@code state} is its final state, {@code ply} the moves played. */
  record Over(GameState state, int ply, GameResult result) implements StreamNews {}

  /** The opponent left or came back. */
  record Presence(OpponentGone gone) implements StreamNews {}

  /** A chat line. */
  record Chat(ChatLine line) implements StreamNews {}
}
