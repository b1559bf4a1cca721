package dev.zeitnot.arena;

import dev.zeitnot.arena.knowledge.CloudEvaluation;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import dev.zeitnot.chess.Position;
import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.contract.OfficialSchemas;
import dev.zeitnot.lichess.online.ExplorerResult;
import dev.zeitnot.lichess.online.OnlineHttp;
import dev.zeitnot.lichess.online.OnlineKnowledgeClients;
import dev.zeitnot.lichess.online.OnlineSource;
import dev.zeitnot.lichess.online.OnlineSourceException;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The cloud evaluation, opening explorer and tablebase the arena serves, in Lichess's shapes. */
class KnowledgeRoutesTest {

  private static String q(String fen) {
    return "?fen=" + URLEncoder.encode(fen, StandardCharsets.UTF_8);
  }

  @Test
  void theCloudEvaluationSearchesToItsFixedDepthAndScoresFromWhitesSide() throws IOException {
    try (ArenaFixture fx = new ArenaFixture()) {
      // Black to move, a queen down: the score is White's, so positive.
      TestClient.Answer answer = fx.bot.get("/api/cloud-eval" + q("4k3/8/8/8/8/8/8/Q3K3 b - - 0 1"));
      assertThat(answer.status()).isEqualTo(200);
      assertThat(answer.body().path("depth").asInt()).isEqualTo(CloudEvaluation.DEPTH);
      JsonNode pv = answer.body().path("pvs").get(0);
      assertThat(pv.path("moves").asText()).isNotBlank();
      assertThat(pv.has("mate") ? pv.path("mate").asInt() : pv.path("cp").asInt()).isPositive();
      assertThat(fx.bot.get("/api/cloud-eval" + q("4k3/8/8/8/8/8/8/Q3K3 b - - 0 1")).body())
          .as("the same answer again, from the cache").isEqualTo(answer.body());
    }
  }

  @Test
  void theCloudEvaluationHasNoneForAFinishedGameAndRefusesABadFen() throws IOException {
    try (ArenaFixture fx = new ArenaFixture()) {
      assertThat(fx.bot.get("/api/cloud-eval" + q("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1")).status()).isEqualTo(404);
      assertThat(fx.bot.get("/api/cloud-eval" + q("not a fen")).status()).isEqualTo(400);
    }
  }

  @Test
  void theExplorerListsTheMovesOfItsGamesWithTheirResultsMostPlayedFirst() throws IOException {
    try (ArenaFixture fx = new ArenaFixture()) {
      JsonNode body = fx.bot.get("/masters" + q(Position.STARTPOS_FEN)).body();
      List<String> moves = new ArrayList<>();
      long games = 0;
      long previous = Long.MAX_VALUE;
      for (JsonNode move : body.path("moves")) {
        moves.add(move.path("uci").asText());
        long count = move.path("white").asLong() + move.path("draws").asLong() + move.path("black").asLong();
        assertThat(count).isLessThanOrEqualTo(previous);
        previous = count;
        games += count;
      }
      assertThat(moves).contains("e2e4", "d2d4");
      assertThat(games).as("the 36 shipped games all start from here")
          .isEqualTo(body.path("white").asLong() + body.path("draws").asLong() + body.path("black").asLong())
          .isEqualTo(36);
      assertThat(fx.bot.get("/lichess" + q(Position.STARTPOS_FEN)).body()).isEqualTo(body);
      assertThat(fx.bot.get("/masters" + q("4k3/8/8/8/8/8/8/Q3K3 b - - 0 1")).body().path("moves")).isEmpty();
    }
  }

  @Test
  void theCloudEvaluationAndTheLichessExplorerReadThePositionByTheVariantParameter() throws IOException {
    try (ArenaFixture fx = new ArenaFixture()) {
      String start = q(Position.STARTPOS_FEN);
      TestClient.Answer hill = fx.bot.get("/api/cloud-eval" + start + "&variant=kingOfTheHill");
      assertThat(hill.status()).isEqualTo(200);
      assertThat(hill.body().path("pvs").get(0).path("moves").asText()).isNotBlank();
      // A king on d4, white to move: in king of the hill the game is over (black won), so nothing to evaluate.
      String onTheHill = q("8/8/8/8/3k4/8/8/4K3 w - - 0 1");
      assertThat(fx.bot.get("/api/cloud-eval" + onTheHill).status()).isEqualTo(200);
      assertThat(fx.bot.get("/api/cloud-eval" + onTheHill + "&variant=kingOfTheHill").status()).isEqualTo(404);
      assertThat(fx.bot.get("/lichess" + start + "&variant=atomic").body().path("moves"))
          .as("the shipped games are standard chess").isEmpty();
      assertThat(fx.bot.get("/lichess" + start + "&variant=standard").body().path("moves")).isNotEmpty();
      assertThat(fx.bot.get("/masters" + start + "&variant=atomic").body().path("moves"))
          .as("masters has no variant parameter").isNotEmpty();
      assertThat(fx.bot.get("/lichess" + start + "&variant=chess1").status()).isEqualTo(400);
      assertThat(fx.bot.get("/api/cloud-eval" + q("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1")
          + "&variant=crazyhouse").status()).as("a crazyhouse FEN with its pockets is read").isNotEqualTo(400);
    }
  }

