package dev.zeitnot.bot.chat;

import dev.zeitnot.engine.SearchInfo;

/** What a game's session tells the chat commands: its engine, our last search, whether it is over. */
public interface GameFacts {

  /** Our account name, or null before the game's first state. */
  String ourName();

  String engineName();

  /** The last report of our last search, or null before our first move. */
  SearchInfo lastSearch();

  boolean over();
}
