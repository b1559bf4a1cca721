package dev.zeitnot.engine.uci;

import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import dev.zeitnot.engine.level.Level;
import dev.zeitnot.engine.level.LeveledEngine;
import dev.zeitnot.engine.syzygy.TablebaseRootEngine;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * zeitnot's UCI mode: reads GUI commands line by line and drives an {@link Engine}. The search
 * runs on its own thread so {@code isready}, {@code stop} and {@code ponderhit} are handled at
 * once. Only UCI lines are written to the output; everything else goes to the log (stderr).
 */
public final class UciProtocol {

  private static final Logger log = LoggerFactory.getLogger(UciProtocol.class);

  private final Function<EngineSettings, Engine> engineFactory;
  private final String idName;
  private final String idAuthor;
  private final PrintStream out;
  private final UciOptions options;
  private final ExecutorService searchThread = Executors.newSingleThreadExecutor(runnable -> {
    Thread thread = new Thread(runnable, "uci-search");
    thread.setDaemon(true);
    return thread;
  });
  private final UciGame game = new UciGame();
  private Engine engine;
  private RunningSearch running;

  /**
   * @param engineFactory builds the engine from the current options (again when Hash, Threads,
   *     Ponder or a time parameter changes)
   * @param initial the settings before any {@code setoption}; their values are the declared defaults
   * @param idName answered as {@code id name}
   * @param idAuthor answered as {@code id author}
   * @param out where UCI lines go, normally {@code System.out}
   */
  public UciProtocol(Function<EngineSettings, Engine> engineFactory, EngineSettings initial, String idName,
      String idAuthor, PrintStream out) {
    this.engineFactory = engineFactory;
    this.idName = idName;
    this.idAuthor = idAuthor;
    this.out = out;
    this.options = new UciOptions(initial);
  }

