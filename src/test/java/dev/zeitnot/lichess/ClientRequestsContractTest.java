package dev.zeitnot.lichess;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.contract.ContractRecorder;
import java.io.IOException;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Every command of the client, each variant of its arguments, sent to a server that answers all
 * with success: each request (path, method, query, form) must be one the official API description
 * has. (The end-to-end tests check every request of the bot in the arena the same way.)
 */
class ClientRequestsContractTest {

  private static final String GAME = "Qw7Rt2Yu";
  private final MockWebServer server = new MockWebServer();
  private final ContractRecorder contract = new ContractRecorder();
  private LichessClient client;

  @BeforeEach
  void start() throws IOException {
    server.setDispatcher(new Dispatcher() {
      @Override
      public MockResponse dispatch(RecordedRequest request) {
        String path = request.getUrl().encodedPath();
        if (path.startsWith("/api/bot/online")) {
          return LichessClientTest.json(200, "");
        }
        if (path.equals("/api/account")) {
          return LichessClientTest.json(200, "{\"id\":\"javabot\",\"username\":\"JavaBot\",\"title\":\"BOT\"}");
        }
        if (path.equals("/api/tournament")) {
          return LichessClientTest.json(200, "{\"created\":[],\"started\":[],\"finished\":[]}");
        }
        if (path.startsWith("/api/challenge/Rival")) {
          return LichessClientTest.json(200, "{\"id\":\"Ab12Cd34\",\"status\":\"created\"}");
        }
        if (path.equals("/api/token/test")) {
          return LichessClientTest.json(200, "{}");
        }
        return LichessClientTest.json(200, request.getMethod().equals("GET") && path.endsWith("/chat") ? "[]"
            : "{\"ok\":true}");
      }
    });
    server.start();
    client = LichessClient.builder(server.url("/").toString(), LichessClientTest.TOKEN)
        .httpClient(new OkHttpClient.Builder().addNetworkInterceptor(contract).build())
        .commandRetry(LichessClientTest.FAST_RETRY).build();
  }

  @AfterEach
  void stop() {
    server.close();
  }

  @Test
  void drawAndTakebackAnswersUseTheDescribedValues() {
    client.draw(GAME, true);
    client.draw(GAME, false);
    client.takeback(GAME, true);
    client.takeback(GAME, false);

    assertThat(contract.checked()).isEqualTo(4);
    assertThat(contract.problems()).isEmpty();
  }

  @Test
  void theReadsAndTheChallengesWeMakeAreDescribed() {
    client.testToken();
    client.account();
    client.exportGamePgn(GAME);
    client.tournaments();
    client.createChallenge(ChallengeRequest.correspondence("Rival", 3));
    client.createChallenge(ChallengeRequest.clock("Rival", 180, 2).withRated(true).withColor("black"));

    assertThat(contract.checked()).isEqualTo(6);
    assertThat(contract.problems()).isEmpty();
  }

  @Test
  void theGameAndChallengeCommandsAreDescribed() {
    client.acceptChallenge("Ab12Cd34");
    for (DeclineReason reason : DeclineReason.values()) {
      client.declineChallenge("Ab12Cd34", reason);
    }
    client.cancelChallenge("Ab12Cd34");
    client.move(GAME, "e2e4", () -> true);
    client.move(GAME, "e7e8q", true, () -> true);
    client.abort(GAME);
    client.resign(GAME);
    client.claimVictory(GAME);
    client.claimDraw(GAME);
    for (ChatRoom room : ChatRoom.values()) {
      client.sendChat(GAME, room, "good game, 123 & more");
    }
    client.readChat(GAME);
    client.onlineBots(50);
    client.joinTournament("Tr12Yu34", "team-a", "secret");
    client.joinTournament("Tr12Yu34", null, null);
    client.withdrawFromTournament("Tr12Yu34");

    assertThat(contract.checked()).isEqualTo(13 + DeclineReason.values().length + ChatRoom.values().length);
    assertThat(contract.problems()).isEmpty();
  }
}
