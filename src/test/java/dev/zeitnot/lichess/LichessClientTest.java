package dev.zeitnot.lichess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zeitnot.lichess.model.Account;
import dev.zeitnot.lichess.model.Challenge;
import dev.zeitnot.lichess.model.GameStatus;
import dev.zeitnot.lichess.model.PlayingGames;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class LichessClientTest {

  static final String TOKEN = "lip_SecretToken123";
  static final RetrySettings FAST_RETRY =
      new RetrySettings(3, Duration.ofMillis(1), 1.0, Duration.ofMillis(1));

  private final MockWebServer server = new MockWebServer();
  private final MutableClock clock = new MutableClock();
  private LichessClient client;

  @BeforeEach
  void start() throws IOException {
    server.start();
    client = LichessClient.builder(server.url("/").toString(), TOKEN)
        .gateClock(clock)
        .commandRetry(FAST_RETRY)
        .moveRetry(new RetrySettings(5, Duration.ofMillis(1), 1.0, Duration.ofMillis(1)))
        .build();
  }

  @AfterEach
  void stop() {
    server.close();
  }

  @Test
  void sendsTheBearerTokenAndAUserAgentNamingZeitnotAndTheBotOnceKnown() throws Exception {
    server.enqueue(json(200, "{\"id\":\"javabot\",\"username\":\"JavaBot\",\"title\":\"BOT\","
        + "\"perfs\":{\"blitz\":{\"games\":120,\"rating\":1850,\"rd\":60,\"prog\":12}}}"));
    server.enqueue(json(200, "{\"ok\":true}"));

    Account account = client.account();
    client.acceptChallenge("Qw7Rt2Yu");

    assertThat(account.isBot()).isTrue();
    assertThat(account.perfs().get("blitz").rating()).isEqualTo(1850);
    RecordedRequest first = server.takeRequest();
    assertThat(first.getHeaders().get("Authorization")).isEqualTo("Bearer " + TOKEN);
    assertThat(first.getHeaders().get("User-Agent")).startsWith("zeitnot/").doesNotContain("user:");
    RecordedRequest second = server.takeRequest();
    assertThat(second.getUrl().encodedPath()).isEqualTo("/api/challenge/Qw7Rt2Yu/accept");
    assertThat(second.getHeaders().get("User-Agent")).startsWith("zeitnot/").endsWith(" user:JavaBot");
  }

  @Test
  void refusesAnAccountWithoutTheBotTitleWithAnUpgradeHint() {
    server.enqueue(json(200, "{\"id\":\"human\",\"username\":\"Human\"}"));

    assertThatThrownBy(() -> client.botAccount())
        .isInstanceOf(NotABotAccountException.class)
        .hasMessageContaining("Human")
        .hasMessageContaining("/api/bot/account/upgrade")
        .hasMessageNotContaining(TOKEN);
  }

  @Test
  void readsTheGamesInProgress() throws Exception {
    server.enqueue(json(200, "{\"nbMyTurn\":1,\"nowPlaying\":[{\"gameId\":\"Qw7Rt2Yu\","
        + "\"fullId\":\"Qw7Rt2Yuk3Lm\",\"color\":\"white\",\"isMyTurn\":true,"
        + "\"status\":{\"id\":20,\"name\":\"started\"},\"perf\":\"blitz\",\"secondsLeft\":170}]}"));

    PlayingGames playing = client.playing();

    assertThat(playing.nbMyTurn()).isEqualTo(1);
    assertThat(playing.nowPlaying()).singleElement().satisfies(game -> {
      assertThat(game.gameId()).isEqualTo("Qw7Rt2Yu");
      assertThat(game.myTurn()).isTrue();
      assertThat(game.status()).isEqualTo(GameStatus.STARTED);
    });
    assertThat(server.takeRequest().getUrl().queryParameter("nb")).isEqualTo("50");
  }

  @Test
  void retriesAServerErrorOnAnIdempotentCommandUntilItSucceeds() {
    server.enqueue(json(503, "{\"error\":\"busy\"}"));
    server.enqueue(new MockResponse.Builder().code(502).body("Bad Gateway").build());
    server.enqueue(json(200, "{\"ok\":true}"));

    client.resign("Qw7Rt2Yu");

    assertThat(server.getRequestCount()).isEqualTo(3);
  }

  @Test
  void retriesAfterTheConnectionDropsWithoutAnAnswer() {
    server.enqueue(new MockResponse.Builder()
        .onRequestStart(new SocketEffect.CloseSocket(true, true, true)).build());
    server.enqueue(json(200, "{\"ok\":true}"));

    client.draw("Qw7Rt2Yu", true);

    assertThat(server.getRequestCount()).isEqualTo(2);
  }

  @Test
  void givesUpAfterTheLastRetryWithTheServerErrorStatus() {
    for (int i = 0; i < 3; i++) {
      server.enqueue(json(500, "{\"error\":\"oops\"}"));
    }

    assertThatThrownBy(() -> client.abort("Qw7Rt2Yu"))
        .isInstanceOfSatisfying(LichessHttpException.class, e -> assertThat(e.status()).isEqualTo(500));
    assertThat(server.getRequestCount()).isEqualTo(3);
  }

  @Test
  void neverRetriesAClientErrorAndReportsStatusAndServerText() {
    server.enqueue(json(400, "{\"error\":\"Not your turn, or game already over\"}"));

    assertThatThrownBy(() -> client.move("Qw7Rt2Yu", "e2e4", () -> true))
        .isInstanceOfSatisfying(LichessHttpException.class, e -> {
          assertThat(e.status()).isEqualTo(400);
          assertThat(e.endpoint()).isEqualTo(Endpoint.MOVE);
          assertThat(e.serverMessage()).isEqualTo("Not your turn, or game already over");
        });
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void retriesAMoveOnlyWhileItIsStillOurs() {
    server.enqueue(json(500, "{}"));
    server.enqueue(json(500, "{}"));
    server.enqueue(json(200, "{\"ok\":true}"));
    AtomicInteger asked = new AtomicInteger();

    assertThatThrownBy(() -> client.move("Qw7Rt2Yu", "e2e4", () -> asked.incrementAndGet() < 2))
        .isInstanceOf(LichessHttpException.class);
    assertThat(server.getRequestCount()).isEqualTo(2);
  }

  @Test
  void tellsTheCallerAsEachAttemptOfAMoveGoesOutSoItCanTimeTheOneAccepted() {
    server.enqueue(json(500, "{}"));
    server.enqueue(json(503, "{}"));
    server.enqueue(json(200, "{\"ok\":true}"));
    AtomicInteger sent = new AtomicInteger();

    client.move("Qw7Rt2Yu", "e2e4", () -> true, sent::incrementAndGet);

    assertThat(sent).hasValue(3);
    assertThat(server.getRequestCount()).isEqualTo(3);
  }

  @Test
  void doesNotPostAgainBlindAMoveWhoseAnswerDidNotComeWithinTheMoveTimeout() throws IOException {
    server.close();
    try (MockWebServer slow = new MockWebServer()) {
      slow.start();
      LichessClient impatient = LichessClient.builder(slow.url("/").toString(), TOKEN)
          .moveTimeout(Duration.ofMillis(200))
          .moveRetry(new RetrySettings(2, Duration.ofMillis(1), 1.0, Duration.ofMillis(1)))
          .build();
      slow.enqueue(new MockResponse.Builder().code(200).body("{\"ok\":true}")
          .headersDelay(10, TimeUnit.SECONDS).build());
      slow.enqueue(json(200, "{\"ok\":true}"));

      // The server may have played it: sent again after the opponent's reply, it would be played
      // in the wrong position. The caller re-reads the game instead.
      assertThatThrownBy(() -> impatient.move("Qw7Rt2Yu", "e2e4", () -> true))
          .isInstanceOf(LichessTransportException.class);
      assertThat(slow.getRequestCount()).isEqualTo(1);
    }
  }

  @Test
  void doesNotPostAgainBlindAMoveWhoseConnectionDroppedOnceItWasSent() {
    server.enqueue(new MockResponse.Builder()
        .onResponseStart(new SocketEffect.CloseSocket(true, true, true)).build());
    server.enqueue(json(200, "{\"ok\":true}"));

    assertThatThrownBy(() -> client.move("Qw7Rt2Yu", "e2e4", () -> true))
        .isInstanceOf(LichessTransportException.class);
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void postsAgainAMoveTheServerAnsweredWithAGatewayTimeoutOnlyAfterTheCallerReReads() {
    server.enqueue(json(504, "{}"));
    server.enqueue(json(200, "{\"ok\":true}"));

    assertThatThrownBy(() -> client.move("Qw7Rt2Yu", "e2e4", () -> true))
        .isInstanceOfSatisfying(LichessHttpException.class, e -> assertThat(e.status()).isEqualTo(504));
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void triesAgainAMoveWhoseConnectionCouldNotBeMade() throws IOException {
    String url = server.url("/").toString();
    server.close(); // nothing listens: the move never left us
    LichessClient refused = LichessClient.builder(url, TOKEN)
        .moveRetry(new RetrySettings(3, Duration.ofMillis(1), 1.0, Duration.ofMillis(1)))
        .build();
    AtomicInteger sent = new AtomicInteger();

    assertThatThrownBy(() -> refused.move("Qw7Rt2Yu", "e2e4", () -> true, sent::incrementAndGet))
        .isInstanceOf(LichessTransportException.class);
    assertThat(sent).hasValue(3);
  }

  @Test
  void endsTheRetriesOfACommandWithinItsBudget() {
    AtomicInteger ticks = new AtomicInteger();
    // Each look at the clock moves it a second: a 5-second budget allows a few tries, not 50.
    LichessClient patient = LichessClient.builder(server.url("/").toString(), TOKEN)
        .gateClock(() -> ticks.incrementAndGet() * 1_000_000_000L)
        .commandRetry(new RetrySettings(50, Duration.ofMillis(1), 1.0, Duration.ofMillis(1),
            Duration.ofSeconds(5)))
        .build();
    for (int i = 0; i < 50; i++) {
      server.enqueue(json(503, "{\"error\":\"busy\"}"));
    }

    assertThatThrownBy(() -> patient.resign("Qw7Rt2Yu"))
        .isInstanceOfSatisfying(LichessHttpException.class, e -> assertThat(e.status()).isEqualTo(503));
    assertThat(server.getRequestCount()).isBetween(2, 5);
  }

  @Test
  void findsDeadConnectionsByPingAndGivesWritesTheirOwnTimeout() {
    assertThat(client.httpClient().pingIntervalMillis()).isEqualTo(5_000);
    assertThat(client.httpClient().writeTimeoutMillis()).isEqualTo(10_000);
    assertThat(client.httpClient().connectTimeoutMillis()).isEqualTo(10_000);
  }

  @Test
  void postsAMoveWithADrawOfferAsAQueryParameter() throws Exception {
    server.enqueue(json(200, "{\"ok\":true}"));

    client.move("Qw7Rt2Yu", "e7e8q", true, () -> true);

    RecordedRequest request = server.takeRequest();
    assertThat(request.getMethod()).isEqualTo("POST");
    assertThat(request.getUrl().encodedPath()).isEqualTo("/api/bot/game/Qw7Rt2Yu/move/e7e8q");
    assertThat(request.getUrl().queryParameter("offeringDraw")).isEqualTo("true");
  }

  @Test
  void postsTheDeclineReasonKeyAndChatAsForms() throws Exception {
    server.enqueue(json(200, "{\"ok\":true}"));
    server.enqueue(json(200, "{\"ok\":true}"));

    client.declineChallenge("Qw7Rt2Yu", DeclineReason.TOO_FAST);
    client.sendChat("Qw7Rt2Yu", ChatRoom.SPECTATOR, "good game & thanks");

    assertThat(server.takeRequest().getBody().utf8()).isEqualTo("reason=tooFast");
    RecordedRequest chat = server.takeRequest();
    assertThat(chat.getUrl().encodedPath()).isEqualTo("/api/bot/game/Qw7Rt2Yu/chat");
    assertThat(chat.getBody().utf8()).contains("room=spectator").contains("text=good+game+%26+thanks");
  }

  @Test
  void doesNotRetryChallengeCreation() {
    server.enqueue(json(503, "{\"error\":\"busy\"}"));

    assertThatThrownBy(() -> client.createChallenge(ChallengeRequest.clock("otherbot", 60, 1)))
        .isInstanceOf(LichessHttpException.class);
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void createsAChallengeWithClockFieldsInSeconds() throws Exception {
    server.enqueue(json(200, "{\"id\":\"Zx81Lp0Q\",\"status\":\"created\",\"direction\":\"out\","
        + "\"timeControl\":{\"type\":\"clock\",\"limit\":60,\"increment\":1}}"));

    Challenge challenge = client.createChallenge(
        ChallengeRequest.clock("OtherBot", 60, 1).withRated(true).withColor("white"));

    assertThat(challenge.direction()).isEqualTo("out");
    RecordedRequest request = server.takeRequest();
    assertThat(request.getUrl().encodedPath()).isEqualTo("/api/challenge/OtherBot");
    assertThat(request.getBody().utf8()).isEqualTo(
        "clock.limit=60&clock.increment=1&rated=true&color=white&variant=standard&keepAliveStream=true");
  }

  @Test
  void aRealTimeChallengeIsHeldAliveUntilWithdrawnAndACorrespondenceOneIsNot() throws Exception {
    // The server streams the challenge, then keep-alives for as long as we listen (here: ten seconds of them).
    server.enqueue(new MockResponse.Builder().code(200).setHeader("Content-Type", "application/x-ndjson")
        .body("{\"id\":\"Zx81Lp0Q\",\"status\":\"created\",\"direction\":\"out\"}\n" + "\n".repeat(640))
        .throttleBody(64, 1, TimeUnit.SECONDS).build());
    server.enqueue(json(200, "{\"ok\":true}"));
    server.enqueue(json(200, "{\"id\":\"Corr1234\",\"status\":\"created\",\"direction\":\"out\"}"));

    assertThat(client.createChallenge(ChallengeRequest.clock("OtherBot", 60, 1)).id()).isEqualTo("Zx81Lp0Q");
    assertThat(client.heldChallenges()).isEqualTo(1);
    client.cancelChallenge("Zx81Lp0Q");
    assertThat(client.heldChallenges()).isZero();
    assertThat(server.takeRequest().getBody().utf8()).endsWith("&keepAliveStream=true");
    assertThat(server.takeRequest().getUrl().encodedPath()).isEqualTo("/api/challenge/Zx81Lp0Q/cancel");

    client.createChallenge(ChallengeRequest.correspondence("OtherBot", 3));
    assertThat(server.takeRequest().getBody().utf8()).doesNotContain("keepAliveStream");
    assertThat(client.heldChallenges()).isZero();
  }

  @Test
  void closesTheGateForAFullMinuteAfterA429AndEveryCallerRespectsIt() {
    server.enqueue(json(429, "{\"error\":\"Too many requests. Try again later.\"}"));
    server.enqueue(json(200, "{\"ok\":true}"));

    assertThatThrownBy(() -> client.claimVictory("Qw7Rt2Yu"))
        .isInstanceOf(RateLimitedException.class);
    clock.advance(Duration.ofSeconds(59));
    assertThatThrownBy(() -> client.claimDraw("Qw7Rt2Yu"))
        .isInstanceOfSatisfying(RateLimitedException.class, e -> {
          assertThat(e.endpoint()).isEqualTo(Endpoint.GAME_COMMAND);
          assertThat(e.serverMessage()).isEqualTo("Too many requests. Try again later.");
        });
    assertThat(server.getRequestCount()).isEqualTo(1);

    clock.advance(Duration.ofSeconds(1));
    client.claimDraw("Qw7Rt2Yu");

    assertThat(server.getRequestCount()).isEqualTo(2);
  }

  @Test
  void aRateLimitedMovePausesThatGamesMovesForASecondAndLongerOnRepeats() {
    server.enqueue(json(429, "{\"error\":\"Too many requests. Try again later.\"}"));
    server.enqueue(json(429, "{\"error\":\"Too many requests. Try again later.\"}"));
    server.enqueue(json(200, "{\"ok\":true}"));
    server.enqueue(json(429, "{\"error\":\"Too many requests. Try again later.\"}"));

    assertThatThrownBy(() -> client.move("Qw7Rt2Yu", "e2e4", () -> true))
        .isInstanceOfSatisfying(RateLimitedException.class,
            e -> assertThat(e.retryAfter()).isEqualTo(Duration.ofSeconds(1)));
    clock.advance(Duration.ofMillis(999));
    assertThatThrownBy(() -> client.move("Qw7Rt2Yu", "e2e4", () -> true))
        .isInstanceOfSatisfying(RateLimitedException.class,
            e -> assertThat(e.endpoint()).isEqualTo(Endpoint.MOVE));
    assertThat(server.getRequestCount()).isEqualTo(1);

    clock.advance(Duration.ofMillis(1));
    assertThatThrownBy(() -> client.move("Qw7Rt2Yu", "e2e4", () -> true))
        .isInstanceOfSatisfying(RateLimitedException.class,
            e -> assertThat(e.retryAfter()).isEqualTo(Duration.ofSeconds(2)));
    clock.advance(Duration.ofSeconds(2));
    client.move("Qw7Rt2Yu", "e2e4", () -> true);
    assertThatThrownBy(() -> client.move("Qw7Rt2Yu", "e7e5", () -> true))
        .isInstanceOfSatisfying(RateLimitedException.class,
            e -> assertThat(e.retryAfter()).as("a post went through: one second again")
                .isEqualTo(Duration.ofSeconds(1)));
    assertThat(server.getRequestCount()).isEqualTo(4);
  }

  @Test
  void aRateLimitedMoveOrGameStreamOfOneGameLeavesTheOtherGamesOpen() {
    server.enqueue(json(429, "{\"error\":\"Too many requests. Try again later.\"}"));
    server.enqueue(json(200, "{\"ok\":true}"));

    assertThatThrownBy(() -> client.move("Qw7Rt2Yu", "e2e4", () -> true))
        .isInstanceOf(RateLimitedException.class);
    client.move("Ab12Cd34", "e2e4", () -> true);

    assertThat(server.getRequestCount()).isEqualTo(2);
    assertThat(client.rateLimitGate().closedFor(Endpoint.MOVE, "Qw7Rt2Yu")).isPresent();
    assertThat(client.rateLimitGate().closedFor(Endpoint.MOVE, "Ab12Cd34")).isEmpty();
    client.rateLimitGate().close(Endpoint.GAME_STREAM, "Qw7Rt2Yu", 0, "");
    assertThat(client.rateLimitGate().closedFor(Endpoint.GAME_STREAM, "Ab12Cd34")).isEmpty();
    assertThat(client.rateLimitGate().closedFor(Endpoint.GAME_STREAM, "Qw7Rt2Yu"))
        .hasValue(Duration.ofMinutes(1));
  }

  @Test
  void honoursTheSecondsOfTheRatelimitObjectOnAMove() {
    server.enqueue(json(429, "{\"error\":\"Too many requests\",\"ratelimit\":{\"key\":\"move\","
        + "\"seconds\":3}}"));

    assertThatThrownBy(() -> client.move("Qw7Rt2Yu", "e2e4", () -> true))
        .isInstanceOfSatisfying(RateLimitedException.class,
            e -> assertThat(e.retryAfter()).isEqualTo(Duration.ofSeconds(3)));
  }

  @Test
  void aRateLimitOnOneEndpointLeavesTheOthersOpen() {
    server.enqueue(json(429, "Too many requests"));
    server.enqueue(json(200, "{\"ok\":true}"));

    assertThatThrownBy(() -> client.acceptChallenge("Qw7Rt2Yu"))
        .isInstanceOf(RateLimitedException.class);
    client.resign("Ab12Cd34");

    assertThat(server.getRequestCount()).isEqualTo(2);
  }

  @Test
  void theDailyBotGameCapClosesChallengeCreationForTheSecondsTheServerGives() {
    server.enqueue(json(429, "{\"error\":\"You played 100 games against other bots today, please "
        + "wait.\",\"ratelimit\":{\"key\":\"bot.vsBot.day\",\"seconds\":7200}}"));
    server.enqueue(json(200, "{\"id\":\"Zx81Lp0Q\"}"));
    ChallengeRequest request = ChallengeRequest.clock("otherbot", 60, 1);

    assertThatThrownBy(() -> client.createChallenge(request)).isInstanceOf(RateLimitedException.class);
    clock.advance(Duration.ofMinutes(119));
    assertThatThrownBy(() -> client.createChallenge(request)).isInstanceOf(RateLimitedException.class);
    assertThat(client.rateLimitGate().closedFor(Endpoint.CHALLENGE_CREATE, "")).isPresent();

    clock.advance(Duration.ofMinutes(1));
    assertThat(client.createChallenge(request).id()).isEqualTo("Zx81Lp0Q");
    assertThat(server.getRequestCount()).isEqualTo(2);
  }

  @Test
  void honoursRetryAfterOnChallengeCreation() {
    server.enqueue(new MockResponse.Builder().code(429).setHeader("Retry-After", "300")
        .setHeader("Content-Type", "application/json")
        .body("{\"error\":\"Too many requests. Try again later.\"}").build());

    assertThatThrownBy(() -> client.createChallenge(ChallengeRequest.clock("otherbot", 60, 1)))
        .isInstanceOfSatisfying(RateLimitedException.class,
            e -> assertThat(e.retryAfter()).isEqualTo(Duration.ofSeconds(300)));
    clock.advance(Duration.ofSeconds(299));
    assertThat(client.rateLimitGate().closedFor(Endpoint.CHALLENGE_CREATE, "")).isPresent();
  }

  @Test
  void theOpponentsDailyCapIsA400ThatLeavesOurGateOpen() {
    server.enqueue(json(400, "{\"error\":\"OtherBot played 100 games against other bots today\","
        + "\"ratelimit\":{\"key\":\"bot.vsBot.day\",\"seconds\":600}}"));

    assertThatThrownBy(() -> client.createChallenge(ChallengeRequest.clock("otherbot", 60, 1)))
        .isInstanceOfSatisfying(LichessHttpException.class,
            e -> assertThat(e.isDailyBotGameCap()).isTrue());
    assertThat(client.rateLimitGate().closedFor(Endpoint.CHALLENGE_CREATE, "")).isEmpty();
  }

  @Test
  void readsTheChatArrayOnlineBotsAndAPgnExport() {
    server.enqueue(json(200, "[{\"user\":\"alice\",\"text\":\"hi\"},{\"user\":\"lichess\",\"text\":\"x\"}]"));
    server.enqueue(json(200, "{\"id\":\"abot\",\"username\":\"ABot\",\"title\":\"BOT\"}\n\n"
        + "not json\n{\"id\":\"bbot\",\"username\":\"BBot\",\"title\":\"BOT\",\"playTime\":{\"total\":1}}\n"));
    server.enqueue(new MockResponse.Builder().code(200).body("[Event \"Casual\"]\n\n1. e4 *\n").build());

    assertThat(client.readChat("Qw7Rt2Yu")).extracting(m -> m.user()).containsExactly("alice", "lichess");
    assertThat(client.onlineBots(10)).extracting(Account::username).containsExactly("ABot", "BBot");
    assertThat(client.exportGamePgn("Qw7Rt2Yu")).startsWith("[Event");
  }

  @Test
  void refusesToSendTheTokenOverPlainHttpToARemoteHost() {
    assertThatThrownBy(() -> LichessClient.builder("http://lichess.org", TOKEN))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("https://")
        .hasMessageNotContaining(TOKEN);
    assertThatThrownBy(() -> LichessClient.builder("http://192.168.1.10:8080", TOKEN))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void allowsPlainHttpToLoopbackAndHttpsAnywhere() {
    LichessClient.builder("http://127.0.0.1:9999", TOKEN).build();
    LichessClient.builder("http://localhost:9999", TOKEN).build();
    LichessClient.builder("http://[::1]:9999", TOKEN).build();
    LichessClient.builder("https://lichess.org", TOKEN).build();
  }

  @Test
  void rejectsATokenWithStrayCharactersWithoutEchoingIt() {
    assertThatThrownBy(() -> LichessClient.builder("https://lichess.org", "lip_abc\n"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageNotContaining("lip_abc");
  }

  static MockResponse json(int code, String body) {
    return new MockResponse.Builder().code(code)
        .setHeader("Content-Type", "application/json").body(body).build();
  }
}
