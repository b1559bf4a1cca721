package dev.zeitnot.bot.game;

import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;
import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.Score;
import dev.zeitnot.engine.SearchInfo;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A fake engine whose every search thinks until it is stopped (as a long correspondence search
 * does), then plays the first legal move; it counts its searches and whether it was closed.
 */
final class ThinkUntilStoppedEngine implements Engine {

  final AtomicInteger searches = new AtomicInteger();
  volatile boolean searching;
  volatile boolean closed;
  private boolean stopped;

  @Override
  public String name() {
    return "think-until-stopped";
  }

  @Override
  public void newGame() {}

  @Override
  public SearchResult search(SearchRequest request, SearchListener listener) {
    synchronized (this) {
      searches.incrementAndGet();
      searching = true;
      stopped = false;
      while (!stopped) {
        try {
          wait();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          break;
        }
      }
      searching = false;
    }
    Game game = new Game(request.initialFen(), request.chess960());
    request.moves().forEach(game::play);
    int[] moves = new int[Position.MAX_MOVES];
    if (game.position().generateLegal(moves) == 0) {
      return new SearchResult(null, null, null);
    }
    return new SearchResult(Uci.format(moves[0]), null,
        new SearchInfo(1, 1, Score.cp(0), 1, 0, 0, 0, List.of(Uci.format(moves[0]))));
  }

  @Override
  public synchronized void stop() {
    stopped = true;
    notifyAll();
  }

  @Override
  public void ponderHit() {}

  @Override
  public void close() {
    closed = true;
    stop();
  }
}
