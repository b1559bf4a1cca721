package dev.zeitnot.bot.knowledge;

/**
 * Everything the bot knows besides its engine, shared by all games: the opening books (and the
 * online sources). Gives each game its own {@link GameKnowledge}.
 */
public final class Knowledge {
  /** No knowledge: every move is searched. */
  public static final Knowledge NONE = new Knowledge(BookShelf.EMPTY);

  private final BookShelf books;

  public Knowledge(BookShelf books) {
    this.books = books;
  }

  /** The knowledge for one game of {@code variant} at {@code speed} (Lichess keys; null reads as standard). */
  public GameKnowledge forGame(String variant, String speed) {
    return new GameKnowledge(books.forGame(variant == null ? "standard" : variant, speed));
  }
}
