package dev.zeitnot.arena;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.zeitnot.contract.OfficialSchemas;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The arena's answers and stream lines, checked against the official API description's schemas:
 * what the arena sends is what the real server may send, so the end-to-end tests meet real shapes.
 */
class ArenaContractTest {

  @RegisterExtension
  final ArenaFixture fx = new ArenaFixture();
  private final List<String> problems = new ArrayList<>();

  private void check(String schema, JsonNode value) {
    OfficialSchemas.problems(schema, value).forEach(p -> problems.add(schema + ": " + p + " in " + value));
  }

  @Test
  void eventStreamLinesAndChallengeAnswersMatchTheirSchemas() {
    TestClient.Lines events = fx.bot.stream("/api/stream/event");
    assertThat(events.raw(5_000)).as("the stream's first keep-alive: connected").isEqualTo("");
    TestClient.Answer created = fx.bot.post("/api/challenge/rival", Map.of("clock.limit", "60",
        "clock.increment", "1", "color", "white"));
    check("ChallengeJson", created.body());
    check("ChallengeEvent", events.next("challenge"));
    String id = created.body().path("id").asText();
    assertThat(fx.rival.post("/api/challenge/" + id + "/accept").status()).isEqualTo(200);
    check("GameStartEvent", events.next("gameStart"));
    assertThat(fx.bot.post("/api/bot/game/" + id + "/resign").status()).isEqualTo(200);
    check("GameFinishEvent", events.next("gameFinish"));

    String declined = fx.bot.post("/api/challenge/rival", Map.of("days", "3")).body().path("id").asText();
    assertThat(fx.rival.post("/api/challenge/" + declined + "/decline", Map.of("reason", "tooFast")).status())
        .isEqualTo(200);
    check("ChallengeDeclinedEvent", events.next("challengeDeclined"));
    String canceled = fx.bot.post("/api/challenge/rival", Map.of()).body().path("id").asText();
    assertThat(fx.bot.post("/api/challenge/" + canceled + "/cancel").status()).isEqualTo(200);
    check("ChallengeCanceledEvent", events.next("challengeCanceled"));
    assertThat(problems).isEmpty();
  }

  @Test
  void gameStreamLinesMatchTheirSchemasThroughAWholeGame() {
    String id = fx.startGame(60, 1);
    TestClient.Lines stream = fx.bot.stream("/api/bot/game/stream/" + id);
    check("GameFullEvent", stream.next("gameFull"));
    assertThat(stream.raw(5_000)).as("a keep-alive after gameFull").isEqualTo("");
    assertThat(fx.bot.post("/api/bot/game/" + id + "/chat", Map.of("room", "player", "text", "good luck"))
        .status()).isEqualTo(200);
    check("ChatLineEvent", stream.next("chatLine"));
    String[] mate = {"f2f3", "e7e5", "g2g4", "d8h4"};
    for (int ply = 0; ply < mate.length; ply++) {
      assertThat(fx.play(id, ply, mate[ply]).status()).isEqualTo(200);
      check("GameStateEvent", stream.next("gameState"));
    }
    assertThat(problems).isEmpty();
  }

  @Test
  void playingGamesMatchTheDescription() {
    fx.startGame(60, 1);
    JsonNode playing = fx.bot.get("/api/account/playing").body();
    OfficialSchemas.problemsAt("games/api-account-playing",
        "/get/responses/200/content/application~1json/schema", playing)
        .forEach(p -> problems.add("playing: " + p));
    assertThat(problems).isEmpty();
  }
}