  @Test
  void theExplorerNeedsATokenAndTheOtherSourcesDoNot() throws IOException {
    try (ArenaFixture fx = new ArenaFixture()) {
      TestClient anonymous = new TestClient(fx.arena, null);
      assertThat(anonymous.get("/masters" + q(Position.STARTPOS_FEN)).status()).isEqualTo(401);
      assertThat(anonymous.get("/lichess" + q(Position.STARTPOS_FEN)).status()).isEqualTo(401);
      assertThat(anonymous.get("/player" + q(Position.STARTPOS_FEN) + "&player=zeitnot&color=white").status())
          .isEqualTo(401);
      assertThat(anonymous.get("/standard" + q("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1")).status()).isEqualTo(200);
      assertThat(anonymous.get("/api/cloud-eval" + q("4k3/8/8/8/8/8/8/Q3K3 b - - 0 1")).status()).isEqualTo(200);
    }
  }

  @Test
  void thePlayerExplorerStreamsTheMovesOfThePlayersFinishedGamesWithOneColour() throws IOException {
    try (ArenaFixture fx = new ArenaFixture()) {
      String won = fx.startGame(60, 0);
      fx.playAll(won, "e2e4", "e7e5");
      fx.rival.post("/api/bot/game/" + won + "/resign");
      String lost = fx.startGame(60, 0);
      fx.playAll(lost, "d2d4", "d7d5");
      fx.bot.post("/api/bot/game/" + lost + "/resign");
      fx.startGame(60, 0); // still running: not counted

      List<JsonNode> lines = new ArrayList<>();
      for (String line : fx.bot.text("/player" + q(Position.STARTPOS_FEN) + "&player=zeitnot&color=white")
          .split("\n")) {
        lines.add(TestClient.JSON.readTree(line));
      }
      assertThat(lines).hasSize(2).allSatisfy(line ->
          assertThat(OfficialSchemas.problems("OpeningExplorerPlayer", line)).isEmpty());
      assertThat(lines.get(0).path("moves")).as("the first line, while indexing").isEmpty();
      JsonNode answer = lines.get(1);
      assertThat(answer.path("white").asLong()).isEqualTo(1);
      assertThat(answer.path("black").asLong()).isEqualTo(1);
      assertThat(answer.path("moves").findValuesAsText("uci")).containsExactlyInAnyOrder("e2e4", "d2d4");
      for (JsonNode move : answer.path("moves")) {
        assertThat(move.path("averageOpponentRating").asInt()).isEqualTo(1500);
        assertThat(move.path("performance").asInt()).isEqualTo(move.path("uci").asText().equals("e2e4") ? 1900 : 1100);
      }
      assertThat(TestClient.JSON.readTree(fx.bot.text("/player" + q(Position.STARTPOS_FEN)
          + "&player=zeitnot&color=black").split("\n")[1]).path("moves")).as("no game with black").isEmpty();
      assertThat(TestClient.JSON.readTree(fx.bot.text("/player" + q(Position.STARTPOS_FEN)
          + "&player=zeitnot&color=white&variant=kingOfTheHill").split("\n")[1]).path("moves"))
          .as("no king of the hill game").isEmpty();
      assertThat(fx.bot.get("/player" + q(Position.STARTPOS_FEN) + "&player=zeitnot").status()).isEqualTo(400);
    }
  }

