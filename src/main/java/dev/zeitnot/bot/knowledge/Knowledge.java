package dev.zeitnot.bot.knowledge;

/**
 * Everything the bot knows besides its engine, shared by all games: the opening books and the
 * online sources. Gives each game its own {@link GameKnowledge}.
 */
public final class Knowledge {
  /** No knowledge: every move is searched. */
  public static final Knowledge NONE = new Knowledge(BookShelf.EMPTY, OnlineSources.NONE);

  private final BookShelf books;
  private final OnlineSources online;

  public Knowledge(BookShelf books, OnlineSources online) {
    this.books = books;
    this.online = online;
  }

  /**
   * The knowledge for one game of {@code variant} at {@code speed} (Lichess keys; null reads as
   * standard): the books configured for its variant, and the online sources that know the variant
   * ({@link OnlineMoves}).
   */
  public GameKnowledge forGame(String variant, String speed) {
    String key = variant == null ? "standard" : variant;
    return new GameKnowledge(books.forGame(key, speed), new OnlineMoves(online, key));
  }
}
