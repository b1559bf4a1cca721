package dev.zeitnot.lichess;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;

import dev.zeitnot.lichess.model.EventStreamEvent;
import dev.zeitnot.lichess.model.GameFull;
import dev.zeitnot.lichess.model.GameStartEvent;
import dev.zeitnot.lichess.model.GameState;
import dev.zeitnot.lichess.model.GameStreamEvent;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import mockwebserver3.MockResponse;
import mockwebserver3.MockResponseBody;
import mockwebserver3.MockWebServer;
import okio.BufferedSink;
import org.slf4j.LoggerFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class NdjsonStreamTest {

  /** Generous bound for waiting on events; the tests never assert how long anything took. */
  private static final long WAIT_SECONDS = 30;
  /** A game id no other test streams, so the outage test can tell its own log lines. */
  private static final String OUTAGE_GAME = "OutageT1";

  private final MockWebServer server = new MockWebServer();
  private final CountDownLatch releaseStalledBodies = new CountDownLatch(1);
  private final AtomicLong fakeNanos = new AtomicLong(1_000);
  private final MutableClock clock = new MutableClock();
  private LichessClient client;

  @BeforeEach
  void start() throws IOException {
    server.start();
    StreamSettings quick =
        new StreamSettings(Duration.ofMillis(300), Duration.ofMillis(5), Duration.ofMillis(20));
    client = LichessClient.builder(server.url("/").toString(), LichessClientTest.TOKEN)
        .gateClock(clock)
        .nanoTime(() -> fakeNanos.addAndGet(1_000))
        .eventStreamSettings(quick)
        .gameStreamSettings(quick)
        .build();
  }

  @AfterEach
  void stop() {
    releaseStalledBodies.countDown();
    server.close();
  }

  @Test
  void deliversOneEventPerLineSkippingKeepAlivesAndMalformedLinesAcrossSplitChunks()
      throws Exception {
    String body = "\n" + WireSamples.GAME_FULL + "\n\n\n{not json at all\n"
        + "{\"type\":\"newKindOfLine\"}\n" + WireSamples.GAME_STATE + "\n\n";
    server.enqueue(new MockResponse.Builder().code(200).chunkedBody(body, 7).build());
    Recorder<GameStreamEvent> recorder = new Recorder<>();

    try (StreamSubscription stream = client.streamGame("Qw7Rt2Yu", recorder)) {
      Received<GameStreamEvent> full = recorder.next();
      Received<GameStreamEvent> state = recorder.next();

      assertThat(full.event()).isInstanceOf(GameFull.class);
      assertThat(state.event()).isInstanceOf(GameState.class);
      assertThat(((GameState) state.event()).bdraw()).isTrue();
      assertThat(state.receivedNanos()).isGreaterThan(full.receivedNanos());
    }
    assertThat(server.takeRequest().getUrl().encodedPath()).isEqualTo("/api/bot/game/stream/Qw7Rt2Yu");
  }

  @Test
  void stampsEachLineWhenItIsReadBeforeItIsParsed() throws Exception {
    server.enqueue(ndjson(WireSamples.GAME_FULL + "\n"));
    Recorder<GameStreamEvent> recorder = new Recorder<>();

    try (StreamSubscription stream = client.streamGame("Qw7Rt2Yu", recorder)) {
      Received<GameStreamEvent> full = recorder.next();

      // the fake nano clock ticks once per read line: the stamp is the tick of that line
      assertThat(full.receivedNanos()).isEqualTo(2_000);
    }
  }

  @Test
  void reconnectsWhenTheStreamStallsWithoutEvenAKeepAlive() throws Exception {
    server.enqueue(new MockResponse.Builder().code(200)
        .body(new StallingBody(WireSamples.GAME_FULL + "\n", releaseStalledBodies)).build());
    server.enqueue(ndjson(WireSamples.GAME_FULL + "\n" + WireSamples.GAME_STATE + "\n"));
    Recorder<GameStreamEvent> recorder = new Recorder<>();

    try (StreamSubscription stream = client.streamGame("Qw7Rt2Yu", recorder)) {
      assertThat(recorder.next().event()).isInstanceOf(GameFull.class);
      assertThat(recorder.next().event()).isInstanceOf(GameFull.class);
      assertThat(recorder.next().event()).isInstanceOf(GameState.class);
      // at least: after the second body ends the stream reconnects again, as it should
      assertThat(recorder.connects.get()).isGreaterThanOrEqualTo(2);
    }
  }

  @Test
  void reconnectsAfterEndOfStreamMidGameAndResumesFromTheNewGameFull() throws Exception {
    server.enqueue(ndjson(WireSamples.GAME_FULL + "\n"));
    server.enqueue(new MockResponse.Builder().code(503).body("Service Unavailable").build());
    String resumed = WireSamples.GAME_FULL.replace("\"moves\":\"\"", "\"moves\":\"e2e4 e7e5\"");
    server.enqueue(ndjson(resumed + "\n"));
    Recorder<GameStreamEvent> recorder = new Recorder<>();

    try (StreamSubscription stream = client.streamGame("Qw7Rt2Yu", recorder)) {
      GameFull first = (GameFull) recorder.next().event();
      GameFull second = (GameFull) recorder.next().event();

      assertThat(first.state().moveList()).isEmpty();
      assertThat(second.state().moveList()).containsExactly("e2e4", "e7e5");
      assertThat(stream.isRunning()).isTrue();
    }
    assertThat(server.getRequestCount()).isGreaterThanOrEqualTo(3);
  }

  @Test
  void tellsTheListenerEachTimeTheStreamIsDownBeforeItReconnects() throws Exception {
    server.enqueue(ndjson(WireSamples.GAME_FULL + "\n"));
    server.enqueue(new MockResponse.Builder().code(503).body("Service Unavailable").build());
    server.enqueue(ndjson(WireSamples.GAME_FULL + "\n"));
    Recorder<GameStreamEvent> recorder = new Recorder<>();

    try (StreamSubscription stream = client.streamGame("Qw7Rt2Yu", recorder)) {
      recorder.next();
      recorder.next();

      // The first connection ended, then a 503: two downs before the second connection's event.
      assertThat(recorder.connects.get()).isGreaterThanOrEqualTo(2);
      assertThat(recorder.disconnects.get()).isGreaterThanOrEqualTo(2);
    }
  }

  @Test
  void anOutageWarnsOnceAndThenEveryTenthAttemptAndSaysWhenTheStreamIsBack() throws Exception {
    for (int i = 0; i < 12; i++) {
      server.enqueue(new MockResponse.Builder().code(503).body("Service Unavailable").build());
    }
    server.enqueue(ndjson(WireSamples.GAME_FULL + "\n"));
    ListAppender<ILoggingEvent> appender = new ListAppender<>();
    appender.start();
    Logger streamLog = (Logger) LoggerFactory.getLogger(NdjsonStream.class);
    Level levelBefore = streamLog.getLevel();
    streamLog.setLevel(Level.DEBUG);
    streamLog.setAdditive(false); // the debug lines reach this test's appender, not the console
    streamLog.addAppender(appender);
    Recorder<GameStreamEvent> recorder = new Recorder<>();
    try (StreamSubscription stream = client.streamGame(OUTAGE_GAME, recorder)) {
      recorder.next();
    } finally {
      streamLog.detachAppender(appender);
      streamLog.setAdditive(true);
      streamLog.setLevel(levelBefore);
    }

    // Streams left reconnecting by other test classes log through the same logger meanwhile:
    // only this stream's lines count.
    List<ILoggingEvent> ours = appender.list.stream()
        .filter(event -> event.getFormattedMessage().startsWith("game-" + OUTAGE_GAME + ":"))
        .toList();
    assertThat(ours).filteredOn(event -> event.getLevel() == Level.WARN)
        .extracting(ILoggingEvent::getFormattedMessage)
        .satisfiesExactly(
            first -> assertThat(first).contains("HTTP 503").endsWith("; reconnecting"),
            tenth -> assertThat(tenth).endsWith("still reconnecting after 10 attempts"));
    // The mock's stream ends after its one line: a later "server closed the stream" line may come
    // before the subscription is closed on a slow machine, so only the reconnection lines count.
    assertThat(ours).filteredOn(event -> event.getLevel() == Level.INFO)
        .extracting(ILoggingEvent::getFormattedMessage)
        .filteredOn(line -> line.contains("connected again"))
        .singleElement().asString().endsWith("connected again after 12 failed attempts");
    assertThat(ours).filteredOn(event -> event.getLevel() == Level.DEBUG)
        .extracting(ILoggingEvent::getFormattedMessage)
        .filteredOn(line -> line.contains("reconnecting (attempt")).hasSize(10);
  }

  @Test
  void endsByItselfWhenTheServerClosesAfterTheFinalState() throws Exception {
    String over = WireSamples.GAME_STATE.replace("\"started\"", "\"resign\",\"winner\":\"black\"");
    server.enqueue(ndjson(WireSamples.GAME_FULL + "\n" + over + "\n{\"type\":\"chatLine\","
        + "\"room\":\"player\",\"username\":\"lichess\",\"text\":\"White resigned\"}\n"));
    Recorder<GameStreamEvent> recorder = new Recorder<>();

    StreamSubscription stream = client.streamGame("Qw7Rt2Yu", recorder);

    assertThat(stream.awaitTermination(Duration.ofSeconds(WAIT_SECONDS))).isTrue();
    assertThat(stream.isRunning()).isFalse();
    assertThat(recorder.events).hasSize(3);
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void stopsForGoodAndReportsWhenTheServerRefusesTheStream() throws Exception {
    server.enqueue(LichessClientTest.json(404, "{\"error\":\"No such game\"}"));
    Recorder<GameStreamEvent> recorder = new Recorder<>();

    StreamSubscription stream = client.streamGame("Qw7Rt2Yu", recorder);

    assertThat(stream.awaitTermination(Duration.ofSeconds(WAIT_SECONDS))).isTrue();
    assertThat(stream.isRunning()).isFalse();
    assertThat(recorder.failure.get().status()).isEqualTo(404);
    assertThat(recorder.failure.get().serverMessage()).isEqualTo("No such game");
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void closingEndsTheStreamForGoodEvenWhileItIsWaitingForData() throws Exception {
    server.enqueue(new MockResponse.Builder().code(200)
        .body(new StallingBody(WireSamples.CHALLENGE + "\n", releaseStalledBodies)).build());
    Recorder<EventStreamEvent> recorder = new Recorder<>();

    StreamSubscription stream = client.streamEvents(recorder);
    recorder.next();
    stream.close();

    assertThat(stream.awaitTermination(Duration.ofSeconds(WAIT_SECONDS))).isTrue();
    assertThat(server.getRequestCount()).isEqualTo(1);
    assertThat(server.takeRequest().getUrl().encodedPath()).isEqualTo("/api/stream/event");
  }

  @Test
  void aListenerMayCloseItsOwnStreamAndAFailingListenerDoesNotStopTheStream() throws Exception {
    server.enqueue(ndjson(WireSamples.GAME_STATE + "\n" + WireSamples.GAME_FINISH + "\n"
        + WireSamples.CHALLENGE + "\n"));
    AtomicReference<StreamSubscription> self = new AtomicReference<>();
    BlockingQueue<EventStreamEvent> seen = new LinkedBlockingQueue<>();
    CountDownLatch subscribed = new CountDownLatch(1);

    StreamSubscription stream = client.streamEvents(received -> {
      await(subscribed);
      seen.add(received.event());
      if (seen.size() == 1) {
        throw new IllegalStateException("listener bug");
      }
      self.get().close();
    });
    self.set(stream);
    subscribed.countDown();

    assertThat(stream.awaitTermination(Duration.ofSeconds(WAIT_SECONDS))).isTrue();
    assertThat(List.copyOf(seen)).hasSize(2);
  }

  @Test
  void waitsOutA429BeforeReopeningTheEventStream() throws Exception {
    server.enqueue(LichessClientTest.json(429, "{\"error\":\"Please don't poll this endpoint\","
        + "\"ratelimit\":{\"key\":\"stream\",\"seconds\":1}}"));
    server.enqueue(ndjson("{\"type\":\"gameStart\",\"game\":{\"gameId\":\"Ab12Cd34\"}}\n"));
    Recorder<EventStreamEvent> recorder = new Recorder<>();

    try (StreamSubscription stream = client.streamEvents(recorder)) {
      awaitGateClosed(Endpoint.EVENT_STREAM);
      assertThat(server.getRequestCount()).isEqualTo(1);
      clock.advance(Duration.ofSeconds(1));

      assertThat(((GameStartEvent) recorder.next().event()).game().gameId()).isEqualTo("Ab12Cd34");
    }
  }

  @Test
  void saysOnceThatAnotherProcessTakesTheEventStreamWhenTheServerKeepsClosingItRightAfterConnect()
      throws Exception {
    for (int i = 0; i < 5; i++) {
      server.enqueue(ndjson(""));
    }
    server.enqueue(new MockResponse.Builder().code(200)
        .body(new StallingBody("\n", releaseStalledBodies)).build());
    ListAppender<ILoggingEvent> appender = new ListAppender<>();
    appender.start();
    Logger streamLog = (Logger) LoggerFactory.getLogger(NdjsonStream.class);
    streamLog.addAppender(appender);
    try (StreamSubscription stream = client.streamEvents(new Recorder<>())) {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
      while (server.getRequestCount() < 6) {
        assertThat(System.nanoTime()).as("six connections in time").isLessThan(deadline);
        Thread.sleep(5);
      }
    } finally {
      streamLog.detachAppender(appender);
    }

    assertThat(appender.list).filteredOn(event -> event.getLevel() == Level.ERROR)
        .singleElement().extracting(ILoggingEvent::getFormattedMessage).asString()
        .contains("another process is probably running with this bot's token");
  }

  @Test
  void takesLateClosesOfTheEventStreamForOrdinaryReconnects() throws Exception {
    for (int i = 0; i < 4; i++) {
      server.enqueue(ndjson(""));
    }
    server.enqueue(new MockResponse.Builder().code(200)
        .body(new StallingBody("\n", releaseStalledBodies)).build());
    ListAppender<ILoggingEvent> appender = new ListAppender<>();
    appender.start();
    Logger streamLog = (Logger) LoggerFactory.getLogger(NdjsonStream.class);
    streamLog.addAppender(appender);
    try (StreamSubscription stream = client.streamEvents(new StreamListener<>() {
      @Override
      public void onEvent(Received<EventStreamEvent> received) {}

      @Override
      public void onConnected() {
        clock.advance(NdjsonStream.KNOCK_WINDOW); // each connection lives its full window
      }
    })) {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
      while (server.getRequestCount() < 5) {
        assertThat(System.nanoTime()).as("five connections in time").isLessThan(deadline);
        Thread.sleep(5);
      }
    } finally {
      streamLog.detachAppender(appender);
    }

    assertThat(appender.list).noneMatch(event -> event.getLevel() == Level.ERROR);
  }

  private void awaitGateClosed(Endpoint endpoint) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
    while (client.rateLimitGate().closedFor(endpoint, "").isEmpty()) {
      assertThat(System.nanoTime()).as("gate closed in time").isLessThan(deadline);
      Thread.sleep(5);
    }
  }

  private static MockResponse ndjson(String body) {
    return new MockResponse.Builder().code(200)
        .setHeader("Content-Type", "application/x-ndjson").body(body).build();
  }

  private static void await(CountDownLatch latch) {
    try {
      latch.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Collects what a stream delivers, for the test thread to take in order. */
  private static final class Recorder<T> implements StreamListener<T> {
    final BlockingQueue<Received<T>> events = new LinkedBlockingQueue<>();
    final AtomicLong connects = new AtomicLong();
    final AtomicLong disconnects = new AtomicLong();
    final AtomicReference<LichessHttpException> failure = new AtomicReference<>();

    @Override
    public void onEvent(Received<T> received) {
      events.add(received);
    }

    @Override
    public void onConnected() {
      connects.incrementAndGet();
    }

    @Override
    public void onDisconnected() {
      disconnects.incrementAndGet();
    }

    @Override
    public void onFailed(LichessHttpException e) {
      failure.set(e);
    }

    Received<T> next() throws InterruptedException {
      Received<T> received = events.poll(WAIT_SECONDS, TimeUnit.SECONDS);
      assertThat(received).as("an event within %d s", WAIT_SECONDS).isNotNull();
      return received;
    }
  }

  /** A chunked body that sends its text and then goes silent until the test ends: a dead connection. */
  private record StallingBody(String text, CountDownLatch release) implements MockResponseBody {
    @Override
    public long getContentLength() {
      return -1;
    }

    @Override
    public void writeTo(BufferedSink sink) throws IOException {
      sink.writeUtf8(text);
      sink.flush();
      try {
        release.await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }
}
