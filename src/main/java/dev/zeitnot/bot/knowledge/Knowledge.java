package dev.zeitnot.bot.knowledge;

import dev.zeitnot.config.GameKind;

/**
 * Everything the bot knows besides its engine, shared by all games: the opening books, the local
 * Syzygy tables and the online sources. Gives each game its own {@link GameKnowledge}.
 */
public final class Knowledge {
  /** No knowledge: every move is searched. */
  public static final Knowledge NONE = new Knowledge(BookShelf.EMPTY, OnlineSources.NONE);

  private final BookShelf books;
  private final OnlineSources online;
  private final LocalTablebase tablebase;

  public Knowledge(BookShelf books, OnlineSources online) {
    this(books, online, LocalTablebase.NONE);
  }

  public Knowledge(BookShelf books, OnlineSources online, LocalTablebase tablebase) {
    this.books = books;
    this.online = online;
    this.tablebase = tablebase;
  }

  /**
   * The knowledge for one game of {@code variant} at {@code speed} (Lichess keys; null reads as
   * standard): the books configured for its variant, the local tables for standard chess (and a
   * set-up position), atomic and antichess, and the online sources that know the variant
   * ({@link OnlineMoves}).
   */
  public GameKnowledge forGame(String variant, String speed) {
    return forGame(GameKind.of(variant, speed));
  }

  /** As {@link #forGame(String, String)}, the books chosen for the whole kind of game ({@code book.kinds}). */
  public GameKnowledge forGame(GameKind game) {
    String key = game.variant() == null ? "standard" : game.variant();
    GameKind known = new GameKind(key, game.speed(), game.color(), game.opponentBot(), game.rated(), game.tournament());
    // Syzygy tables exist for standard chess, atomic and antichess (each read from its own files).
    boolean tables = key.equals("standard") || key.equals("fromPosition") || key.equals("atomic")
        || key.equals("antichess");
    return new GameKnowledge(books.forGame(known), tables ? tablebase : LocalTablebase.NONE,
        new OnlineMoves(online, key));
  }
}
