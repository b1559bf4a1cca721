package dev.zeitnot.bot.game;

import dev.zeitnot.lichess.model.GameInfo;

/**
 * Where a game session is in its life, exactly one at a time: playing; resigning on the owner's
 * forced end (waiting for the final state); told by the event stream that the game is over (waiting
 * briefly for the game stream's final state, which says more); finished; or put aside (a
 * correspondence game waiting for the opponent, the session ended and the game going on).
 */
sealed interface SessionState {

  /** Whether the session still reads its game (neither finished nor put aside). */
  default boolean isOpen() {
    return !(this instanceof Finished) && !(this instanceof PutAside);
  }

  /** The game is on. */
  record Playing() implements SessionState {}

  /** We resigned (or aborted) at {@code sinceNanos}; the final state should follow. */
  record Resigning(long sinceNanos) implements SessionState {}

  /** The event stream reported the game over at {@code sinceNanos}; the game stream's final state may follow. */
  record EndingElsewhere(GameInfo info, long sinceNanos) implements SessionState {}

  /** The game is over: result logged, goodbye said, PGN written. */
  record Finished() implements SessionState {}

  /** A correspondence or unlimited game put aside until it is our turn. */
  record PutAside() implements SessionState {}
}
