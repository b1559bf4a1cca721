package dev.zeitnot.bot.game;

import dev.zeitnot.bot.clock.MoveBudget;
import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.IllegalMoveException;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Thinks on the opponent's time: after our move, searches the position after the reply the
 * engine expects, on the engine's thread. When the opponent plays that reply (a ponder hit) the
 * search goes on as a normal timed one and, as the first move source, gives our next move;
 * otherwise it is stopped and forgotten. The search is budgeted like any move
 * (docs/time-management.md, section 1): the clock we will have when the reply comes, the moves
 * left and their trips, planned for the position after the reply. Every wait on the pondering search has a deadline: an
 * engine that does not stop is reported to the supervisor.
 */
final class Ponderer implements MoveSource {

  private static final Logger log = LoggerFactory.getLogger(Ponderer.class);
  /** How often a ponder hit is repeated until the search takes it (it may not have started yet). */
  private static final long HIT_POLL_MS = 10;

  private final EngineSupervisor supervisor;
  private final int ourColor;
  private EngineHandle handle;
  private Future<SearchResult> search;
  /** Set when the pondering search reaches the engine, or when it is cancelled before that. */
  private AtomicBoolean begun;
  private int expectedPly;
  private int expectedMove;

  Ponderer(EngineSupervisor supervisor, int ourColor) {
    this.supervisor = supervisor;
    this.ourColor = ourColor;
  }

  /**
   * Starts pondering after {@code ours} (not yet in {@code game}) on the reply it expects, within
   * the budget {@code planAfterReply} gives the position after that reply. Nothing happens if the
   * engine expects no reply, one that is not legal, there is no working engine, or that budget is
   * neither an ordinary clock budget nor a game without a clock (a near-empty clock or a single
   * legal move leaves nothing to do); the caller decides whether games without a clock ponder.
   */
  void start(Game game, ChosenMove ours, Function<Position, MoveBudget> planAfterReply) {
    cancel();
    EngineHandle engine = supervisor.current();
    if (ours.ponderMove() == null || engine == null) {
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
    after.makeMove(reply);
    MoveBudget budget = planAfterReply.apply(after);
    if (budget.kind() != MoveBudget.Kind.CLOCK && budget.kind() != MoveBudget.Kind.NO_CLOCK) {
      return;
    }
    List<String> moves = new ArrayList<>(game.uciMoves());
    moves.add(ours.uci());
    moves.add(Uci.format(reply, game.castlingStyle()));
    SearchRequest request = new SearchRequest(game.initialFen(), moves, game.isChess960(),
        budget.limits().withPonder(true), game.variant());
    begun = new AtomicBoolean();
    try {
      search = engine.submit(request, SearchListener.NONE, begun);
    } catch (RejectedExecutionException retired) {
      return;
    }
    handle = engine;
    expectedPly = game.ply() + 2;
    expectedMove = reply;
  }

  /**
   * The opponent has replied ({@code game} includes the reply): a search on another reply is
   * stopped and waited for now, before the caller reads the clock, so the wait is charged to the
   * move like any other time; a search on this reply (a hit) goes on.
   */
  void settle(Game game) {
    if (search != null && !isHit(game)) {
      cancel();
    }
  }

  private boolean isHit(Game game) {
    return game.ply() == expectedPly && game.moves()[expectedPly - 1] == expectedMove;
  }

  /**
   * The opponent has replied ({@code turn}'s game includes the reply): on a hit, the pondered
   * search's move once it has finished as a search timed by {@code budget}, or at once with what
   * it has found when the budget is a near-empty clock; on a miss, null after stopping it.
   */
  @Override
  public Proposal propose(Turn turn, MoveBudget budget) {
    if (search == null) {
      return null;
    }
    Game game = turn.game();
    if (!isHit(game)) {
      cancel();
      return null;
    }
    Future<SearchResult> running = search;
    search = null;
    long deadline = supervisor.deadlineIn(EngineMove.deadlineMs(budget, ourColor));
    SearchResult result;
    if (budget.kind() == MoveBudget.Kind.LOW_CLOCK) {
      handle.engine().ponderHit();
      handle.engine().stop(); // the engine keeps a stop that comes before the search registered
      result = supervisor.await(handle, running, deadline, "a pondered search stopped at a low clock");
    } else {
      result = awaitHit(running, deadline);
    }
    if (result == null) {
      return null;
    }
    ChosenMove chosen = ChosenMove.of(result, game);
    if (chosen == null) {
      supervisor.failed(handle, "answered a pondered search with a move that is not legal here ("
          + result.bestMove() + ")");
      return null;
    }
    return new Proposal(chosen, new MoveBudget(MoveBudget.Kind.PONDER_HIT, budget.limits(), budget.availableMs(),
        budget.movesLeft()), null);
  }

  // Repeats the ponderhit until the search takes it: it may not have reached the engine yet.
  private SearchResult awaitHit(Future<SearchResult> running, long deadline) {
    try {
      while (!supervisor.reached(deadline)) {
        handle.engine().ponderHit();
        try {
          return running.get(HIT_POLL_MS, TimeUnit.MILLISECONDS);
        } catch (TimeoutException stillThinking) {
          // poll again
        }
      }
    } catch (ExecutionException e) {
      // the supervisor's wait below reports it
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return supervisor.await(handle, running, deadline, "a pondered search");
  }

  /** Stops pondering (if it was) and waits, with a deadline, for the search to end. */
  void cancel() {
    if (search == null) {
      return;
    }
    Future<SearchResult> running = search;
    search = null;
    if (begun.compareAndSet(false, true)) {
      running.cancel(false);
      return; // it had not begun and now never will: nothing to stop
    }
    if (!running.isDone()) {
      // Only then: a stop with no search running would cut the next search short. A stop that
      // comes before the search registered with the engine is kept for it by the engine.
      handle.engine().stop();
    }
    supervisor.await(handle, running, supervisor.deadlineIn(0), "stopping a pondered search");
  }
}
