package dev.zeitnot.bot.knowledge;

import dev.zeitnot.chess.Game;
import dev.zeitnot.engine.book.BookMove;
import dev.zeitnot.engine.book.OpeningBook;
import java.util.Locale;
import java.util.Optional;

/**
 * The knowledge consulted for one game's moves, in order: the opening book, then the online
 * opening sources, then the online tablebase; the engine is asked only when they all have nothing.
 */
public final class GameKnowledge {
  private final OpeningBook book;
  private final OnlineMoves online;

  GameKnowledge(OpeningBook book, OnlineMoves online) {
    this.book = book;
    this.online = online;
  }

  /**
   * A known move for the game's current position, or empty: then the engine must search.
   * {@code clockMs} is our clock (-1 without one), {@code budgetMs} the time this move may take;
   * online sources are asked only when both can spare their timeout.
   */
  public Optional<KnownMove> choose(Game game, long clockMs, long budgetMs) {
    if (book != null) {
      Optional<BookMove> move = book.choose(game.position(), game.ply());
      if (move.isPresent()) {
        BookMove m = move.get();
        return Optional.of(new KnownMove(m.move(), MoveOrigin.BOOK, String.format(Locale.ROOT, "%s %d%% of %d",
            m.book().getFileName(), m.percent(), m.choices())));
      }
    }
    return online == null ? Optional.empty() : online.choose(game, clockMs, budgetMs);
  }
}
