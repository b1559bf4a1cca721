package dev.zeitnot.bot.game;

import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.MDC;

/**
 * One running engine and the thread its searches run on (with a deep stack, as the search's
 * helper threads have). A hung search holds only this thread: a replacement engine gets its own.
 */
final class EngineHandle {

  /** The stack of the search thread: deep searches recurse deeply. */
  private static final long STACK_BYTES = 64L << 20;

  private final Engine engine;
  private final ExecutorService thread;

  EngineHandle(Engine engine, String gameId) {
    this.engine = engine;
    this.thread = Executors.newSingleThreadExecutor(runnable -> {
      Thread searcher = new Thread(null, () -> {
        MDC.put(GameSession.MDC_KEY, gameId);
        runnable.run();
      }, "search-" + gameId, STACK_BYTES);
      searcher.setDaemon(true);
      return searcher;
    });
  }

  Engine engine() {
    return engine;
  }

  /** Starts a search on the engine's thread; fails with RejectedExecutionException once retired. */
  Future<SearchResult> submit(SearchRequest request, SearchListener listener) {
    return submit(request, listener, new AtomicBoolean());
  }

  /**
   * As {@link #submit(SearchRequest, SearchListener)}, but the search begins only if it can set
   * {@code begun} first: whoever sets it before (a cancel) keeps it from ever reaching the engine.
   */
  Future<SearchResult> submit(SearchRequest request, SearchListener listener, AtomicBoolean begun) {
    return thread.submit(() -> begun.compareAndSet(false, true) ? engine.search(request, listener) : null);
  }

  /** Ends the engine: an external one is told to quit, waited for briefly, then killed. */
  void close() {
    thread.shutdownNow();
    engine.close();
  }
}
