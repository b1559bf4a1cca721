package dev.zeitnot.arena;

import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.games.ArenaGameStatus;
import dev.zeitnot.arena.settings.ArenaSettings;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The clock as clients see it, on a manual time source (no sleeping, no timing). */
class ArenaClockOverHttpTest {

  @RegisterExtension
  final ArenaFixture fx = new ArenaFixture();

  @Test
  void theFirstTwoPliesCostNothingAndEarnNoIncrement() {
    String id = fx.startGame(60, 2);
    TestClient.Lines stream = fx.bot.stream("/api/bot/game/stream/" + id);
    stream.next("gameFull");
    fx.time.advance(5_000);
    fx.play(id, 0, "e2e4");
    JsonNode afterWhite = stream.next("gameState");
    fx.time.advance(7_000);
    fx.play(id, 1, "e7e5");
    JsonNode afterBlack = stream.next("gameState");
    assertThat(afterWhite.path("wtime").asLong()).isEqualTo(60_000);
    assertThat(afterBlack.path("btime").asLong()).isEqualTo(60_000);
    assertThat(afterBlack.path("wtime").asLong()).isEqualTo(60_000);
  }

  @Test
  void theMoverIsChargedTheWholeIntervalAndEarnsTheIncrementWhenInTime() {
    String id = fx.startGame(60, 2);
    fx.playAll(id, "e2e4", "e7e5");
    fx.time.advance(3_456);
    fx.play(id, 2, "g1f3");
    TestClient.Lines stream = fx.bot.stream("/api/bot/game/stream/" + id);
    JsonNode state = stream.next("gameFull").path("state");
    assertThat(state.path("wtime").asLong()).isEqualTo(60_000 - 3_456 + 2_000 - 4);
    assertThat(state.path("btime").asLong()).isEqualTo(60_000);
  }

  @Test
  void reportedTimesAreWholeCentisecondsWithThePendingTimeDeducted() {
    String id = fx.startGame(60, 0);
    fx.playAll(id, "e2e4", "e7e5");
    fx.time.advance(1_234);
    JsonNode state = fx.bot.stream("/api/bot/game/stream/" + id).next("gameFull").path("state");
    assertThat(state.path("wtime").asLong()).isEqualTo(58_760);
  }

  @Test
  void aMoveAfterTheFlagIsAcceptedButLosesOnTime() throws IOException {
    // No flag timer here: the late move itself must be what ends the game.
    fx.restart(ArenaSettings.DEFAULT.withFlagCheckMillis(3_600_000), null);
    String id = fx.startGame(60, 1);
    fx.playAll(id, "e2e4", "e7e5");
    fx.time.advance(60_000);
    TestClient.Answer late = fx.play(id, 2, "g1f3");
    assertThat(late.status()).isEqualTo(200);
    ArenaGame game = fx.game(id);
    assertThat(game.status()).isEqualTo(ArenaGameStatus.OUT_OF_TIME);
    assertThat(game.winner()).isEqualTo(1);
    assertThat(game.ply()).isEqualTo(2);
  }

  @Test
  void theFlagTimerEndsTheGameOfASilentSide() {
    String id = fx.startGame(60, 0);
    fx.playAll(id, "e2e4", "e7e5");
    TestClient.Lines stream = fx.rival.stream("/api/bot/game/stream/" + id);
    stream.next("gameFull");
    fx.time.advance(61_000);
    JsonNode end = stream.next("gameState");
    assertThat(end.path("status").asText()).isEqualTo("outoftime");
    assertThat(end.path("winner").asText()).isEqualTo("black");
    assertThat(end.path("wtime").asLong()).isZero();
    assertThat(stream.endsSoon()).isTrue();
  }

  @Test
  void aZeroLimitGameStartsAtThreeSeconds() {
    String id = fx.startGame(0, 1);
    JsonNode full = fx.bot.stream("/api/bot/game/stream/" + id).next("gameFull");
    assertThat(full.path("clock").path("initial").asLong()).isZero();
    assertThat(full.path("state").path("wtime").asLong()).isEqualTo(3_000);
  }
}
