package dev.zeitnot.bot.knowledge;

import dev.zeitnot.chess.Game;
import dev.zeitnot.engine.book.BookMove;
import dev.zeitnot.engine.book.OpeningBook;
import java.util.Locale;
import java.util.Optional;

/**
 * The knowledge consulted for one game's moves, in order: the opening book, then (when
 * configured) the online sources; the engine is asked only when they all have nothing.
 */
public final class GameKnowledge {
  private final OpeningBook book;

  GameKnowledge(OpeningBook book) {
    this.book = book;
  }

  /** A known move for the game's current position, or empty: then the engine must search. */
  public Optional<KnownMove> choose(Game game) {
    if (book != null) {
      Optional<BookMove> move = book.choose(game.position(), game.ply());
      if (move.isPresent()) {
        BookMove m = move.get();
        return Optional.of(new KnownMove(m.move(), MoveOrigin.BOOK, String.format(Locale.ROOT, "%s %d%% of %d",
            m.book().getFileName(), m.percent(), m.choices())));
      }
    }
    return Optional.empty();
  }
}
