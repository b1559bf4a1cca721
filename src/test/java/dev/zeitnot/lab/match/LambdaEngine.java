package dev.zeitnot.lab.match;

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
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

/**
 * An in-process engine for match tests: answers what a function says, and "thinks" by advancing a
 * fake nanosecond clock, so time is charged without real waiting.
 */
final class LambdaEngine implements Engine {

  final List<SearchRequest> requests = new CopyOnWriteArrayList<>();
  private final String name;
  private final Function<SearchRequest, String> answer;
  private final AtomicLong clockNanos;
  private final long thinkMs;
  /** When positive, each result reports this many nodes searched. */
  volatile long reportedNodes;

  LambdaEngine(String name, Function<SearchRequest, String> answer, AtomicLong clockNanos, long thinkMs) {
    this.name = name;
    this.answer = answer;
    this.clockNanos = clockNanos;
    this.thinkMs = thinkMs;
  }

  /** The first legal move of the request's position. */
  static String firstLegalMove(SearchRequest request) {
    Game game = new Game(request.initialFen(), request.chess960());
    request.moves().forEach(game::play);
    int[] moves = new int[Position.MAX_MOVES];
    return game.position().generateLegal(moves) == 0 ? null : Uci.format(moves[0]);
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public void newGame() {
    requests.clear();
  }

  @Override
  public SearchResult search(SearchRequest request, SearchListener listener) {
    requests.add(request);
    clockNanos.addAndGet(thinkMs * 1_000_000);
    SearchInfo info = reportedNodes > 0
        ? new SearchInfo(1, 1, Score.cp(0), reportedNodes, 0, thinkMs, 0, List.of()) : null;
    return new SearchResult(answer.apply(request), null, info);
  }

  @Override
  public void stop() {
  }

  @Override
  public void ponderHit() {
  }

  @Override
  public void close() {
  }
}
