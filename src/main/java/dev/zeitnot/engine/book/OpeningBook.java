package dev.zeitnot.engine.book;

import dev.zeitnot.chess.Move;
import dev.zeitnot.chess.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * One or more Polyglot books consulted in order, with the owner's rules: a selection mode, a
 * least weight, and a depth in plies after which the books are no longer asked. Only moves that
 * are legal on our board and do not repeat a position for the third time are played; the first
 * book with such a move gives it. Safe for concurrent games when {@code random} is.
 */
public final class OpeningBook {
  private final List<PolyglotBook> books;
  private final BookSelection selection;
  private final int minWeight;
  private final int maxPly;
  private final RandomGenerator random;

  /**
   * @param books consulted in this order
   * @param minWeight entries below this weight are ignored
   * @param maxPly no book move once this many plies have been played in the game
   * @param random the source for {@code weighted} and {@code uniform} (seed it for repeatable picks)
   */
  public OpeningBook(List<PolyglotBook> books, BookSelection selection, int minWeight, int maxPly,
      RandomGenerator random) {
    this.books = List.copyOf(books);
    this.selection = selection;
    this.minWeight = minWeight;
    this.maxPly = maxPly;
    this.random = random;
  }

  /**
   * The book move for {@code position} (its history is used for repetitions) after {@code ply}
   * plies of the game, or empty when the books have none or the game is deeper than the limit.
   */
  public Optional<BookMove> choose(Position position, int ply) {
    if (ply >= maxPly || books.isEmpty()) {
      return Optional.empty();
    }
    long key = PolyglotKey.of(position);
    for (PolyglotBook book : books) {
      List<Integer> moves = new ArrayList<>();
      List<Integer> weights = new ArrayList<>();
      for (BookEntry entry : book.entries(key)) {
        int move = entry.weight() >= minWeight ? PolyglotMove.decode(position, entry.move()) : Move.NONE;
        if (move != Move.NONE && !moves.contains(move) && !repeatsThirdTime(position, move)) {
          moves.add(move);
          weights.add(entry.weight());
        }
      }
      if (!moves.isEmpty()) {
        int chosen = selection.pick(weights, random);
        long total = weights.stream().mapToLong(Integer::longValue).sum();
        return Optional.of(new BookMove(moves.get(chosen), weights.get(chosen), total, moves.size(), book.file()));
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