  /** Serves commands until {@code quit} or the end of the input, then stops the search and closes the engine. */
  public void run(BufferedReader in) {
    try {
      String line;
      while ((line = in.readLine()) != null) {
        if (!handle(line)) {
          break;
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("reading UCI commands failed", e);
    } finally {
      shutdown();
    }
  }

  /** Handles one command line; returns false on {@code quit}. */
  boolean handle(String line) {
    String command = line.trim();
    String keyword = command.split("\\s+", 2)[0];
    try {
      switch (keyword) {
        case "uci" -> identify();
        case "isready" -> {
          if (running == null) {
            engine();
          }
          send("readyok");
        }
        case "setoption" -> options.set(command);
        case "ucinewgame" -> {
          finishSearch();
          engine().newGame();
          game.reset();
        }
        case "position" -> {
          finishSearch();
          game.set(UciPosition.parse(command), options.chess960());
        }
        case "go" -> go(UciGo.parse(command));
        case "stop" -> {
          if (running != null) {
            running.release();
            stopIfRunning(running);
          }
        }
        case "ponderhit" -> {
          if (running != null) {
            running.release();
            ponderHitIfRunning(running);
          }
        }
        case "quit" -> {
          return false;
        }
        case "", "debug", "register" -> { }
        default -> log.warn("unknown UCI command ignored: '{}'", command);
      }
    } catch (IllegalArgumentException e) {
      log.warn("UCI command '{}' ignored: {}", command, e.getMessage());
    } catch (RuntimeException e) {
      log.error("UCI command '{}' failed: {}", command, e.getMessage(), e);
    }
    return true;
  }

  private void identify() {
    send("id name " + idName);
    send("id author " + idAuthor);
    options.declarations().forEach(this::send);
    send("uciok");
  }

  private void go(UciGo go) {
    finishSearch();
    SearchLimits limits = go.limits();
    Engine searcher = engine();
    SearchRequest request = game.request(limits).withSearchMoves(go.searchMoves());
    RunningSearch search = new RunningSearch();
    search.future = searchThread.submit(() -> {
      SearchResult result;
      try {
        result = searcher.search(request, info -> send(UciInfo.format(game.normalizedInfo(info))));
      } catch (RuntimeException e) {
        log.error("the search failed: {}", e.getMessage(), e);
        result = new SearchResult(null, null, null);
      } finally {
        search.returned();
      }
      // UCI forbids bestmove during go infinite or go ponder until the GUI sends stop or ponderhit.
      if (limits.infinite() || limits.ponder()) {
        search.awaitRelease();
      }
      if (result.info() != null) {
        // The whole search's nodes and time, including a depth cut short: what a runner charging
        // by nodes (match --nodes-time) needs, and a GUI's last word on the search.
        send(UciInfo.format(game.normalizedInfo(result.info())));
      }
      send(game.bestMoveLine(result));
    });
    running = search;
  }

  /** Stops a running search, lets it print its bestmove and waits for it. */
  private void finishSearch() {
    RunningSearch search = running;
    if (search == null) {
      return;
    }
    if (!search.future.isDone()) {
      search.release();
      if (stopIfRunning(search)) {
        log.warn("a new command arrived while searching; stopping the search first");
      }
    }
    try {
      search.future.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (ExecutionException e) {
      log.error("the search thread failed", e.getCause());
    }
    running = null;
  }

  /**
   * Stops the engine unless its search has returned: the built-in engine keeps a stop (and a
   * ponderhit) that arrives between searches for the next one, so that one sent just after
   * {@code go} is not lost; a stale one would cut the next search short. The search task is not
   * over when it has printed its bestmove, so a GUI that answers bestmove with the next
   * {@code go} at once must not be taken for one that interrupts a search. Says whether it stopped.
   */
  private boolean stopIfRunning(RunningSearch search) {
    return search.unlessReturned(engine::stop);
  }

  private void ponderHitIfRunning(RunningSearch search) {
    search.unlessReturned(engine::ponderHit);
  }

  private Engine engine() {
    if (options.takeSettingsChanged() && engine != null) {
      engine.close();
      engine = null;
    }
    if (engine == null) {
      engine = options.level().map(this::leveledEngine).orElseGet(() -> engineFactory.apply(options.settings()));
      Engine searcher = engine;
      engine = options.syzygy()
          .<Engine>map(tables -> new TablebaseRootEngine(searcher, tables, options.syzygyProbeLimit(),
              options.syzygy50MoveRule()))
          .orElse(engine);
    }
    return engine;
  }

  /** With {@code UCI_LimitStrength}: one search thread, and the overhead applied by the level's clock. */
  private Engine leveledEngine(Level level) {
    EngineSettings settings = options.settings();
    Engine full = engineFactory.apply(settings.withThreads(1)
        .withTimeParams(settings.timeParams().withMoveOverheadMs(0)));
    return new LeveledEngine(full, level, settings.timeParams(), System.nanoTime());
  }

  private void shutdown() {
    finishSearch();
    searchThread.shutdown();
    if (engine != null) {
      engine.close();
      engine = null;
    }
  }

  private void send(String line) {
    synchronized (out) {
      out.println(line);
      out.flush();
    }
  }

  /** A search in progress, and whether the GUI has allowed it to report its move. */
  private static final class RunningSearch {
    private final CountDownLatch released = new CountDownLatch(1);
    private Future<?> future;
    private boolean engineReturned;

    /** The engine's search has returned: from now on a stop or ponderhit would reach the next one. */
    synchronized void returned() {
      engineReturned = true;
    }

    /**
     * Runs {@code signal} (a stop or ponderhit for the engine) if the engine's search has not
     * returned; says whether it ran.
     */
    synchronized boolean unlessReturned(Runnable signal) {
      if (!engineReturned) {
        signal.run();
      }
      return !engineReturned;
    }

    void release() {
      released.countDown();
    }

    void awaitRelease() {
      try {
        released.await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }
}
