package dev.zeitnot.e2e;

import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Wraps an engine so that each ponder search reaches it only after a delay, which makes the
 * ponder race certain: the opponent's reply, and the bot's stop, arrive before {@code go ponder}.
 * A stop or a ponder hit ends the delay at once (or skips it, if it came before the search did),
 * so the search reaches the engine right behind the stop and the delay takes nothing from the
 * time the bot allows a stopped engine to answer. Counts the stops that came before a ponder
 * search reached the engine.
 */
final class DelayedPonderStart implements Engine {

  /** Longer than the opponent's reply takes even on a starved machine. */
  static final long DELAY_MS = 2_000;
  static final AtomicInteger EARLY_STOPS = new AtomicInteger();

  private final Engine engine;
  private final Object lock = new Object();
  /** A search of the wrapped engine runs: stops and hits are its own. */
  private boolean running;
  /** A stop came while no search ran: it is for the ponder search delayed now or about to be. */
  private boolean stopped;
  /** The same for a ponder hit. */
  private boolean hit;

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
    synchronized (lock) {
      if (request.limits().ponder()) {
        awaitStopOrHit();
        if (stopped) {
          EARLY_STOPS.incrementAndGet();
        }
      }
      stopped = false;
      hit = false;
      running = true;
    }
    try {
      return engine.search(request, listener);
    } finally {
      synchronized (lock) {
        running = false;
      }
    }
  }

  private void awaitStopOrHit() {
    long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(DELAY_MS);
    try {
      for (long left = until - System.nanoTime(); !stopped && !hit && left > 0; left = until - System.nanoTime()) {
        TimeUnit.NANOSECONDS.timedWait(lock, left);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public void stop() {
    synchronized (lock) {
      stopped = !running;
      lock.notifyAll();
      // Under the lock, so the wrapped engine has this stop before the delayed search reaches it
      // (it keeps a stop that comes while no search runs for the next one).
      engine.stop();
    }
  }

  @Override
  public void ponderHit() {
    synchronized (lock) {
      hit = !running;
      lock.notifyAll();
    }
    engine.ponderHit();
  }

  @Override
  public void close() {
    engine.close();
  }
}
