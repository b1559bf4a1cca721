package dev.zeitnot.bot.game;

import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.SearchResult;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;

/**
 * Keeps one game's engine working. A failure (the engine cannot start, throws, dies, answers
 * garbage or misses its deadline) retires the engine (quit, wait briefly, kill, in the
 * background) and restarts it with backoff, while the fallback moves; after
 * {@link #MAX_FAILURES} failures in the game the fallback plays the rest of it. The owner sees
 * one WARN line per failure saying what happened and what was done. Its deadlines are read on
 * the session's monotonic clock, the one the budget of every move is measured on.
 */
final class EngineSupervisor implements AutoCloseable {

  private static final Logger log = LoggerFactory.getLogger(EngineSupervisor.class);
  /** Failures in one game after which the engine is not restarted for that game. */
  static final int MAX_FAILURES = 3;
  /** The wait before the first restart; it doubles with every failure. */
  static final long FIRST_BACKOFF_MS = 200;
  /** After stop, the engine's move must come within this; a healthy engine answers at once. */
  static final long STOP_GRACE_MS = 300;

  private volatile EngineFactory factory;
  private final String gameId;
  private final Runnable onRestart;
  private final LongSupplier nanoClock;
  private final long stopGraceMs;
  private final ScheduledExecutorService background;
  private final List<EngineHandle> started = new CopyOnWriteArrayList<>();
  private volatile EngineHandle current;
  private int failures;
  private int restarts;
  private boolean closed;

  /**
   * {@code onRestart} is told of each restart (the metrics count them); {@code nanoClock} is the
   * session's monotonic clock ({@link System#nanoTime} outside tests).
   */
  EngineSupervisor(EngineFactory factory, String gameId, Runnable onRestart, LongSupplier nanoClock) {
    this(factory, gameId, onRestart, nanoClock, STOP_GRACE_MS);
  }

  /**
   * As above, with {@code stopGraceMs} in place of {@link #STOP_GRACE_MS}: a test on a loaded
   * machine can wait longer for a healthy engine to answer its stop.
   */
  EngineSupervisor(EngineFactory factory, String gameId, Runnable onRestart, LongSupplier nanoClock,
      long stopGraceMs) {
    this.factory = factory;
    this.stopGraceMs = stopGraceMs;
    this.gameId = gameId;
    this.onRestart = onRestart;
    this.nanoClock = nanoClock;
    this.background = Executors.newSingleThreadScheduledExecutor(runnable -> {
      Thread thread = new Thread(() -> {
        MDC.put(GameSession.MDC_KEY, gameId);
        runnable.run();
      }, "engine-restart-" + gameId);
      thread.setDaemon(true);
      return thread;
    });
  }

  /** Starts the game's engine; if it cannot start, the fallback moves while it is retried. */
  void open() {
    start(false);
  }

  /**
   * Plays the rest of the game with engines of {@code next} (a choice that depended on what the
   * game's first full state told): the working engine is retired in the background and one of
   * {@code next} started; the failures counted so far stay.
   */
  void replace(EngineFactory next) {
    EngineHandle old;
    synchronized (this) {
      if (closed) {
        return;
      }
      old = current;
      current = null;
      factory = next;
    }
    if (old != null) {
      background.execute(old::close);
    }
    start(false);
  }

  /** The working engine, or null while there is none (restarting, or given up for this game). */
  EngineHandle current() {
    return current;
  }

  /** Stops whatever the working engine is searching, from any thread. */
  void stopSearch() {
    EngineHandle handle = current;
    if (handle != null) {
      handle.engine().stop();
    }
  }

  /**
   * {@code handle} failed: {@code what} says how. Retires it and restarts a fresh engine after a
   * backoff, or leaves the rest of the game to the fallback. A handle already retired is ignored.
   */
  synchronized void failed(EngineHandle handle, String what) {
    if (closed || handle == null || handle != current) {
      return;
    }
    current = null;
    background.execute(handle::close);
    giveUpOrRestart("engine " + handle.engine().name(), what);
  }

  /** The deadline {@code ms} from now, on the session's clock: what {@link #await} takes. */
  long deadlineIn(long ms) {
    return nanoClock.getAsLong() + TimeUnit.MILLISECONDS.toNanos(ms);
  }

  /** Whether {@code deadlineNanos} (from {@link #deadlineIn}) has come. */
  boolean reached(long deadlineNanos) {
    return nanoClock.getAsLong() >= deadlineNanos;
  }

  /**
   * Waits for {@code search} of {@code handle} until {@code deadlineNanos}; then stops it and
   * waits the stop grace ({@link #STOP_GRACE_MS}) more. Returns the result, or null when the search failed or
   * missed its deadline ({@code what} names the search in the failure report).
   */
  SearchResult await(EngineHandle handle, Future<SearchResult> search, long deadlineNanos, String what) {
    try {
      try {
        return search.get(Math.max(0, deadlineNanos - nanoClock.getAsLong()), TimeUnit.NANOSECONDS);
      } catch (TimeoutException late) {
        handle.engine().stop();
        try {
          return search.get(stopGraceMs, TimeUnit.MILLISECONDS);
        } catch (TimeoutException hung) {
          failed(handle, "gave no move for " + what + " (nor " + stopGraceMs + " ms after stop)");
          return null;
        }
      }
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      failed(handle, "failed during " + what + " (" + cause.getClass().getSimpleName() + ": "
          + cause.getMessage() + ")");
      return null;
    } catch (CancellationException e) {
      return null;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      handle.engine().stop();
      return null;
    }
  }

  /** How many times the engine was restarted in this game. */
  synchronized int restarts() {
    return restarts;
  }

  private void start(boolean restart) {
    Engine engine;
    try {
      engine = factory.create();
    } catch (RuntimeException e) {
      synchronized (this) {
        giveUpOrRestart("the engine", "could not start (" + e.getMessage() + ")");
      }
      return;
    }
    EngineHandle handle = new EngineHandle(engine, gameId);
    started.add(handle);
    try {
      engine.newGame();
    } catch (RuntimeException e) {
      handle.close();
      synchronized (this) {
        giveUpOrRestart("engine " + engine.name(), "failed to start a game (" + e.getMessage() + ")");
      }
      return;
    }
    synchronized (this) {
      if (closed) {
        handle.close();
        return;
      }
      current = handle;
      if (restart) {
        restarts++;
        log.info("engine {} restarted", engine.name());
        onRestart.run();
      }
    }
  }

  // Called holding the lock.
  private void giveUpOrRestart(String engine, String what) {
    failures++;
    if (closed) {
      return;
    }
    if (failures >= MAX_FAILURES) {
      log.warn("{} {}; the fallback plays the rest of this game (failure {} of {})",
          engine, what, failures, MAX_FAILURES);
      return;
    }
    long backoffMs = FIRST_BACKOFF_MS << (failures - 1);
    log.warn("{} {}; the fallback moves while it restarts in {} ms (failure {} of {})",
        engine, what, backoffMs, failures, MAX_FAILURES);
    background.schedule(() -> start(true), backoffMs, TimeUnit.MILLISECONDS);
  }

  /** Ends every engine this game started: quit, wait briefly, kill. */
  @Override
  public void close() {
    synchronized (this) {
      closed = true;
      current = null;
    }
    background.shutdownNow();
    try {
      background.awaitTermination(3, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    for (EngineHandle handle : started) {
      handle.close();
    }
  }
}
