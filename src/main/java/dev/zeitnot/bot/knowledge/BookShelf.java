package dev.zeitnot.bot.knowledge;

import dev.zeitnot.config.BookConfig;
import dev.zeitnot.config.GameKind;
import dev.zeitnot.engine.book.OpeningBook;
import dev.zeitnot.engine.book.PolyglotBook;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.random.RandomGenerator;

/**
 * The owner's opening books, each file opened (and checked) once when the bot starts and shared
 * by every game; gives the books of a game's variant and speed.
 */
public final class BookShelf {
  /** No books. */
  public static final BookShelf EMPTY = new BookShelf(BookConfig.DEFAULT, Map.of(), new Random());

  private final BookConfig config;
  private final Map<Path, PolyglotBook> opened;
  private final RandomGenerator random;

  private BookShelf(BookConfig config, Map<Path, PolyglotBook> opened, RandomGenerator random) {
    this.config = config;
    this.opened = opened;
    this.random = random;
  }

  /** Opens every book {@code config} lists (none when disabled); a bad file throws BookFileException. */
  public static BookShelf open(BookConfig config, RandomGenerator random) {
    Map<Path, PolyglotBook> opened = new HashMap<>();
    if (config.enabled()) {
      config.books().values().forEach(files -> files.forEach(f -> opened.computeIfAbsent(f, PolyglotBook::open)));
      config.speedBooks().values().forEach(byVariant -> byVariant.values()
          .forEach(files -> files.forEach(f -> opened.computeIfAbsent(f, PolyglotBook::open))));
      config.kinds().forEach(kind -> kind.files().forEach(f -> opened.computeIfAbsent(f, PolyglotBook::open)));
    }
    return new BookShelf(config, Map.copyOf(opened), random);
  }

  /** The books for a game of {@code variant} at {@code speed} (Lichess keys), or null if there are none. */
  public OpeningBook forGame(String variant, String speed) {
    return forGame(GameKind.of(variant, speed));
  }

  /** The books for {@code game} ({@link BookConfig#booksFor(GameKind)}), or null if there are none. */
  public OpeningBook forGame(GameKind game) {
    if (!config.enabled()) {
      return null;
    }
    List<PolyglotBook> books = config.booksFor(game).stream().map(opened::get).toList();
    return books.isEmpty() ? null
        : new OpeningBook(books, config.selection(), config.minWeight(), config.maxPly(), random,
            config.normalization(), config.maxMoves());
  }
}
