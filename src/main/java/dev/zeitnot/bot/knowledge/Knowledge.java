package dev.zeitnot.bot.knowledge;

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
   * set-up position), and the online sources that know the variant ({@link OnlineMoves}).
   */
  public GameKnowledge forGame(String variant, String speed) {
    String key = variant == null ? "standard" : variant;
    boolean standard = key.equals("standard") || key.equals("fromPosition");
    return new GameKnowledge(books.forGame(key, speed), standard ? tablebase : LocalTablebase.NONE,
        new OnlineMoves(online, key));
  }
}
