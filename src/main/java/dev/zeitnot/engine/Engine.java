package dev.zeitnot.engine;

/** A chess engine the bot, the arena and the match runner can ask for moves: built in or external. */
public interface Engine extends AutoCloseable {

  /** The engine's name, e.g. for PGN tags and logs. */
  String name();

  /** Forgets what the engine learned about the previous game (transposition table, history). */
  void newGame();

  /**
   * Searches the position of {@code request} until its limits are reached or {@link #stop()} is
   * called, reporting progress to {@code listener} (may be {@link SearchListener#NONE}).
   * Blocks until the search has ended and always returns a legal move unless the game is over.
   */
  SearchResult search(SearchRequest request, SearchListener listener);

  /** Ends the running search at once, from any thread; {@code search} returns the best move so far. */
  void stop();

  /** The pondered move was played: the running ponder search continues as a normal timed search. */
  void ponderHit();

  @Override
  void close();
}
