package dev.zeitnot.bot.chat;

import dev.zeitnot.chess.Position;
import dev.zeitnot.config.DrawOfferPolicy;
import dev.zeitnot.config.DrawPolicy;
import dev.zeitnot.engine.SearchInfo;
import java.util.OptionalLong;

/**
 * What a game's session tells the chat commands (its engine, our last search, its rules against
 * this opponent, whether it is over), and the one thing they may ask of it: to wait ({@code !wait}).
 */
public interface GameFacts {

  /** Our account name, or null before the game's first state. */
  String ourName();

  String engineName();

  /** The last report of our last search, or null before our first move. */
  SearchInfo lastSearch();

  /** The position our last search started from (a copy), or null before our first move. */
  Position lastSearchPosition();

  boolean over();

  /** Our last move's round trip to the server, as our clock was charged for it, in ms; empty before one. */
  OptionalLong lastRoundTripMs();

  /** When we accept a draw from this opponent (disabled when never). */
  DrawPolicy drawPolicy();

  /** When we offer this opponent a draw (disabled when never). */
  DrawOfferPolicy drawOfferPolicy();

  /** The most takebacks this opponent may have this game (0 for a bot). */
  int maxTakebacks();

  int takebacksGranted();

  /** Waits longer before aborting a game the opponent has not started: the seconds added, 0 once it has started. */
  int waitForOpponent();
}
