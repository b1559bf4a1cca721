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
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A fake engine that ponders like a UCI engine: a ponder search blocks until ponderhit or stop.
 * It plays the first legal move and expects the first legal reply; it records what happened.
 */
final class PonderingEngine implements Engine {

  final List<String> calls = new CopyOnWriteArrayList<>();
  final List<SearchRequest> requests = new CopyOnWriteArrayList<>();
  /** Run on each stop, before the search is let go (a test can make stopping take time). */
  volatile Runnable onStop = () -> { };
  private boolean pondering;
  private boolean stopped;

  @Override
  public String name() {
    return "pondering";
  }

  @Override
  public void newGame() {}

  @Override
  public SearchResult search(SearchRequest request, SearchListener listener) {
    synchronized (this) {
      calls.add(request.limits().ponder() ? "ponder " + request.moves().size() : "search " + request.moves().size());
      requests.add(request);
      pondering = request.limits().ponder();
      stopped = false;
      while (pondering && !stopped) {
        try {
          wait();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          break;
        }
      }
      pondering = false;
    }
    Game game = new Game(request.initialFen(), request.chess960());
    request.moves().forEach(game::play);
    int[] moves = new int[Position.MAX_MOVES];
    if (game.position().generateLegal(moves) == 0) {
      return new SearchResult(null, null, null);
    }
    Position after = game.position().copy();
    after.makeMove(moves[0]);
    int[] replies = new int[Position.MAX_MOVES];
    String reply = after.generateLegal(replies) == 0 ? null : Uci.format(replies[0]);
    return new SearchResult(Uci.format(moves[0]), reply,
        new SearchInfo(1, 1, Score.cp(0), 1, 0, 0, 0, List.of(Uci.format(moves[0]))));
  }

  @Override
  public synchronized void stop() {
    onStop.run();
    calls.add("stop");
    stopped = true;
    notifyAll();
  }

  @Override
  public synchronized void ponderHit() {
    if (pondering) {
      calls.add("ponderhit");
      pondering = false;
      notifyAll();
    }
  }

  @Override
  public void close() {}

  /** The reply this engine expects after {@code moves} and its own first legal move. */
  static String expectedReply(String moves) {
    Game game = Game.startpos();
    if (!moves.isBlank()) {
      for (String move : moves.trim().split(" ")) {
        game.play(move);
      }
    }
    int[] legal = new int[Position.MAX_MOVES];
    game.position().generateLegal(legal);
    Position after = game.position().copy();
    after.makeMove(legal[0]);
    after.generateLegal(legal);
    return Uci.format(legal[0]);
  }
}
