package dev.zeitnot.arena;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.zeitnot.arena.games.ArenaGameStatus;
import dev.zeitnot.arena.games.ArenaVariant;
import dev.zeitnot.chess.Variant;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Variant challenges and games over real HTTP: the variant object, the rules, variantEnd and the PGN. */
class ArenaVariantGamesTest {

  @RegisterExtension
  final ArenaFixture fx = new ArenaFixture();

  private String startVariantGame(String variant) {
    TestClient.Answer created = fx.bot.post("/api/challenge/rival", Map.of("clock.limit", "60",
        "clock.increment", "0", "color", "white", "variant", variant));
    assertThat(created.status()).as(created.body().toString()).isEqualTo(200);
    String id = created.body().path("id").asText();
    assertThat(fx.rival.post("/api/challenge/" + id + "/accept").status()).isEqualTo(200);
    return id;
  }

  @Test
  void aKingOfTheHillGameEndsWithVariantEndWhenTheKingReachesTheCentre() {
    String id = startVariantGame("kingOfTheHill");
    TestClient.Lines stream = fx.bot.stream("/api/bot/game/stream/" + id);
    JsonNode full = stream.next("gameFull");
    assertThat(full.path("variant").toString())
        .isEqualTo("{\"key\":\"kingOfTheHill\",\"name\":\"King of the Hill\",\"short\":\"KotH\"}");
    assertThat(full.path("perf").path("name").asText()).isEqualTo("King of the Hill");
    fx.playAll(id, "e2e3", "e7e6", "e1e2", "e8e7", "e2d3", "e7d6", "d3d4");
    assertThat(fx.game(id).status()).isEqualTo(ArenaGameStatus.VARIANT_END);
    assertThat(fx.game(id).winner()).isZero();
    JsonNode end;
    do {
      end = stream.next("gameState");
    } while (end.path("status").asText().equals("started"));
    assertThat(end.path("status").asText()).isEqualTo("variantEnd");
    assertThat(end.path("winner").asText()).isEqualTo("white");
    String pgn = new TestClient(fx.arena, null).text("/game/export/" + id);
    assertThat(pgn).contains("[Variant \"King of the Hill\"]", "[Result \"1-0\"]");
  }

  @Test
  void aThreeCheckGameCountsChecksInItsFenAndEndsAtTheThird() {
    String id = startVariantGame("threeCheck");
    fx.playAll(id, "e2e4", "f7f6", "d1h5", "g7g6", "h5g6", "h7g6", "f1e2", "a7a6");
    JsonNode playing = fx.bot.get("/api/account/playing").body().path("nowPlaying").get(0);
    assertThat(playing.path("fen").asText()).endsWith("+2+0");
    assertThat(playing.path("perf").asText()).isEqualTo("threeCheck");
    assertThat(fx.game(id).status()).isEqualTo(ArenaGameStatus.STARTED);
    fx.play(id, 8, "e2h5");
    fx.play(id, 9, "a6a5");
    fx.play(id, 10, "h5g6");
    assertThat(fx.game(id).status()).isEqualTo(ArenaGameStatus.VARIANT_END);
    assertThat(fx.game(id).winner()).isZero();
  }

  @Test
  void aVariantGameReportsCastlingAsTheKingsTwoSquares() {
    String id = startVariantGame("kingOfTheHill");
    fx.playAll(id, "e2e3", "e7e6", "g1f3", "g8f6", "f1e2", "f8e7", "e1h1");
    assertThat(fx.game(id).chessGame().uciMoves()).last().isEqualTo("e1g1");
  }

  @Test
  void everyVariantWhoseRulesExistIsPlayableInTheArena() {
    for (Variant variant : Variant.values()) {
      ArenaVariant arena = ArenaVariant.byKey(variant.lichessKey()).orElseThrow();
      assertThat(arena.playable()).as(variant.lichessKey()).isTrue();
      assertThat(arena.rules()).isEqualTo(variant);
    }
    assertThat(Arrays.stream(ArenaVariant.values()).filter(v -> !v.playable()))
        .allSatisfy(v -> assertThat(Variant.ofLichessKey(v.key())).isEmpty());
  }
}
