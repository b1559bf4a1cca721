package dev.zeitnot.e2e;

import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Wraps an engine so that each ponder search reaches it only after a delay, which makes the
 * ponder race certain: the opponent's reply, and the bot's stop, arrive before {@code go ponder}.
 * Counts the stops that came while a ponder search was still on its way.
 */
final class DelayedPonderStart implements Engine {

  static final long DELAY_MS = 150;
  static final AtomicInteger EARLY_STOPS = new AtomicInteger();

  private final Engine engine;
  private volatile boolean delaying;

  DelayedPonderStart(Engine engine) {
    this.engine = engine;
  }

  @Override
  public String name() {
    return engine.name();
  }

  @Override
  public void newGame() {
    engine.newGame();
  }

  @Override
  public SearchResult search(SearchRequest request, SearchListener listener) {
    if (request.limits().ponder()) {
      delaying = true;
      try {
        Thread.sleep(DELAY_MS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      } finally {
        delaying = false;
      }
    }
    return engine.search(request, listener);
  }

  @Override
  public void stop() {
    if (delaying) {
      EARLY_STOPS.incrementAndGet();
    }
    engine.stop();
  }

  @Override
  public void ponderHit() {
    engine.ponderHit();
  }

  @Override
  public void close() {
    engine.close();
  }
}
