package dev.zeitnot.lichess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zeitnot.lichess.model.Tournament;
import dev.zeitnot.lichess.model.TournamentInfo;
import dev.zeitnot.lichess.model.TournamentList;
import java.io.IOException;
import java.time.Duration;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The arena-tournament calls on the wire: paths, forms, and the server's JSON shapes. */
class TournamentCallsTest {

  private final MockWebServer server = new MockWebServer();
  private final MutableClock clock = new MutableClock();
  private LichessClient client;

  @BeforeEach
  void start() throws IOException {
    server.start();
    client = LichessClient.builder(server.url("/").toString(), LichessClientTest.TOKEN)
        .gateClock(clock).commandRetry(LichessClientTest.FAST_RETRY).build();
  }

  @AfterEach
  void stop() {
    server.close();
  }

  @Test
  void readsTheArenaListWithBotsAllowedSpeedAndTimes() throws Exception {
    server.enqueue(LichessClientTest.json(200, "{\"created\":[{\"id\":\"LojvlQOo\",\"createdBy\":\"someone\","
        + "\"system\":\"arena\",\"minutes\":60,\"clock\":{\"limit\":180,\"increment\":2},\"rated\":false,"
        + "\"fullName\":\"Bot Blitz Arena\",\"nbPlayers\":12,\"variant\":{\"key\":\"standard\",\"short\":\"Std\","
        + "\"name\":\"Standard\"},\"startsAt\":1762914600000,\"finishesAt\":1762918200000,\"status\":10,"
        + "\"perf\":{\"key\":\"blitz\",\"name\":\"Blitz\",\"position\":1,\"icon\":\")\"},\"botsAllowed\":true,"
        + "\"secondsToStart\":600}],\"started\":[],\"finished\":[]}"));

    TournamentList list = client.tournaments();

    Tournament arena = list.created().get(0);
    assertThat(arena.id()).isEqualTo("LojvlQOo");
    assertThat(arena.botsAllowed()).isTrue();
    assertThat(arena.speed()).isEqualTo("blitz");
    assertThat(arena.variantKey()).isEqualTo("standard");
    assertThat(arena.startsAt()).isEqualTo(1762914600000L);
    assertThat(arena.status()).isEqualTo(Tournament.CREATED);
    assertThat(list.started()).isEmpty();
    assertThat(server.takeRequest().getUrl().encodedPath()).isEqualTo("/api/tournament");
  }

  @Test
  void readsOneArenaWithOurPlaceInIt() throws Exception {
    server.enqueue(LichessClientTest.json(200, "{\"id\":\"LojvlQOo\",\"fullName\":\"Bot Blitz Arena\","
        + "\"startsAt\":\"2026-11-30T18:00:00Z\",\"variant\":\"standard\",\"isStarted\":true,\"isFinished\":false,"
        + "\"secondsToFinish\":1200,\"nbPlayers\":12,\"me\":{\"rank\":3,\"withdraw\":true,\"gameId\":null},"
        + "\"standing\":{\"page\":1,\"players\":[]}}"));

    TournamentInfo info = client.tournament("LojvlQOo");

    assertThat(info.isStarted()).isTrue();
    assertThat(info.isFinished()).isFalse();
    assertThat(info.secondsToFinish()).isEqualTo(1200);
    assertThat(info.me().rank()).isEqualTo(3);
    assertThat(info.me().withdraw()).isTrue();
    assertThat(server.takeRequest().getUrl().encodedPath()).isEqualTo("/api/tournament/LojvlQOo");
  }

  @Test
  void joinsWithPairMeAsapAndTheTeamAndEntryCodeWhenGivenAndWithdraws() throws Exception {
    server.enqueue(LichessClientTest.json(200, "{\"ok\":true}"));
    server.enqueue(LichessClientTest.json(200, "{\"ok\":true}"));
    server.enqueue(LichessClientTest.json(200, "{\"ok\":true}"));

    client.joinTournament("LojvlQOo", "my-team", "secret");
    client.joinTournament("LojvlQOo", null, null);
    client.withdrawFromTournament("LojvlQOo");

    RecordedRequest join = server.takeRequest();
    assertThat(join.getMethod()).isEqualTo("POST");
    assertThat(join.getUrl().encodedPath()).isEqualTo("/api/tournament/LojvlQOo/join");
    assertThat(join.getBody().utf8()).contains("pairMeAsap=true", "team=my-team", "password=secret");
    assertThat(server.takeRequest().getBody().utf8()).isEqualTo("pairMeAsap=true");
    RecordedRequest withdraw = server.takeRequest();
    assertThat(withdraw.getUrl().encodedPath()).isEqualTo("/api/tournament/LojvlQOo/withdraw");
  }

  @Test
  void aRefusedJoinCarriesTheServersReason() {
    server.enqueue(LichessClientTest.json(400, "{\"error\":\"Wrong entry code\"}"));

    assertThatThrownBy(() -> client.joinTournament("LojvlQOo", null, "oops"))
        .isInstanceOf(LichessHttpException.class)
        .hasMessageContaining("Wrong entry code");
  }

  @Test
  void a429ClosesTheJoinEndpointForAMinute() {
    server.enqueue(new MockResponse.Builder().code(429).body("{\"error\":\"Too many requests. Try again later.\"}")
        .build());

    assertThatThrownBy(() -> client.joinTournament("LojvlQOo", null, null)).isInstanceOf(RateLimitedException.class);
    assertThatThrownBy(() -> client.joinTournament("LojvlQOo", null, null))
        .isInstanceOf(RateLimitedException.class);
    assertThat(server.getRequestCount()).isEqualTo(1);
    clock.advance(Duration.ofSeconds(61));
    server.enqueue(LichessClientTest.json(200, "{\"ok\":true}"));
    client.joinTournament("LojvlQOo", null, null);
    assertThat(server.getRequestCount()).isEqualTo(2);
  }
}
