package dev.zeitnot.arena;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.games.ArenaGameStatus;
import dev.zeitnot.arena.lobby.Lobby;
import dev.zeitnot.arena.settings.ArenaSettings;
import dev.zeitnot.arena.routes.StreamRoutes;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class ArenaAccountsAndChallengesTest {

  @RegisterExtension
  final ArenaFixture fx = new ArenaFixture();

  @Test
  void rejectsMissingAndUnknownTokensWith401() {
    TestClient anonymous = new TestClient(fx.arena, null);
    assertThat(anonymous.get("/api/account").status()).isEqualTo(401);
    assertThat(anonymous.get("/api/account").error()).isEqualTo("Missing authorization header");
    TestClient stranger = new TestClient(fx.arena, "lip_nobody");
    assertThat(stranger.get("/api/account").error()).isEqualTo("No such token");
  }

  @Test
  void refusesTheBotEndpointsToAHumanWith400() {
    String id = fx.startGame(60, 0);
    TestClient.Answer answer = fx.human.post("/api/bot/game/" + id + "/move/e2e4");
    assertThat(answer.status()).isEqualTo(403);
    fx.arena.accounts().add(new ArenaAccount("Carol", null, "lip_carol", ArenaAccount.BOT_SCOPES, 1500));
    TestClient carol = new TestClient(fx.arena, "lip_carol");
    assertThat(carol.post("/api/bot/game/" + id + "/move/e2e4").error())
        .startsWith("This endpoint can only be used with a Bot account");
  }

  @Test
  void accountAndTokenTestDescribeTheBot() {
    JsonNode account = fx.bot.get("/api/account").body();
    assertThat(account.path("id").asText()).isEqualTo("zeitnot");
    assertThat(account.path("title").asText()).isEqualTo("BOT");
    TestClient anonymous = new TestClient(fx.arena, null);
    JsonNode test = anonymous.postText("/api/token/test", Accounts.BOT_TOKEN + ",lip_nobody")
        .body();
    assertThat(test.path(Accounts.BOT_TOKEN).path("userId").asText()).isEqualTo("zeitnot");
    assertThat(test.path(Accounts.BOT_TOKEN).path("scopes").asText()).contains("bot:play");
    assertThat(test.path("lip_nobody").isNull()).isTrue();
  }

  @Test
  void invalidClockLimitIsAFormErrorAndBotsCannotPlayUltraBullet() {
    TestClient.Answer bad = fx.bot.post("/api/challenge/rival",
        Map.of("clock.limit", "100", "clock.increment", "0"));
    assertThat(bad.status()).isEqualTo(400);
    assertThat(bad.body().path("error").path("clock.limit").isArray()).isTrue();
    TestClient.Answer ultra = fx.bot.post("/api/challenge/rival",
        Map.of("clock.limit", "15", "clock.increment", "0"));
    assertThat(ultra.error()).startsWith("Bots cannot play UltraBullet");
    assertThat(fx.bot.post("/api/challenge/zeitnot", Map.of()).error())
        .isEqualTo("You cannot challenge yourself");
    assertThat(fx.bot.post("/api/challenge/nobody", Map.of()).error())
        .isEqualTo("No such user: nobody");
  }

  @Test
  void theChallengedUserGetsTheChallengeAndTheChallengerItsFinalColour() {
    TestClient.Lines events = fx.rival.stream("/api/stream/event");
    awaitOnline("rival");
    TestClient.Answer created = fx.bot.post("/api/challenge/rival",
        Map.of("clock.limit", "180", "clock.increment", "2", "color", "black"));
    assertThat(created.body().path("direction").asText()).isEqualTo("out");
    JsonNode event = events.next("challenge");
    assertThat(event.path("challenge").path("finalColor").asText()).isEqualTo("black");
    assertThat(event.path("challenge").path("timeControl").path("show").asText())
        .isEqualTo("3+2");
    assertThat(event.path("challenge").path("speed").asText()).isEqualTo("blitz");
  }

  @Test
  void declineReasonIsReadInAnyCaseAndSentInLowerCase() {
    TestClient.Lines events = fx.bot.stream("/api/stream/event");
    awaitOnline("zeitnot");
    String id = fx.bot.post("/api/challenge/rival", Map.of("clock.limit", "60",
        "clock.increment", "0")).body().path("id").asText();
    assertThat(fx.rival.post("/api/challenge/" + id + "/decline", Map.of("reason", "tooFast"))
        .status()).isEqualTo(200);
    JsonNode declined = events.next("challengeDeclined").path("challenge");
    assertThat(declined.path("declineReasonKey").asText()).isEqualTo("toofast");
    assertThat(declined.path("status").asText()).isEqualTo("declined");
    assertThat(fx.rival.post("/api/challenge/" + id + "/accept").error())
        .isEqualTo("The challenge has been declined.");
  }

  @Test
  void cancelWithdrawsOwnChallengeDeclinesAnIncomingOneAndAbortsAYoungGame() {
    String mine = fx.bot.post("/api/challenge/rival", Map.of("clock.limit", "60",
        "clock.increment", "0")).body().path("id").asText();
    assertThat(fx.bot.post("/api/challenge/" + mine + "/cancel").status()).isEqualTo(200);
    assertThat(fx.rival.post("/api/challenge/" + mine + "/accept").error())
        .isEqualTo("The challenge has been canceled.");
    String theirs = fx.rival.post("/api/challenge/zeitnot", Map.of("clock.limit", "60",
        "clock.increment", "0")).body().path("id").asText();
    assertThat(fx.bot.post("/api/challenge/" + theirs + "/cancel").status()).isEqualTo(200);
    assertThat(fx.bot.post("/api/challenge/" + theirs + "/accept").error())
        .isEqualTo("The challenge has been declined.");
    String game = fx.startGame(60, 0);
    assertThat(fx.bot.post("/api/challenge/" + game + "/cancel").status()).isEqualTo(200);
    assertThat(fx.arena.lobby().game(game).orElseThrow().status()).isEqualTo(ArenaGameStatus.ABORTED);
    assertThat(fx.bot.post("/api/challenge/zzzzzzzz/cancel").status()).isEqualTo(404);
  }

  @Test
  void keepAliveChallengeStreamEndsWithDoneWhenAccepted() {
    TestClient.Lines stream = fx.bot.postStream("/api/challenge/rival?keepAliveStream=true"
        + "&clock.limit=60&clock.increment=0");
    JsonNode challenge = stream.next();
    String id = challenge.path("id").asText();
    assertThat(fx.rival.post("/api/challenge/" + id + "/accept").status()).isEqualTo(200);
    assertThat(stream.next().path("done").asText()).isEqualTo("accepted");
    assertThat(stream.endsSoon()).isTrue();
  }

  @Test
  void aRealTimeChallengeNoOneKeepsAliveExpiresAfterTwentySeconds() {
    TestClient.Lines botEvents = fx.bot.stream("/api/stream/event");
    String id = fx.rival.post("/api/challenge/zeitnot", Map.of("clock.limit", "60", "clock.increment", "0"))
        .body().path("id").asText();
    assertThat(botEvents.next("challenge").path("challenge").path("id").asText()).isEqualTo(id);
    fx.time.advance(Lobby.UNATTENDED_CHALLENGE_MS - 1);
    fx.arena.lobby().expireChallenges(Long.MAX_VALUE);
    assertThat(fx.arena.lobby().challenge(id)).isPresent();
    fx.time.advance(1);
    fx.arena.lobby().expireChallenges(Long.MAX_VALUE);
    assertThat(fx.arena.lobby().challenge(id)).isEmpty();
    assertThat(botEvents.next("challengeCanceled").path("challenge").path("id").asText()).isEqualTo(id);
    assertThat(fx.bot.post("/api/challenge/" + id + "/accept").status()).isEqualTo(404);
  }

  @Test
  void theDailyBotGameCapRefusesAChallengeAtCreation() {
    fx.restart(ArenaSettings.DEFAULT.withKeepAliveMillis(200).withBotGamesPerDay(1), null);
    fx.startGame(60, 0);
    TestClient.Answer ours = fx.bot.post("/api/challenge/rival", Map.of("clock.limit", "60",
        "clock.increment", "0"));
    assertThat(ours.status()).isEqualTo(429);
    assertThat(ours.body().path("ratelimit").path("key").asText()).isEqualTo("bot.vsBot.day");
    assertThat(ours.body().path("ratelimit").path("seconds").asLong()).isPositive();
  }

  @Test
  void aChallengeKeptAliveByItsStreamOutlivesTwentySeconds() {
    TestClient.Lines stream = fx.rival.postStream("/api/challenge/zeitnot?keepAliveStream=true"
        + "&clock.limit=60&clock.increment=0");
    String id = stream.next().path("id").asText();
    fx.time.advance(10 * Lobby.UNATTENDED_CHALLENGE_MS);
    fx.arena.lobby().expireChallenges(Long.MAX_VALUE);
    assertThat(fx.bot.post("/api/challenge/" + id + "/accept").status()).isEqualTo(200);
    assertThat(stream.next().path("done").asText()).isEqualTo("accepted");
  }

  @Test
  void acceptStartsTheGameOnBothEventStreamsWithGameStart() {
    TestClient.Lines botEvents = fx.bot.stream("/api/stream/event");
    TestClient.Lines rivalEvents = fx.rival.stream("/api/stream/event");
    awaitOnline("zeitnot");
    awaitOnline("rival");
    String id = fx.startGame(60, 1);
    JsonNode white = botEvents.next("gameStart").path("game");
    JsonNode black = rivalEvents.next("gameStart").path("game");
    assertThat(white.path("gameId").asText()).isEqualTo(id);
    assertThat(white.path("fullId").asText()).hasSize(12).startsWith(id);
    assertThat(white.path("color").asText()).isEqualTo("white");
    assertThat(white.path("isMyTurn").asBoolean()).isTrue();
    assertThat(white.path("status").path("name").asText()).isEqualTo("started");
    assertThat(black.path("color").asText()).isEqualTo("black");
    assertThat(black.path("opponent").path("id").asText()).isEqualTo("zeitnot");
  }

  @Test
  void eventStreamReplaysRunningGamesAndPendingIncomingChallengesOnConnect() {
    String game = fx.startGame(60, 0);
    String challenge = fx.rival.post("/api/challenge/zeitnot", Map.of("clock.limit", "60",
        "clock.increment", "0")).body().path("id").asText();
    TestClient.Lines events = fx.bot.stream("/api/stream/event");
    JsonNode first = events.next();
    JsonNode second = events.next();
    assertThat(first.path("type").asText()).isEqualTo("gameStart");
    assertThat(first.path("game").path("gameId").asText()).isEqualTo(game);
    assertThat(second.path("type").asText()).isEqualTo("challenge");
    assertThat(second.path("challenge").path("id").asText()).isEqualTo(challenge);
  }

  @Test
  void theNewestEventStreamOfAUserClosesTheOlderOne() {
    TestClient.Lines first = fx.bot.stream("/api/stream/event");
    awaitOnline("zeitnot");
    TestClient.Lines second = fx.bot.stream("/api/stream/event");
    assertThat(first.endsSoon()).isTrue();
    assertThat(second.raw(2_000)).isEqualTo("");
  }

  @Test
  void theThirtyFirstEventStreamWithinTenMinutesIsRateLimited() {
    for (int i = 0; i < StreamRoutes.EVENT_STREAM_OPENS; i++) {
      assertThat(fx.bot.stream("/api/stream/event").awaitStatus()).isEqualTo(200);
    }
    TestClient.Answer refused = new TestClient(fx.arena, Accounts.BOT_TOKEN)
        .get("/api/stream/event");
    assertThat(refused.status()).isEqualTo(429);
    assertThat(refused.error()).startsWith("Please don't poll this endpoint");
    fx.time.advance(StreamRoutes.EVENT_STREAM_WINDOW_MS);
    assertThat(fx.bot.stream("/api/stream/event").awaitStatus()).isEqualTo(200);
  }

  @Test
  void onlineBotsAreListedAsNdjson() {
    fx.bot.stream("/api/stream/event");
    awaitOnline("zeitnot");
    String online = new TestClient(fx.arena, null).text("/api/bot/online");
    assertThat(online).contains("\"id\":\"zeitnot\"").doesNotContain("alice");
  }

  private void awaitOnline(String user) {
    ArenaAccount account = fx.arena.accounts().byName(user).orElseThrow();
    for (int i = 0; i < 500 && !fx.arena.lobby().events().isOnline(account); i++) {
      try {
        Thread.sleep(10);
      } catch (InterruptedException e) {
        throw new IllegalStateException(e);
      }
    }
    assertThat(fx.arena.lobby().events().isOnline(account)).isTrue();
  }
}
