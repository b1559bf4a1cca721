package dev.zeitnot.arena;

import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.games.ArenaGameStatus;
import dev.zeitnot.arena.lobby.ArenaChallenge;
import dev.zeitnot.arena.opponents.OpponentSpec;
import dev.zeitnot.arena.opponents.RandomOpponent;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The arena playing a side itself. */
class ArenaOpponentsTest {

  @Test
  void anArenaOpponentAcceptsAChallengeAndAnswersEachMove() throws IOException {
    try (ArenaFixture fx = new ArenaFixture()) {
      fx.arena.addOpponent("Engine", OpponentSpec.parse("builtin,depth=2").factory());
      String id = fx.bot.post("/api/challenge/engine", Map.of("clock.limit", "60",
          "clock.increment", "0", "color", "white")).body().path("id").asText();
      awaitGame(fx, id);
      TestClient.Lines stream = fx.bot.stream("/api/bot/game/stream/" + id);
      stream.next("gameFull");
      fx.bot.post("/api/bot/game/" + id + "/move/e2e4");
      stream.next("gameState");
      JsonNode reply = stream.next("gameState");
      assertThat(reply.path("moves").asText().split(" ")).hasSize(2);
    }
  }

  @Test
  void twoRandomMoversPlayAGameToItsEnd() throws IOException {
    try (ArenaFixture fx = new ArenaFixture()) {
      fx.arena.addOpponent("One", () -> new RandomOpponent(1));
      fx.arena.addOpponent("Two", () -> new RandomOpponent(2));
      ArenaChallenge challenge = fx.arena.challenge("One", "Two", 60, 0, "white");
      ArenaGame game = awaitGame(fx, challenge.id());
      for (int i = 0; i < 500 && !game.isOver(); i++) {
        sleep(10);
      }
      assertThat(game.isOver()).isTrue();
      assertThat(game.status()).isIn(ArenaGameStatus.MATE, ArenaGameStatus.DRAW, ArenaGameStatus.STALEMATE);
    }
  }

  @Test
  void anArenaOpponentCanChallengeTheBot() throws IOException {
    try (ArenaFixture fx = new ArenaFixture()) {
      fx.arena.addOpponent("Engine", () -> new RandomOpponent(3));
      TestClient.Lines events = fx.bot.stream("/api/stream/event");
      fx.arena.challenge("Engine", "zeitnot", 60, 1, "black");
      JsonNode challenge = events.next("challenge").path("challenge");
      assertThat(challenge.path("challenger").path("id").asText()).isEqualTo("engine");
      assertThat(fx.bot.post("/api/challenge/" + challenge.path("id").asText() + "/accept")
          .status()).isEqualTo(200);
      assertThat(events.next("gameStart").path("game").path("color").asText())
          .isEqualTo("white");
    }
  }

  private static ArenaGame awaitGame(ArenaFixture fx, String id) {
    for (int i = 0; i < 500 && fx.arena.lobby().game(id).isEmpty(); i++) {
      sleep(10);
    }
    return fx.arena.lobby().game(id).orElseThrow();
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      throw new IllegalStateException(e);
    }
  }
}
