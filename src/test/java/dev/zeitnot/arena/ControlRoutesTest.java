package dev.zeitnot.arena;

import dev.zeitnot.arena.opponents.RandomOpponent;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The /arena/ controls an owner uses while the arena runs standalone. */
class ControlRoutesTest {

  @Test
  void switchesLatencyAndFailuresAtRuntime() throws IOException {
    try (ArenaFixture fx = new ArenaFixture()) {
      TestClient control = new TestClient(fx.arena, null);
      assertThat(control.post("/arena/latency", Map.of("ms", "40", "jitter", "10")).status())
          .isEqualTo(200);
      assertThat(fx.arena.faults().latencyMs()).isEqualTo(40);
      assertThat(fx.arena.faults().jitterMs()).isEqualTo(10);
      control.post("/arena/latency", Map.of("ms", "0"));
      control.post("/arena/fail", Map.of("path", "/api/account", "status", "500", "times", "1"));
      assertThat(fx.bot.get("/api/account").status()).isEqualTo(500);
      assertThat(fx.bot.get("/api/account").status()).isEqualTo(200);
    }
  }

  @Test
  void anOpponentChallengesOnRequestAndTheGameListShowsResultsClocksAndRefusedMoves()
      throws IOException {
    try (ArenaFixture fx = new ArenaFixture()) {
      fx.arena.addOpponent("Engine", () -> new RandomOpponent(5));
      TestClient control = new TestClient(fx.arena, null);
      JsonNode challenge = control.post("/arena/challenge", Map.of("from", "Engine",
          "to", "zeitnot", "limit", "60", "increment", "0", "color", "black")).body();
      String id = challenge.path("id").asText();
      fx.bot.post("/api/challenge/" + id + "/accept");
      fx.bot.post("/api/bot/game/" + id + "/move/e2e5");
      fx.bot.post("/api/bot/game/" + id + "/resign");
      JsonNode game = control.get("/arena/games").body().get(0);
      assertThat(game.path("id").asText()).isEqualTo(id);
      assertThat(game.path("variant").asText()).isEqualTo("standard");
      assertThat(game.path("whiteRejectedMoves").asInt()).isEqualTo(1);
      assertThat(game.path("status").asText()).isEqualTo("aborted");
      assertThat(game.path("wtime").asLong()).isEqualTo(60_000);
    }
  }

  @Test
  void anOpponentChallengesToAVariantOnRequest() throws IOException {
    try (ArenaFixture fx = new ArenaFixture()) {
      fx.arena.addOpponent("Engine", () -> new RandomOpponent(5));
      TestClient control = new TestClient(fx.arena, null);
      JsonNode challenge = control.post("/arena/challenge", Map.of("from", "Engine", "to", "zeitnot",
          "limit", "60", "increment", "0", "color", "black", "variant", "threeCheck")).body();
      assertThat(challenge.path("variant").path("key").asText()).isEqualTo("threeCheck");
      fx.bot.post("/api/challenge/" + challenge.path("id").asText() + "/accept");
      assertThat(control.get("/arena/games").body().get(0).path("variant").asText()).isEqualTo("threeCheck");
    }
  }

  @Test
  void anOpponentChallengesFromAStartPositionOnRequest() throws IOException {
    String fen = "8/8/8/4k3/8/8/8/KQ6 w - - 0 1";
    try (ArenaFixture fx = new ArenaFixture()) {
      fx.arena.addOpponent("Engine", () -> new RandomOpponent(5));
      TestClient control = new TestClient(fx.arena, null);
      JsonNode challenge = control.post("/arena/challenge", Map.of("from", "Engine", "to", "zeitnot",
          "limit", "60", "increment", "0", "color", "black", "fen", fen)).body();
      assertThat(challenge.path("variant").path("key").asText()).isEqualTo("fromPosition");
      assertThat(challenge.path("initialFen").asText()).isEqualTo(fen);
    }
  }
}
