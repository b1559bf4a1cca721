package dev.zeitnot.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zeitnot.config.ConfigException;
import dev.zeitnot.config.OpsConfig;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PageGateTest {

  private static final String PASSWORD = "correct horse";

  @TempDir
  Path dir;
  private OpsServer ops;
  private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  @AfterEach
  void close() {
    if (ops != null) {
      ops.close();
    }
  }

  private OpsServer start(OpsConfig config) {
    ops = OpsServer.start(config, "https://lichess.org", System::nanoTime);
    return ops;
  }

  private Path passwordFile(String content) throws Exception {
    return Files.writeString(dir.resolve("password"), content);
  }

  private HttpResponse<String> get(String path, String password) throws Exception {
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + ops.port() + path))
        .method(path.equals("/events") ? "HEAD" : "GET", HttpRequest.BodyPublishers.noBody());
    if (password != null) {
      String basic = Base64.getEncoder().encodeToString(("owner:" + password).getBytes(StandardCharsets.UTF_8));
      request.header("Authorization", "Basic " + basic);
    }
    return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }

  @Test
  void thePageAndItsEventsAskForThePasswordWhileHealthAndMetricsStayOpen() throws Exception {
    start(OpsConfig.DEFAULT.listeningOn("127.0.0.1", 0).withPasswordFile(passwordFile(PASSWORD + "\n")));
    HttpResponse<String> asked = get("/", null);
    assertThat(asked.statusCode()).isEqualTo(401);
    assertThat(asked.headers().firstValue("WWW-Authenticate")).hasValue("Basic realm=\"zeitnot\", charset=\"UTF-8\"");
    assertThat(asked.body()).doesNotContain(PASSWORD);
    assertThat(get("/", "wrong").statusCode()).isEqualTo(401);
    assertThat(get("/events", null).statusCode()).isEqualTo(401);
    HttpResponse<String> page = get("/", PASSWORD);
    assertThat(page.statusCode()).isEqualTo(200);
    assertThat(page.body()).contains("<html").doesNotContain(PASSWORD);
    assertThat(get("/events", PASSWORD).statusCode()).isEqualTo(200);
    assertThat(get("/health", null).statusCode()).isEqualTo(200);
    assertThat(get("/metrics", null).statusCode()).isEqualTo(200);
  }

  @Test
  void thePageTurnedOffIsNotFoundAndHealthStillAnswers() throws Exception {
    OpsConfig on = OpsConfig.DEFAULT.listeningOn("127.0.0.1", 0);
    start(new OpsConfig(true, on.host(), 0, on.streamDownSeconds(), on.threads(), on.maxConnections(),
        on.requestTimeoutMs(), false, null, null));
    assertThat(get("/", null).statusCode()).isEqualTo(404);
    assertThat(get("/events", null).statusCode()).isEqualTo(404);
    assertThat(get("/health", null).statusCode()).isEqualTo(200);
  }

  @Test
  void anEmptyOrMissingPasswordFileIsAConfigProblemNamingTheKey() throws Exception {
    OpsConfig empty = OpsConfig.DEFAULT.listeningOn("127.0.0.1", 0).withPasswordFile(passwordFile(" \n"));
    assertThatThrownBy(() -> start(empty)).isInstanceOf(ConfigException.class)
        .hasMessageStartingWith("ops.password_file:");
    OpsConfig missing = empty.withPasswordFile(dir.resolve("absent"));
    assertThatThrownBy(() -> start(missing)).isInstanceOf(ConfigException.class)
        .hasMessageStartingWith("ops.password_file:");
  }
}
