package dev.zeitnot.arena;

import dev.zeitnot.arena.games.ArenaGameStatus;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Moves, game stream lines and the game-ending commands over real HTTP. */
class ArenaGamePlayTest {

  @RegisterExtension
  final ArenaFixture fx = new ArenaFixture();

  @Test
  void theGameStreamStartsWithGameFullAndSendsTheFullMoveListAfterEachMove() {
    String id = fx.startGame(60, 1);
    TestClient.Lines stream = fx.bot.stream("/api/bot/game/stream/" + id);
    JsonNode full = stream.next();
    assertThat(full.path("type").asText()).isEqualTo("gameFull");
    assertThat(full.path("initialFen").asText()).isEqualTo("startpos");
    assertThat(full.path("clock").path("initial").asLong()).isEqualTo(60_000);
    assertThat(full.path("white").path("title").asText()).isEqualTo("BOT");
    fx.playAll(id, "e2e4", "e7e5");
    stream.next("gameState");
    JsonNode state = stream.next("gameState");
    assertThat(state.path("moves").asText()).isEqualTo("e2e4 e7e5");
    assertThat(state.has("wdraw")).isFalse();
    assertThat(state.has("bdraw")).isFalse();
  }

  @Test
  void aChess960ChallengeWithoutFenGetsARandomStartAndKingTakesRookCastling() {
    String id = fx.bot.post("/api/challenge/rival", Map.of("clock.limit", "60",
        "clock.increment", "0", "variant", "chess960")).body().path("id").asText();
    fx.rival.post("/api/challenge/" + id + "/accept");
    JsonNode full = fx.bot.stream("/api/bot/game/stream/" + id).next("gameFull");
    assertThat(full.path("variant").path("key").asText()).isEqualTo("chess960");
    assertThat(full.path("initialFen").asText()).endsWith(" w KQkq - 0 1")
        .doesNotContain("startpos");
  }

  @Test
  void badMovesGetTheServersExactMessages() {
    String id = fx.startGame(60, 0);
    assertThat(fx.bot.post("/api/bot/game/" + id + "/move/e2e9").error())
        .isEqualTo("Invalid UCI: e2e9");
    assertThat(fx.bot.post("/api/bot/game/" + id + "/move/e2e5").error())
        .isEqualTo("Piece on e2 cannot move to e5");
    assertThat(fx.bot.post("/api/bot/game/" + id + "/move/e3e4").error())
        .isEqualTo("No piece on e3");
    assertThat(fx.rival.post("/api/bot/game/" + id + "/move/e7e5").error())
        .isEqualTo("Not your turn, or game already over");
    assertThat(fx.human.post("/api/bot/game/nosuchid/move/e2e4").status()).isEqualTo(403);
    assertThat(fx.bot.post("/api/bot/game/nosuchid/move/e2e4").error()).isEqualTo("No such game");
  }

