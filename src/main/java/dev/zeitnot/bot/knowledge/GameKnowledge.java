package dev.zeitnot.bot.knowledge;

import dev.zeitnot.chess.Game;
import dev.zeitnot.engine.book.BookMove;
import dev.zeitnot.engine.book.OpeningBook;
import dev.zeitnot.engine.syzygy.TablebaseMove;
import java.util.Locale;
import java.util.Optional;

/**
 * The knowledge consulted for one game's moves, in order: the opening book, then the local Syzygy
 * tables, then the online opening sources, then the online tablebase; the engine is asked only
 * when they all have nothing.
 */
public final class GameKnowledge {
  private final OpeningBook book;
  private final LocalTablebase tablebase;
  private final OnlineMoves online;
  /** The tablebase's category for the position of the last {@link #choose}, or null (not asked, or a book move). */
  private String verdict;
  /** Whether {@link #verdict} came from the local tables (their resign and draw settings apply). */
  private boolean localVerdict;

  GameKnowledge(OpeningBook book, LocalTablebase tablebase, OnlineMoves online) {
    this.book = book;
    this.tablebase = tablebase;
    this.online = online;
  }

  /**
   * A known move for the game's current position, or empty: then the engine must search.
   * {@code clockMs} is our clock (-1 without one), {@code maxWaitMs} the longest this move may
   * wait for one online source (its timeout is cut to it).
   */
  public Optional<KnownMove> choose(Game game, long clockMs, long maxWaitMs) {
    verdict = null;
    localVerdict = false;
    if (book != null) {
      Optional<BookMove> move = book.choose(game.position(), game.ply());
      if (move.isPresent()) {
        BookMove m = move.get();
        return Optional.of(new KnownMove(m.move(), MoveOrigin.BOOK, String.format(Locale.ROOT, "%s %d%% of %d",
            m.book().getFileName(), m.percent(), m.choices())));
      }
    }
    Optional<TablebaseMove> local = tablebase.choose(game.position());
    if (local.isPresent()) {
      TablebaseMove c = local.get();
      verdict = c.verdict();
      localVerdict = true;
      return Optional.of(new KnownMove(c.move(), MoveOrigin.SYZYGY,
          String.format(Locale.ROOT, "%s dtz %d", c.verdict(), c.dtz())));
    }
    Optional<KnownMove> move = online.choose(game, clockMs, maxWaitMs);
    verdict = online.lastTablebase() == null ? null : online.lastTablebase().category();
    return move;
  }

  /**
   * Whether the tablebase, asked for the last {@link #choose}, says the side to move is lost
   * and the owner wants a resignation then ({@code online.tablebase.resign_when_lost}, or
   * {@code knowledge.syzygy.resign_when_lost} when the local tables answered).
   */
  public boolean resignsAsLost() {
    boolean wanted = localVerdict ? tablebase.config().resignWhenLost() : online.config().tablebase().resignWhenLost();
    return wanted && "loss".equals(verdict);
  }

  /**
   * Whether the tablebase, asked for the last {@link #choose}, says the position is drawn (a
   * cursed win or blessed loss included: the fifty-move rule draws them) and the owner wants a
   * draw offered then ({@code online.tablebase.offer_draw_when_drawn}, or
   * {@code knowledge.syzygy.offer_draw_when_drawn} when the local tables answered).
   */
  public boolean offersDrawAsDrawn() {
    boolean wanted = localVerdict ? tablebase.config().offerDrawWhenDrawn()
        : online.config().tablebase().offerDrawWhenDrawn();
    return wanted && ("draw".equals(verdict) || "cursed-win".equals(verdict) || "blessed-loss".equals(verdict));
  }
}
