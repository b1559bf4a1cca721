package dev.zeitnot.lichess;

import static dev.zeitnot.lichess.LichessClientTest.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zeitnot.lichess.model.TokenInfo;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The token's scopes at start-up, and refusals of the token at any later call. */
class TokenCheckTest {

  private static final String TOKEN = LichessClientTest.TOKEN;

  private final MockWebServer server = new MockWebServer();
  private final List<LichessHttpException> refusals = new CopyOnWriteArrayList<>();
  private LichessClient client;

  @BeforeEach
  void start() throws IOException {
    server.start();
    client = LichessClient.builder(server.url("/").toString(), TOKEN)
        .commandRetry(LichessClientTest.FAST_RETRY).build();
    client.watchToken(refusals::add);
  }

  @AfterEach
  void stop() {
    server.close();
  }

  @Test
  void readsTheScopesOfOurTokenFromTheTokenTest() throws Exception {
    server.enqueue(json(200, "{\"" + TOKEN + "\":{\"userId\":\"javabot\","
        + "\"scopes\":\"challenge:read,bot:play\",\"expires\":null}}"));

    TokenInfo info = client.testToken().orElseThrow();

    assertThat(info.userId()).isEqualTo("javabot");
    assertThat(info.hasScope(TokenInfo.BOT_PLAY)).isTrue();
    assertThat(info.hasScope("board:play")).isFalse();
    RecordedRequest request = server.takeRequest();
    assertThat(request.getMethod()).isEqualTo("POST");
    assertThat(request.getUrl().encodedPath()).isEqualTo("/api/token/test");
    assertThat(request.getHeaders().get("Content-Type")).startsWith("text/plain");
    assertThat(request.getBody().utf8()).isEqualTo(TOKEN);
  }

  @Test
  void anUnknownTokenIsEmpty() {
    server.enqueue(json(200, "{\"" + TOKEN + "\":null}"));

    assertThat(client.testToken()).isEmpty();
  }

  @Test
  void tellsTheWatcherOfA401OrAMissingScopeOnAnyCall() {
    server.enqueue(json(401, "{\"error\":\"No such token\"}"));
    server.enqueue(json(403, "{\"error\":\"Missing scope: bot:play\"}"));
    server.enqueue(json(400, "{\"error\":\"Not your turn, or game already over\"}"));
    server.enqueue(json(404, "{\"error\":\"No such game\"}"));

    assertThatThrownBy(() -> client.playing()).isInstanceOf(LichessHttpException.class);
    assertThatThrownBy(() -> client.move("Qw7Rt2Yu", "e2e4", () -> true))
        .isInstanceOf(LichessHttpException.class);
    assertThatThrownBy(() -> client.move("Qw7Rt2Yu", "e2e4", () -> true))
        .isInstanceOf(LichessHttpException.class);
    assertThatThrownBy(() -> client.resign("Qw7Rt2Yu")).isInstanceOf(LichessHttpException.class);

    assertThat(refusals).extracting(LichessHttpException::status).containsExactly(401, 403);
    assertThat(server.getRequestCount()).isEqualTo(4);
  }
}
