package dev.zeitnot.bot.game;

import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.IllegalMoveException;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;
import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;

/**
 * Thinks on the opponent's time: after our move, searches the position after the reply the
 * engine expects, on a thread of its own. When the opponent plays that reply (a ponder hit) the
 * search goes on as a normal timed one and gives our next move; otherwise it is stopped and
 * forgotten. Our clock does not run while the opponent thinks, so the limits are the clock we
 * will have, already reduced by the overhead (spec/time-management.md, section 1).
 */
final class Ponderer implements AutoCloseable {

  private static final Logger log = LoggerFactory.getLogger(Ponderer.class);
  /** How often a ponder hit is repeated until the search takes it (it may not have started yet). */
  private static final long HIT_POLL_MS = 10;

  private final ExecutorService worker;
  private Future<SearchResult> search;
  private int expectedPly;
  private int expectedMove;
  private long safetyMs;

  Ponderer(String gameId) {
    worker = Executors.newSingleThreadExecutor(runnable -> {
      Thread thread = new Thread(() -> {
        MDC.put(GameSession.MDC_KEY, gameId);
        runnable.run();
      }, "ponder-" + gameId);
      thread.setDaemon(true);
      return thread;
    });
  }

  /**
   * Starts pondering after {@code ours} (not yet in {@code game}) on the reply it expects.
   * {@code ourClockMs} is the clock we will have when the reply comes; nothing happens if the
   * engine expects no reply or one that is not legal.
   */
  void start(Engine engine, Game game, ChosenMove ours, int ourColor, long ourClockMs,
      long opponentClockMs, long incrementMs) {
    cancel(engine);
    if (ours.ponderMove() == null) {
      return;
    }
    Position after = game.position().copy();
    after.makeMove(ours.move());
    int reply;
    try {
      reply = Uci.parse(after, ours.ponderMove());
    } catch (IllegalMoveException e) {
      log.debug("expected reply {} is not legal; not pondering", ours.ponderMove());
      return;
    }
    List<String> moves = new ArrayList<>(game.uciMoves());
    moves.add(ours.uci());
    moves.add(Uci.format(reply, game.castlingStyle()));
    long white = ourColor == 0 ? ourClockMs : opponentClockMs;
    long black = ourColor == 0 ? opponentClockMs : ourClockMs;
    SearchRequest request = new SearchRequest(game.initialFen(), moves, game.isChess960(),
        SearchLimits.clock(white, black, incrementMs, incrementMs).withPonder(true));
    expectedPly = game.ply() + 2;
    expectedMove = reply;
    // The engine never takes more than half the clock after a hit; past that, something is wrong.
    safetyMs = ourClockMs / 2 + 50;
    search = worker.submit(() -> engine.search(request, SearchListener.NONE));
  }

  boolean isPondering() {
    return search != null;
  }

  /**
   * The opponent has replied ({@code game} includes the reply): on a hit, the pondered search's
   * result once it has finished as a timed search; on a miss, null after stopping it.
   */
  SearchResult resolve(Engine engine, Game game) {
    if (search == null) {
      return null;
    }
    boolean hit = game.ply() == expectedPly && game.moves()[expectedPly - 1] == expectedMove;
    if (!hit) {
      cancel(engine);
      return null;
    }
    Future<SearchResult> running = search;
    search = null;
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(safetyMs);
    try {
      while (true) {
        engine.ponderHit();
        try {
          return running.get(HIT_POLL_MS, TimeUnit.MILLISECONDS);
        } catch (TimeoutException stillThinking) {
          if (System.nanoTime() > deadline) {
            engine.stop();
            return running.get();
          }
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      engine.stop();
      return null;
    } catch (ExecutionException e) {
      log.warn("the pondering search failed ({}); searching again", e.getCause().toString());
      return null;
    }
  }

  /** Stops pondering (if it was) and waits for the search to end, so the engine is free. */
  void cancel(Engine engine) {
    if (search == null) {
      return;
    }
    if (!search.isDone()) {
      engine.stop(); // only then: a stop with no search running would cut the next search short
    }
    try {
      search.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (ExecutionException e) {
      log.debug("the pondering search failed: {}", e.getCause().toString());
    }
    search = null;
  }

  @Override
  public void close() {
    worker.shutdownNow();
  }
}