  @Test
  void theClientReadsThePlayerExplorersLastLineAndIsRefusedWithoutItsToken() throws IOException {
    try (ArenaFixture fx = new ArenaFixture()) {
      String won = fx.startGame(60, 0);
      fx.playAll(won, "e2e4", "e7e5");
      fx.rival.post("/api/bot/game/" + won + "/resign");
      OnlineSource explorer = new OnlineSource("explorer", fx.arena.baseUrl(), OnlineHttp.withToken(Accounts.BOT_TOKEN),
          OnlineSource.Credentials.TOKEN, System::nanoTime);

      ExplorerResult result = OnlineKnowledgeClients.explorer(explorer, "player", Position.STARTPOS_FEN, "standard",
          "zeitnot", "white", Duration.ofSeconds(5));

      assertThat(result.moves()).containsExactly(new ExplorerResult.Move("e2e4", 1, 0, 0));
      OnlineSource anonymous = new OnlineSource("explorer", fx.arena.baseUrl(), OnlineHttp.create(), System::nanoTime);
      assertThatThrownBy(() -> OnlineKnowledgeClients.explorer(anonymous, "masters", Position.STARTPOS_FEN,
          "standard", "", "", Duration.ofSeconds(5))).isInstanceOf(OnlineSourceException.class);
    }
  }

  @Test
  void theExplorerWritesCastlingKingTwoSquares() throws IOException {
    try (ArenaFixture fx = new ArenaFixture()) {
      // After 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 the shipped line castles.
      String fen = "r1bqkb1r/1ppp1ppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 2 5";
      assertThat(fx.bot.get("/masters" + q(fen)).body().path("moves").findValuesAsText("uci")).contains("e1g1");
    }
  }

  @Test
  void theTablebaseAnswersOnlyWhatItKnowsForCertain() throws IOException {
    try (ArenaFixture fx = new ArenaFixture()) {
      JsonNode bare = fx.bot.get("/standard" + q("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1")).body();
      assertThat(bare.path("category").asText()).as("no mating material").isEqualTo("draw");
      assertThat(bare.path("moves")).isNotEmpty()
          .allSatisfy(m -> assertThat(m.path("category").asText()).isEqualTo("draw"));
      JsonNode mated = fx.bot.get("/standard" + q("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1")).body();
      assertThat(mated.path("category").asText()).isEqualTo("loss");
      assertThat(fx.bot.get("/standard" + q("7k/8/6QK/8/8/8/8/8 b - - 0 1")).body().path("category").asText())
          .as("stalemate").isEqualTo("draw");
      assertThat(fx.bot.get("/standard" + q("4k3/8/8/8/8/8/8/Q2NK3 w - - 0 1")).status())
          .as("an ending it has not solved").isEqualTo(404);
      assertThat(fx.bot.get("/standard" + q(Position.STARTPOS_FEN)).status()).as("too many pieces").isEqualTo(404);
    }
  }

  @Test
  void theTablebaseSolvesKingAndRookAgainstKingForEitherColourWithEveryMove() throws IOException {
    try (ArenaFixture fx = new ArenaFixture()) {
      JsonNode white = fx.bot.get("/standard" + q("4k3/8/4K3/8/8/8/8/R7 w - - 0 1")).body();
      assertThat(white.path("category").asText()).isEqualTo("win");
      assertThat(white.path("dtm").asInt()).isEqualTo(1);
      assertThat(white.path("moves")).anySatisfy(m -> {
        assertThat(m.path("uci").asText()).isEqualTo("a1a8");
        assertThat(m.path("category").asText()).isEqualTo("loss");
        assertThat(m.path("dtm").asInt()).isZero();
      });
      assertThat(white.path("moves")).as("a quiet rook move mates later").anySatisfy(m -> {
        assertThat(m.path("uci").asText()).isEqualTo("a1e1");
        assertThat(m.path("category").asText()).isEqualTo("loss");
        assertThat(m.path("dtm").asInt()).isNegative().isLessThan(-1);
      });
      JsonNode black = fx.bot.get("/standard" + q("r7/8/8/8/8/4k3/8/4K3 b - - 0 1")).body();
      assertThat(black.path("category").asText()).as("the same, colours swapped").isEqualTo("win");
      assertThat(black.path("dtm").asInt()).isEqualTo(1);
      JsonNode lost = fx.bot.get("/standard" + q("4k3/8/4K3/8/8/8/8/R7 b - - 0 1")).body();
      assertThat(lost.path("category").asText()).isEqualTo("loss");
      assertThat(lost.path("dtz").asInt()).isNegative();
      assertThat(fx.bot.get("/standard" + q("4k3/8/4K3/8/8/8/8/R7 w - - 99 80")).body().path("category").asText())
          .as("mate on the 100th ply still wins").isEqualTo("win");
      JsonNode late = fx.bot.get("/standard" + q("8/8/8/3k4/8/8/8/R3K3 w - - 90 80")).body();
      assertThat(late.path("category").asText()).as("the fifty-move rule comes first").isEqualTo("cursed-win");
    }
  }
}
