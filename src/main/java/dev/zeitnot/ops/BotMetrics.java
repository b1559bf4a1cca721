package dev.zeitnot.ops;

import dev.zeitnot.bot.report.BotObserver;
import dev.zeitnot.bot.report.GameReport;
import dev.zeitnot.bot.report.MoveReport;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The bot's metrics in a Micrometer registry (named for Prometheus: {@code zeitnot_moves_total},
 * {@code zeitnot_think_time_seconds}, ...): games by result and speed, losses on time, moves,
 * think and response time, the move overhead in use, reconnects, 429s and engine restarts.
 */
public final class BotMetrics implements BotObserver {

  private final MeterRegistry registry;
  private final Counter moves;
  private final Timer thinkTime;
  private final Timer responseTime;
  private final Counter lostOnTime;
  private final Counter engineRestarts;
  private final AtomicLong overheadMs = new AtomicLong();
  private final AtomicLong eventStreamConnected = new AtomicLong();
  private final AtomicLong eventStreamConnects = new AtomicLong();
  /** Games whose stream connected at least once: a further connect is a reconnect. */
  private final Set<String> gameStreamsSeen = ConcurrentHashMap.newKeySet();

  public BotMetrics(MeterRegistry registry) {
    this.registry = registry;
    this.moves = Counter.builder("zeitnot.moves").description("moves posted").register(registry);
    this.thinkTime = Timer.builder("zeitnot.think.time").description("engine search time per move")
        .publishPercentiles(0.5, 0.99).register(registry);
    this.responseTime = Timer.builder("zeitnot.response.time")
        .description("from the state received to our move posted").publishPercentiles(0.5, 0.99).register(registry);
    this.lostOnTime = Counter.builder("zeitnot.games.lost.on.time").description("games we lost on time")
        .register(registry);
    this.engineRestarts = Counter.builder("zeitnot.engine.restarts").description("engines restarted after a failure")
        .register(registry);
    Gauge.builder("zeitnot.move.overhead", overheadMs, ms -> ms.get() / 1000.0).baseUnit("seconds")
        .description("the move overhead of the last move (adaptive)").register(registry);
    Gauge.builder("zeitnot.event.stream.connected", eventStreamConnected, AtomicLong::get)
        .description("1 while the event stream is connected").register(registry);
    for (String stream : new String[] {"event", "game"}) {
      reconnects(stream);
    }
  }

  private Counter reconnects(String stream) {
    return Counter.builder("zeitnot.reconnects").tag("stream", stream)
        .description("stream connections after the first").register(registry);
  }

  @Override
  public void eventStreamConnected() {
    eventStreamConnected.set(1);
    if (eventStreamConnects.incrementAndGet() > 1) {
      reconnects("event").increment();
    }
  }

  @Override
  public void eventStreamDisconnected() {
    eventStreamConnected.set(0);
  }

  @Override
  public void eventStreamRefused(String reason) {
    eventStreamConnected.set(0);
  }

  @Override
  public void gameStreamConnected(String gameId) {
    if (!gameStreamsSeen.add(gameId)) {
      reconnects("game").increment();
    }
  }

  @Override
  public void moved(MoveReport move) {
    moves.increment();
    thinkTime.record(Duration.ofMillis(move.thinkMs()));
    responseTime.record(Duration.ofMillis(move.responseMs()));
    overheadMs.set(move.overheadMs());
  }

  @Override
  public void gameEnded(GameReport game) {
    gameStreamsSeen.remove(game.gameId());
    Counter.builder("zeitnot.games").description("games ended, by our result and speed")
        .tag("result", game.outcome().name().toLowerCase(Locale.ROOT))
        .tag("speed", game.speed()).register(registry).increment();
    if (game.lostOnTime()) {
      lostOnTime.increment();
    }
  }

  @Override
  public void rateLimited(String endpoint) {
    Counter.builder("zeitnot.rate.limited").description("429 answers received, by endpoint")
        .tag("endpoint", endpoint).register(registry).increment();
  }

  @Override
  public void engineRestarted() {
    engineRestarts.increment();
  }
}
