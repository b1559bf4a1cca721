package dev.zeitnot.bot.game;

import dev.zeitnot.bot.clock.MoveBudget;
import dev.zeitnot.chess.Game;
import dev.zeitnot.engine.SearchInfo;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;

/**
 * The engine's move, searched under a deadline: the budget's hard limit plus a grace. The engine
 * gets the whole game from its initial position, so it sees every earlier position for
 * repetitions. When the search fails, the best move of its last completed depth is proposed if
 * there is one; otherwise the turn is left to the fallback.
 */
final class EngineMove implements MoveSource {

  /** Beyond the hard limit a search gets this much, plus a tenth of the limit, before it is stopped. */
  static final long GRACE_MS = 100;

  private final EngineSupervisor supervisor;
  private final int ourColor;

  EngineMove(EngineSupervisor supervisor, int ourColor) {
    this.supervisor = supervisor;
    this.ourColor = ourColor;
  }

  /** The deadline of a search on {@code budget}, from its start. */
  static long deadlineMs(MoveBudget budget, int ourColor) {
    long hardMs = budget.hardLimitMs(ourColor);
    return hardMs + GRACE_MS + hardMs / 10;
  }

  @Override
  public Proposal propose(Turn turn, MoveBudget budget) {
    EngineHandle handle = supervisor.current();
    if (handle == null) {
      return null;
    }
    Game game = turn.game();
    SearchRequest request = new SearchRequest(game.initialFen(), game.uciMoves(), game.isChess960(), budget.limits(),
        game.variant());
    LastDepth lastDepth = new LastDepth();
    long deadlineMs = deadlineMs(budget, ourColor);
    Future<SearchResult> search;
    try {
      search = handle.submit(request, lastDepth);
    } catch (RejectedExecutionException retired) {
      return null;
    }
    SearchResult result = supervisor.await(handle, search, supervisor.deadlineIn(deadlineMs),
        "a search of " + deadlineMs + " ms");
    if (result != null) {
      ChosenMove chosen = ChosenMove.of(result, game);
      if (chosen != null) {
        return new Proposal(chosen, budget, null);
      }
      supervisor.failed(handle, result.bestMove() == null ? "answered no move"
          : "answered a move that is not legal here (" + result.bestMove() + ")");
    }
    return fromLastDepth(lastDepth.info, game, budget);
  }

  private static Proposal fromLastDepth(SearchInfo info, Game game, MoveBudget budget) {
    if (info == null || info.pv().isEmpty()) {
      return null;
    }
    ChosenMove chosen = ChosenMove.of(new SearchResult(info.pv().get(0), null, info), game);
    return chosen == null ? null
        : new Proposal(chosen, budget, "fallback: best move of depth " + info.depth());
  }

  /** Keeps the engine's last report (called on the search thread). */
  private static final class LastDepth implements SearchListener {
    private volatile SearchInfo info;

    @Override
    public void onInfo(SearchInfo latest) {
      info = latest;
    }
  }
}
