package dev.zeitnot.config;

import dev.zeitnot.engine.book.BookFileException;
import dev.zeitnot.engine.book.BookNormalization;
import dev.zeitnot.engine.book.BookSelection;
import dev.zeitnot.engine.book.PolyglotBook;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The Polyglot opening books: which files per variant (and optionally per speed), and how a
 * move is picked from them. When enabled, every listed file is opened and checked at load, so a
 * bad book is reported by {@code check}, not in the middle of a game.
 *
 * @param enabled whether the books are consulted at all
 * @param selection how a move is picked among a position's book moves
 * @param minWeight entries below this weight (as {@code normalization} reads it) are ignored
 * @param maxPly the books are consulted for the first this many plies of a game
 * @param books per variant key ({@link ChallengeConfig#PLAYABLE_VARIANTS}), the files consulted in order
 * @param speedBooks per speed, per variant: files that replace {@link #books} for games of that speed
 * @param normalization how a position's weights are read before {@code minWeight} applies
 * @param maxMoves at most this many book moves in one game (0: no cap)
 * @param kinds books for kinds of game ({@code book.kinds.<name>}), in the file's order: for a game
 *     the {@code when} of one holds for, they replace the books above when it has at least as many
 *     conditions as those ({@code speed_books} count two, {@code books} one; {@link KindCondition})
 */
public record BookConfig(
    boolean enabled, BookSelection selection, int minWeight, int maxPly, Map<String, List<Path>> books,
    Map<String, Map<String, List<Path>>> speedBooks, BookNormalization normalization, int maxMoves,
    List<KindBooks> kinds) {

  /** The books of {@code book.kinds.<name>} for the games {@code when} holds for. */
  public record KindBooks(String name, KindCondition when, List<Path> files) {}

  public BookConfig {
    kinds = List.copyOf(kinds);
  }

  /** Without books per kind of game. */
  public BookConfig(boolean enabled, BookSelection selection, int minWeight, int maxPly,
      Map<String, List<Path>> books, Map<String, Map<String, List<Path>>> speedBooks,
      BookNormalization normalization, int maxMoves) {
    this(enabled, selection, minWeight, maxPly, books, speedBooks, normalization, maxMoves, List.of());
  }

  public static final BookConfig DEFAULT = new BookConfig(false, BookSelection.WEIGHTED, 1, 20, Map.of(), Map.of());

  /** Weights as written and no cap on book moves. */
  public BookConfig(boolean enabled, BookSelection selection, int minWeight, int maxPly,
      Map<String, List<Path>> books, Map<String, Map<String, List<Path>>> speedBooks) {
    this(enabled, selection, minWeight, maxPly, books, speedBooks, BookNormalization.NONE, 0);
  }

  /**
   * The files for {@code game}: those of the {@code kinds} entry with the most conditions that
   * hold (the first listed on a tie) when it has at least as many as the variant and speed keys
   * that apply, else as {@link #booksFor(String, String)}.
   */
  public List<Path> booksFor(GameKind game) {
    Map<String, List<Path>> forSpeed = speedBooks.get(game.speed());
    int keyed = forSpeed != null && forSpeed.containsKey(game.variant()) ? 2
        : books.containsKey(game.variant()) ? 1 : 0;
    KindBooks best = null;
    for (KindBooks kind : kinds) {
      if (kind.when().matches(game) && (best == null || kind.when().conditions() > best.when().conditions())) {
        best = kind;
      }
    }
    return best != null && best.when().conditions() >= keyed ? best.files() : booksFor(game.variant(), game.speed());
  }

  /** The files for a game of {@code variant} (a Lichess variant key) at {@code speed}; may be empty. */
  public List<Path> booksFor(String variant, String speed) {
    Map<String, List<Path>> forSpeed = speedBooks.get(speed);
    if (forSpeed != null && forSpeed.containsKey(variant)) {
      return forSpeed.get(variant);
    }
    return books.getOrDefault(variant, List.of());
  }

  public BookConfig withBooks(boolean enable, Map<String, List<Path>> value) {
    return new BookConfig(enable, selection, minWeight, maxPly, value, speedBooks, normalization, maxMoves, kinds);
  }

  static BookConfig read(ConfigNode node) {
    BookConfig d = DEFAULT;
    boolean enabled = node.bool("enabled", d.enabled);
    BookSelection selection = selection(node, d.selection);
    int minWeight = (int) node.integer("min_weight", d.minWeight, 0, 65_535);
    int maxPly = (int) node.integer("max_ply", d.maxPly, 0, 600);
    BookNormalization normalization = normalization(node, d.normalization);
    if (minWeight > normalization.maxMinWeight()) {
      node.problem("min_weight", minWeight + " is more than " + normalization.maxMinWeight() + ", the heaviest a "
          + "weight can be read with normalization " + normalization + "; set a percentage from 0 to 100");
    }
    int maxMoves = (int) node.integer("max_moves", d.maxMoves, 0, 600);
    Map<String, List<Path>> books = perVariant(node.section("books"), enabled);
    ConfigNode speeds = node.section("speed_books");
    Map<String, Map<String, List<Path>>> speedBooks = new LinkedHashMap<>();
    for (String speed : ChallengeConfig.SPEEDS) {
      if (speeds.has(speed)) {
        speedBooks.put(speed, perVariant(speeds.section(speed), enabled));
      }
    }
    speeds.finish();
    ConfigNode kindsNode = node.section("kinds");
    List<KindBooks> kinds = new java.util.ArrayList<>();
    for (String name : kindsNode.keys()) {
      ConfigNode section = kindsNode.section(name);
      KindCondition when = KindCondition.read(section.section("when"));
      if (when.conditions() == 0) {
        kindsNode.problem(name, "has no conditions in when; give at least one of variant, speed, color, opponent, "
            + "rated, tournament (book.books holds the books of every game)");
      }
      kinds.add(new KindBooks(name, when, section.list("books", List.of(), e -> book(e, enabled))));
      section.finish();
    }
    kindsNode.finish();
    node.finish();
    return new BookConfig(enabled, selection, minWeight, maxPly, books, Collections.unmodifiableMap(speedBooks),
        normalization, maxMoves, kinds);
  }

  private static BookNormalization normalization(ConfigNode node, BookNormalization fallback) {
    String text = node.string("normalization", fallback.toString());
    for (BookNormalization value : BookNormalization.values()) {
      if (value.toString().equalsIgnoreCase(text)) {
        return value;
      }
    }
    node.problem("normalization", "\"" + text + "\" is not a normalization; allowed: none, max, sum");
    return fallback;
  }

  private static BookSelection selection(ConfigNode node, BookSelection fallback) {
    String text = node.string("selection", fallback.toString());
    for (BookSelection value : BookSelection.values()) {
      if (value.toString().equalsIgnoreCase(text)) {
        return value;
      }
    }
    node.problem("selection", "\"" + text + "\" is not a selection; allowed: best, weighted, uniform");
    return fallback;
  }

  private static Map<String, List<Path>> perVariant(ConfigNode node, boolean check) {
    Map<String, List<Path>> books = new LinkedHashMap<>();
    for (String variant : ChallengeConfig.PLAYABLE_VARIANTS) {
      if (node.has(variant)) {
        books.put(variant, node.list(variant, List.of(), e -> book(e, check)));
      }
    }
    node.finish();
    return Collections.unmodifiableMap(books);
  }

  private static Path book(ConfigNode.Element element, boolean check) {
    Path file = Path.of(element.text());
    if (check) {
      try {
        PolyglotBook.open(file);
      } catch (BookFileException e) {
        return element.bad("is not a usable Polyglot book (" + e.getMessage() + "); fix the path, remove the "
            + "entry, or build a book with \"zeitnot book build\"");
      }
    }
    return file;
  }
}
