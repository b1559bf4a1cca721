package dev.zeitnot.bot.report;

/**
 * What the bot tells whoever watches it (the ops endpoint's metrics, health and page): the event
 * stream's state, each game's turns, moves and end, what it does between games, and the faults
 * it met. Called on the bot's
 * own threads: an implementation returns quickly and never throws.
 */
public interface BotObserver {

  /** Watches nothing. */
  BotObserver NONE = new BotObserver() {};

  /** The token's account is {@code username} (public: the page shows it). */
  default void signedIn(String username) {}

  /** The event stream (re)connected. */
  default void eventStreamConnected() {}

  /** The event stream lost its connection and is reconnecting. */
  default void eventStreamDisconnected() {}

  /** The server refused the event stream or the token for good (e.g. 401: the token was revoked). */
  default void eventStreamRefused(String reason) {}

  /** A game's stream (re)connected. */
  default void gameStreamConnected(String gameId) {}

  /** It is our turn in {@code gameId} with {@code clockMs} on our clock (-1: no clock). */
  default void ourTurn(String gameId, long clockMs) {}

  /** A game's stream told a new position (either side moved, or the game started). */
  default void position(PositionReport position) {}

  /** What stood behind the move just posted. */
  default void searched(SearchReport search) {}

  /** A move was posted. */
  default void moved(MoveReport move) {}

  /** A game ended (or the session left it). */
  default void gameEnded(GameReport game) {}

  /** What the bot does between games now (told about once a second, changed or not). */
  default void lobby(LobbyReport lobby) {}

  /** The server answered 429 on {@code endpoint}. */
  default void rateLimited(String endpoint) {}

  /** A game's engine was restarted after it failed. */
  default void engineRestarted() {}
}
