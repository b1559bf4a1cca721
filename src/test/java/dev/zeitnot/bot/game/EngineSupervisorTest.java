package dev.zeitnot.bot.game;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Position;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import java.util.List;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class EngineSupervisorTest {

  /** The session's clock, far from System.nanoTime(): a deadline read on the wrong clock never comes. */
  private final AtomicLong now = new AtomicLong(Long.MAX_VALUE / 4);

  @Test
  void deadlinesAreTakenOnTheSessionsClock() {
    try (EngineSupervisor supervisor = new EngineSupervisor(PonderingEngine::new, "g1", () -> { }, now::get)) {
      long deadline = supervisor.deadlineIn(250);
      assertThat(deadline).isEqualTo(now.get() + TimeUnit.MILLISECONDS.toNanos(250));
      assertThat(supervisor.reached(deadline)).isFalse();
      now.addAndGet(TimeUnit.MILLISECONDS.toNanos(250));
      assertThat(supervisor.reached(deadline)).isTrue();
    }
  }

  @Test
  @Timeout(60) // a guard against a hang, not a measurement
  void aSearchWhoseDeadlinePassedOnTheSessionsClockIsStoppedAndItsMoveTaken() throws Exception {
    PonderingEngine engine = new PonderingEngine();
    // The stop is answered at once by a healthy engine; 30 s keeps a starved test JVM from failing.
    try (EngineSupervisor supervisor = new EngineSupervisor(() -> engine, "g1", () -> { }, now::get, 30_000)) {
      supervisor.open();
      EngineHandle handle = supervisor.current();
      long deadline = supervisor.deadlineIn(10_000);
      // A ponder search runs until it is stopped.
      Future<SearchResult> search = handle.submit(new SearchRequest(Position.STARTPOS_FEN, List.of(), false,
          SearchLimits.untilStopped().withPonder(true)), SearchListener.NONE);
      while (!engine.calls.contains("ponder 0")) {
        Thread.sleep(5);
      }
      now.addAndGet(TimeUnit.SECONDS.toNanos(20));

      SearchResult result = supervisor.await(handle, search, deadline, "a test search");

      assertThat(engine.calls).containsExactly("ponder 0", "stop");
      assertThat(result.bestMove()).isNotNull();
      assertThat(supervisor.current()).isSameAs(handle);
    }
  }

  @Test
  void aReplacedEngineIsRetiredAndOneOfTheNewFactoryWorksOn() throws Exception {
    ThinkUntilStoppedEngine first = new ThinkUntilStoppedEngine();
    PonderingEngine second = new PonderingEngine();
    try (EngineSupervisor supervisor = new EngineSupervisor(() -> first, "g1", () -> { }, now::get)) {
      supervisor.open();
      assertThat(supervisor.current().engine()).isSameAs(first);
      supervisor.replace(() -> second);
      assertThat(supervisor.current().engine()).isSameAs(second);
      for (int i = 0; i < 500 && !first.closed; i++) {
        Thread.sleep(10);
      }
      assertThat(first.closed).as("the first engine retired").isTrue();
    }
  }
}
