package dev.zeitnot.engine.book;

import dev.zeitnot.chess.Move;
import dev.zeitnot.chess.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * One or more Polyglot books consulted in order, with the owner's rules: a selection mode, a
 * least weight (compared with each weight as {@link BookNormalization} reads it), a depth in
 * plies after which the books are no longer asked, and a cap on the book moves one game plays.
 * Only moves that are legal on our board and do not repeat a position for the third time are
 * played; the first book with such a move gives it. One instance serves one game (it counts that
 * game's book moves); the files and {@code random} may be shared.
 */
public final class OpeningBook {
  private final List<PolyglotBook> books;
  private final BookSelection selection;
  private final int minWeight;
  private final int maxPly;
  private final RandomGenerator random;
  private final BookNormalization normalization;
  private final int maxMoves;
  /** The book moves given so far in this game. */
  private int given;

  /**
   * @param books consulted in this order
   * @param minWeight entries below this weight are ignored
   * @param maxPly no book move once this many plies have been played in the game
   * @param random the source for {@code weighted} and {@code uniform} (seed it for repeatable picks)
   */
  public OpeningBook(List<PolyglotBook> books, BookSelection selection, int minWeight, int maxPly,
      RandomGenerator random) {
    this(books, selection, minWeight, maxPly, random, BookNormalization.NONE, 0);
  }

  /**
   * As above, with {@code minWeight} compared with the weights as {@code normalization} reads
   * them, and at most {@code maxMoves} book moves in the game (0: no cap).
   */
  public OpeningBook(List<PolyglotBook> books, BookSelection selection, int minWeight, int maxPly,
      RandomGenerator random, BookNormalization normalization, int maxMoves) {
    this.books = List.copyOf(books);
    this.selection = selection;
    this.minWeight = minWeight;
    this.maxPly = maxPly;
    this.random = random;
    this.normalization = normalization;
    this.maxMoves = maxMoves;
  }

  /**
   * The book move for {@code position} (its history is used for repetitions) after {@code ply}
   * plies of the game, or empty when the books have none, the game is deeper than the limit or
   * has had its {@code maxMoves} book moves. A move given counts as played.
   */
  public Optional<BookMove> choose(Position position, int ply) {
    if (ply >= maxPly || books.isEmpty() || (maxMoves > 0 && given >= maxMoves)) {
      return Optional.empty();
    }
    long key = PolyglotKey.of(position);
    for (PolyglotBook book : books) {
      List<Integer> moves = new ArrayList<>();
      List<Integer> weights = new ArrayList<>();
      List<BookEntry> entries = book.entries(key);
      long heaviest = entries.stream().mapToLong(BookEntry::weight).max().orElse(0);
      long total = entries.stream().mapToLong(BookEntry::weight).sum();
      for (BookEntry entry : entries) {
        boolean heavyEnough = normalization.of(entry.weight(), heaviest, total) >= minWeight;
        int move = heavyEnough ? PolyglotMove.decode(position, entry.move()) : Move.NONE;
        if (move != Move.NONE && !moves.contains(move) && !repeatsThirdTime(position, move)) {
          moves.add(move);
          weights.add(entry.weight());
        }
      }
      if (!moves.isEmpty()) {
        int chosen = selection.pick(weights, random);
        long kept = weights.stream().mapToLong(Integer::longValue).sum();
        given++;
        return Optional.of(new BookMove(moves.get(chosen), weights.get(chosen), kept, moves.size(), book.file()));
      }
    }
    return Optional.empty();
  }

  private static boolean repeatsThirdTime(Position position, int move) {
    Position after = position.copy();
    after.makeMove(move);
    return after.repetitionCount() >= 2;
  }
}