  @Test
  void standardGamesAcceptBothCastlingFormsAndReportKingTwoSquares() {
    String id = fx.startGame(60, 0);
    fx.playAll(id, "e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "e1h1");
    assertThat(fx.game(id).chessGame().uciMoves()).last().isEqualTo("e1g1");
    fx.play(id, 7, "f8c5");
    fx.play(id, 8, "d2d3");
    assertThat(fx.play(id, 9, "e8h8").status()).isEqualTo(200);
    assertThat(fx.game(id).chessGame().uciMoves()).last().isEqualTo("e8g8");
  }

  @Test
  void checkmateEndsTheGameWithTheWinnerAndGameFinishOnTheEventStream() {
    TestClient.Lines events = fx.rival.stream("/api/stream/event");
    String id = fx.startGame(60, 0);
    events.next("gameStart");
    TestClient.Lines stream = fx.rival.stream("/api/bot/game/stream/" + id);
    stream.next("gameFull");
    fx.playAll(id, "e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7");
    JsonNode end = lastState(stream);
    assertThat(end.path("status").asText()).isEqualTo("mate");
    assertThat(end.path("winner").asText()).isEqualTo("white");
    JsonNode finish = events.next("gameFinish").path("game");
    assertThat(finish.path("status").path("id").asInt()).isEqualTo(30);
    assertThat(finish.path("winner").asText()).isEqualTo("white");
    String pgn = new TestClient(fx.arena, null).text("/game/export/" + id);
    assertThat(pgn).contains("[Result \"1-0\"]").contains("Qxf7#");
  }

  @Test
  void abortIsOnlyAllowedBeforeTheSecondPlyAndResignAbortsUntilThen() {
    String young = fx.startGame(60, 0);
    fx.playAll(young, "e2e4");
    assertThat(fx.rival.post("/api/bot/game/" + young + "/resign").status()).isEqualTo(200);
    assertThat(fx.game(young).status()).isEqualTo(ArenaGameStatus.ABORTED);
    String id = fx.startGame(60, 0);
    fx.playAll(id, "e2e4", "e7e5");
    assertThat(fx.bot.post("/api/bot/game/" + id + "/abort").error())
        .isEqualTo("This game can no longer be aborted");
    assertThat(fx.bot.post("/api/bot/game/" + id + "/resign").status()).isEqualTo(200);
    assertThat(fx.game(id).status()).isEqualTo(ArenaGameStatus.RESIGN);
    assertThat(fx.game(id).winner()).isEqualTo(1);
    assertThat(fx.bot.post("/api/bot/game/" + id + "/resign").error())
        .isEqualTo("This game cannot be resigned");
  }

  @Test
  void aDrawOfferStandsUntilTheOpponentMovesAndAcceptingItDraws() {
    String id = fx.startGame(60, 0);
    TestClient.Lines stream = fx.bot.stream("/api/bot/game/stream/" + id);
    stream.next("gameFull");
    fx.playAll(id, "e2e4", "e7e5");
    assertThat(fx.bot.post("/api/bot/game/" + id + "/draw/yes").status()).isEqualTo(200);
    assertThat(stream.next("chatLine").path("text").asText()).isEqualTo("White offers draw");
    assertThat(stream.next("gameState").path("wdraw").asBoolean()).isTrue();
    fx.play(id, 2, "g1f3");
    assertThat(fx.game(id).drawOffered(0)).as("an offer stands while its maker moves").isTrue();
    fx.play(id, 3, "b8c6");
    assertThat(fx.game(id).drawOffered(0)).as("the opponent's move declines it").isFalse();
    assertThat(fx.bot.post("/api/bot/game/" + id + "/draw/yes").status()).isEqualTo(200);
    assertThat(fx.game(id).drawOffered(0)).as("20 plies must pass between offers").isFalse();
    fx.play(id, 4, "f1c4");
    assertThat(fx.rival.post("/api/bot/game/" + id + "/move/g8f6?offeringDraw=true").status())
        .isEqualTo(200);
    assertThat(fx.game(id).drawOffered(1)).isTrue();
    assertThat(fx.bot.post("/api/bot/game/" + id + "/draw/true").status()).isEqualTo(200);
    assertThat(fx.game(id).status()).isEqualTo(ArenaGameStatus.DRAW);
  }

  @Test
  void aMoveOfferingADrawAcceptsTheOpponentsStandingOffer() {
    String id = fx.startGame(60, 0);
    fx.playAll(id, "e2e4", "e7e5");
    fx.bot.post("/api/bot/game/" + id + "/draw/yes");
    fx.play(id, 2, "g1f3");
    assertThat(fx.rival.post("/api/bot/game/" + id + "/move/b8c6?offeringDraw=true").status())
        .isEqualTo(200);
    assertThat(fx.game(id).status()).isEqualTo(ArenaGameStatus.DRAW);
    assertThat(fx.game(id).ply()).isEqualTo(4);
  }

  @Test
  void anAbsentOpponentIsCountedDownAndTheWinCanBeClaimedAfterTheTolerance() {
    String id = fx.startGame(60, 0);
    TestClient.Lines stream = fx.bot.stream("/api/bot/game/stream/" + id);
    stream.next("gameFull");
    fx.time.advance(2_000);
    JsonNode gone = stream.next("opponentGone");
    assertThat(gone.path("gone").asBoolean()).isTrue();
    assertThat(gone.path("claimWinInSeconds").asLong()).isEqualTo(38);
    assertThat(fx.bot.post("/api/bot/game/" + id + "/claim-victory").error())
        .isEqualTo("You cannot claim the win on this game");
    fx.time.advance(38_000);
    assertThat(stream.next("opponentGone").path("claimWinInSeconds").asLong()).isZero();
    assertThat(fx.bot.post("/api/bot/game/" + id + "/claim-victory").status()).isEqualTo(200);
    assertThat(fx.game(id).status()).isEqualTo(ArenaGameStatus.TIMEOUT);
    assertThat(fx.game(id).winner()).isZero();
  }

  @Test
  void anOpponentWhoComesBackIsAnnounced() {
    String id = fx.startGame(60, 0);
    TestClient.Lines stream = fx.bot.stream("/api/bot/game/stream/" + id);
    stream.next("gameFull");
    fx.time.advance(2_000);
    assertThat(stream.next("opponentGone").path("gone").asBoolean()).isTrue();
    fx.rival.stream("/api/bot/game/stream/" + id).next("gameFull");
    assertThat(stream.next("opponentGone").path("gone").asBoolean()).isFalse();
  }

  @Test
  void chatLinesReachTheStreamAndTheChatHistory() {
    String id = fx.startGame(60, 0);
    TestClient.Lines stream = fx.rival.stream("/api/bot/game/stream/" + id);
    stream.next("gameFull");
    assertThat(fx.bot.post("/api/bot/game/" + id + "/chat",
        Map.of("room", "player", "text", "good luck")).status()).isEqualTo(200);
    JsonNode line = stream.next("chatLine");
    assertThat(line.path("username").asText()).isEqualTo("zeitnot");
    assertThat(line.path("text").asText()).isEqualTo("good luck");
    JsonNode history = fx.rival.get("/api/bot/game/" + id + "/chat").body();
    assertThat(history.get(0).path("user").asText()).isEqualTo("zeitnot");
  }

  @Test
  void aFinishedGameStreamsOnlyGameFull() {
    String id = fx.startGame(60, 0);
    fx.bot.post("/api/bot/game/" + id + "/abort");
    TestClient.Lines stream = fx.bot.stream("/api/bot/game/stream/" + id);
    assertThat(stream.next().path("state").path("status").asText()).isEqualTo("aborted");
    assertThat(stream.endsSoon()).isTrue();
  }

  @Test
  void playingListsTheRunningGamesWithMyTurnFirst() {
    String first = fx.startGame(60, 0);
    fx.playAll(first, "e2e4");
    String second = fx.startGame(60, 0);
    JsonNode playing = fx.bot.get("/api/account/playing").body();
    assertThat(playing.path("nowPlaying").get(0).path("gameId").asText()).isEqualTo(second);
    assertThat(playing.path("nbMyTurn").asInt()).isEqualTo(1);
    assertThat(playing.path("nowPlaying")).hasSize(2);
    assertThat(first).isNotEqualTo(second);
    assertThat(playing.path("nowPlaying").get(0).path("status").asText()).isEqualTo("started");
  }

  @Test
  void aCorrespondenceGameReportsTheTimeToItsDeadlineAndItsDaysPerTurn() {
    TestClient.Answer created = fx.bot.post("/api/challenge/rival", Map.of("days", "3", "color", "white"));
    String id = created.body().path("id").asText();
    assertThat(fx.rival.post("/api/challenge/" + id + "/accept").status()).isEqualTo(200);
    fx.time.advance(3_600_000);
    TestClient.Lines stream = fx.bot.stream("/api/bot/game/stream/" + id);
    JsonNode full = stream.next("gameFull");
    assertThat(full.path("daysPerTurn").asInt()).isEqualTo(3);
    assertThat(full.path("state").path("wtime").asLong()).isEqualTo(3 * 86_400_000L - 3_600_000L);
    assertThat(full.path("state").path("btime").asLong()).isEqualTo(3 * 86_400_000L);
    JsonNode game = fx.bot.get("/api/account/playing").body().path("nowPlaying").get(0);
    assertThat(game.path("secondsLeft").asLong()).isEqualTo(3 * 86_400L - 3_600L);
  }

  private static JsonNode lastState(TestClient.Lines stream) {
    JsonNode state;
    do {
      state = stream.next("gameState");
    } while (state.path("status").asText().equals("started"));
    return state;
  }
}
