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

/** An instant engine for session tests: plays the first legal move and remembers every request. */
public class FirstLegalMoveEngine implements Engine {

  public final List<SearchRequest> requests = new CopyOnWriteArrayList<>();
  private final Score score;

  public FirstLegalMoveEngine(Score score) {
    this.score = score;
  }

  @Override
  public String name() {
    return "first-legal";
  }

  @Override
  public void newGame() {}

  @Override
  public SearchResult search(SearchRequest request, SearchListener listener) {
    requests.add(request);
    Game game = new Game(request.initialFen(), request.chess960());
    request.moves().forEach(game::play);
    int[] moves = new int[Position.MAX_MOVES];
    int count = game.position().generateLegal(moves);
    String best = count == 0 ? null : Uci.format(moves[0]);
    return new SearchResult(best, null, new SearchInfo(1, 1, score, count, 0, 0, 0,
        best == null ? List.of() : List.of(best)));
  }

  @Override
  public void stop() {}

  @Override
  public void ponderHit() {}

  @Override
  public void close() {}
}
