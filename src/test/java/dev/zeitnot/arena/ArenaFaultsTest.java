package dev.zeitnot.arena;

import dev.zeitnot.arena.clock.TimeSource;
import dev.zeitnot.arena.faults.Faults;
import dev.zeitnot.arena.http.StreamKind;
import dev.zeitnot.arena.settings.ArenaSettings;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Each fault switch, seen from a client. */
class ArenaFaultsTest {

  @RegisterExtension
  final ArenaFixture fx = new ArenaFixture();

  @Test
  void latencyOnTheRequestIsChargedToTheMover() throws IOException {
    fx.restart(ArenaSettings.DEFAULT.withKeepAliveMillis(200), TimeSource.SYSTEM);
    String id = fx.startGame(60, 0);
    fx.playAll(id, "e2e4", "e7e5");
    fx.arena.faults().setLatency(150, 0);
    fx.play(id, 2, "g1f3");
    assertThat(fx.game(id).snapshot().whiteTimeMs()).isLessThanOrEqualTo(60_000 - 150);
  }

  @Test
  void latencyMustBeNonNegativeWithJitterAtMostTheLatency() {
    assertThatThrownBy(() -> fx.arena.faults().setLatency(50, 100))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("jitter");
  }

  @Test
  void anInjected500FailsTheRequestWithoutPlayingTheMove() {
    String id = fx.startGame(60, 0);
    fx.arena.faults().failRequests("/move/", 500, 1);
    assertThat(fx.play(id, 0, "e2e4").status()).isEqualTo(500);
    assertThat(fx.game(id).ply()).isZero();
    assertThat(fx.play(id, 0, "e2e4").status()).isEqualTo(200);
    assertThat(fx.game(id).ply()).isEqualTo(1);
  }

  @Test
  void anInjected429IsCountedAsIgnoredWhenTheClientComesBackWithinTheMinute() {
    fx.arena.faults().failRequests("/api/account", 429, 1);
    TestClient.Answer limited = fx.bot.get("/api/account");
    assertThat(limited.status()).isEqualTo(429);
    assertThat(limited.error()).isEqualTo("Too many requests. Try again later.");
    assertThat(fx.bot.get("/api/account").status()).isEqualTo(200);
    assertThat(fx.arena.faults().requestsTooSoonAfter429()).isEqualTo(1);
    fx.time.advance(Faults.RATE_LIMIT_PAUSE_MS);
    assertThat(fx.bot.get("/api/account").status()).isEqualTo(200);
    assertThat(fx.arena.faults().requestsTooSoonAfter429()).isEqualTo(1);
  }

  @Test
  void after429OnAMoveOnlyThatGamesMovesWithinTheMinuteCountAsTooSoonAndAreCountedAsMoves() {
    String first = fx.startGame(60, 0);
    String second = fx.startGame(60, 0);
    fx.arena.faults().failRequests("/move/", 429, 1);
    assertThat(fx.play(first, 0, "e2e4").status()).isEqualTo(429);
    assertThat(fx.play(second, 0, "e2e4").status()).isEqualTo(200);
    assertThat(fx.arena.faults().requestsTooSoonAfter429()).isZero();
    fx.time.advance(1_000);
    assertThat(fx.play(first, 0, "e2e4").status()).isEqualTo(200);
    assertThat(fx.arena.faults().requestsTooSoonAfter429()).isEqualTo(1);
    assertThat(fx.arena.faults().movesTooSoonAfter429()).isEqualTo(1);
    JsonNode counts = new TestClient(fx.arena, null).get("/arena/faults").body();
    assertThat(counts.path("rateLimitedAnswers").asInt()).isEqualTo(1);
    assertThat(counts.path("requestsTooSoonAfter429").asInt()).isEqualTo(1);
    assertThat(counts.path("movesTooSoonAfter429").asInt()).isEqualTo(1);
  }

  @Test
  void aMoveAfterTheFullMinuteIsNotTooSoon() {
    String id = fx.startGame(60, 0);
    fx.arena.faults().failRequests("/move/", 429, 1);
    assertThat(fx.play(id, 0, "e2e4").status()).isEqualTo(429);
    fx.time.advance(Faults.RATE_LIMIT_PAUSE_MS);
    assertThat(fx.play(id, 0, "e2e4").status()).isEqualTo(200);
    assertThat(fx.arena.faults().requestsTooSoonAfter429()).isZero();
  }

  @Test
  void aClosedEventStreamEndsAndTheNextConnectionReplaysTheGame() {
    TestClient.Lines events = fx.bot.stream("/api/stream/event");
    String id = fx.startGame(60, 0);
    events.next("gameStart");
    assertThat(fx.arena.streams().closeAll(StreamKind.EVENT)).isEqualTo(1);
    assertThat(events.endsSoon()).isTrue();
    JsonNode replayed = fx.bot.stream("/api/stream/event").next("gameStart");
    assertThat(replayed.path("game").path("gameId").asText()).isEqualTo(id);
  }

  @Test
  void aClosedGameStreamEndsAndANewOneStartsWithTheCurrentGameFull() {
    String id = fx.startGame(60, 0);
    TestClient.Lines stream = fx.bot.stream("/api/bot/game/stream/" + id);
    stream.next("gameFull");
    fx.arena.streams().closeAll(StreamKind.GAME);
    assertThat(stream.endsSoon()).isTrue();
    fx.playAll(id, "e2e4", "e7e5");
    JsonNode full = fx.bot.stream("/api/bot/game/stream/" + id).next("gameFull");
    assertThat(full.path("state").path("moves").asText()).isEqualTo("e2e4 e7e5");
  }

  @Test
  void aStalledStreamSendsNeitherLinesNorKeepAlives() {
    String id = fx.startGame(60, 0);
    TestClient.Lines stream = fx.bot.stream("/api/bot/game/stream/" + id);
    stream.next("gameFull");
    fx.arena.streams().stallAll(StreamKind.GAME);
    while (stream.raw(300) != null) {
      // keep-alives sent before the stall
    }
    fx.play(id, 0, "e2e4");
    assertThat(stream.raw(600)).isNull();
  }

  @Test
  void aMalformedLineIsNotJson() {
    String id = fx.startGame(60, 0);
    TestClient.Lines stream = fx.bot.stream("/api/bot/game/stream/" + id);
    stream.next("gameFull");
    fx.arena.streams().sendMalformedLine(StreamKind.GAME);
    String line;
    do {
      line = stream.raw(5_000);
    } while ("".equals(line));
    String malformed = line;
    assertThatThrownBy(() -> TestClient.JSON.readTree(malformed)).isInstanceOf(IOException.class);
  }

  @Test
  void aRestartDropsTheStreamsButKeepsTheGamesAndTheirClocks() throws IOException {
    String id = fx.startGame(60, 0);
    fx.playAll(id, "e2e4", "e7e5");
    fx.time.advance(2_000);
    TestClient.Lines stream = fx.bot.stream("/api/bot/game/stream/" + id);
    stream.next("gameFull");
    fx.arena.restart(0);
    assertThat(stream.endsSoon()).isTrue();
    JsonNode full = fx.bot.stream("/api/bot/game/stream/" + id).next("gameFull");
    assertThat(full.path("state").path("moves").asText()).isEqualTo("e2e4 e7e5");
    assertThat(full.path("state").path("wtime").asLong()).isEqualTo(58_000);
    assertThat(fx.play(id, 2, "g1f3").status()).isEqualTo(200);
  }
}
