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
   * standard). The online sources know standard chess only, so a Chess960 or variant game gets
   * only the books configured for its variant.
   */
  public GameKnowledge forGame(String variant, String speed) {
    String key = variant == null ? "standard" : variant;
    boolean standardRules = key.equals("standard") || key.equals("fromPosition");
    return new GameKnowledge(books.forGame(key, speed), standardRules ? new OnlineMoves(online) : null);
  }
}
