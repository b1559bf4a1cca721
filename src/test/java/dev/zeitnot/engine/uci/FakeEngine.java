package dev.zeitnot.engine.uci;

import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.Score;
import dev.zeitnot.engine.SearchInfo;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * An engine for protocol tests: answers a scripted move, reports one info line, and when asked
 * to wait (infinite or ponder searches) blocks until {@code stop} or {@code ponderHit}.
 */
final class FakeEngine implements Engine {

  final EngineSettings settings;
  final List<SearchRequest> requests = new CopyOnWriteArrayList<>();
  final AtomicInteger newGames = new AtomicInteger();
  volatile boolean closed;
  private final Function<SearchRequest, SearchResult> answer;
  private final boolean waitsWhenUnbounded;
  private volatile CountDownLatch released = new CountDownLatch(1);

  FakeEngine(EngineSettings settings, Function<SearchRequest, SearchResult> answer, boolean waitsWhenUnbounded) {
    this.settings = settings;
    this.answer = answer;
    this.waitsWhenUnbounded = waitsWhenUnbounded;
  }

  static SearchResult move(String best, String ponder) {
    return new SearchResult(best, ponder, null);
  }

  @Override
  public String name() {
    return "fake";
  }

  @Override
  public void newGame() {
    newGames.incrementAndGet();
  }

  @Override
  public SearchResult search(SearchRequest request, SearchListener listener) {
    requests.add(request);
    SearchResult result = answer.apply(request);
    List<String> pv = result.bestMove() == null ? List.of() : List.of(result.bestMove());
    listener.onInfo(new SearchInfo(1, 1, Score.cp(12), 42, 4200, 10, 0, pv));
    if (waitsWhenUnbounded && (request.limits().infinite() || request.limits().ponder())) {
      try {
        released.await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    released = new CountDownLatch(1);
    return result;
  }

  @Override
  public void stop() {
    released.countDown();
  }

  @Override
  public void ponderHit() {
    released.countDown();
  }

  @Override
  public void close() {
    closed = true;
  }
}
