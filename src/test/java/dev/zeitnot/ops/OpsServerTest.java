package dev.zeitnot.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zeitnot.bot.report.GameReport;
import dev.zeitnot.bot.report.MoveReport;
import dev.zeitnot.bot.report.PositionReport;
import dev.zeitnot.bot.report.SearchReport;
import dev.zeitnot.config.ConfigException;
import dev.zeitnot.config.OpsConfig;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Iterator;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class OpsServerTest {

  private final OpsServer ops = OpsServer.start(OpsConfig.DEFAULT.listeningOn("127.0.0.1", 0),
        "https://lichess.org", System::nanoTime);
  private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  @AfterEach
  void stop() {
    ops.close();
  }

  private HttpResponse<String> request(String method, String path) throws Exception {
    HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + ops.port() + path))
        .method(method, HttpRequest.BodyPublishers.noBody()).timeout(Duration.ofSeconds(5)).build();
    return http.send(request, HttpResponse.BodyHandlers.ofString());
  }

  @Test
  void healthAnswers200WithTheReportOnceTheEventStreamIsConnected() throws Exception {
    ops.observer().eventStreamConnected();
    HttpResponse<String> response = request("GET", "/health");
    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.headers().firstValue("Content-Type")).hasValue("application/json");
    assertThat(response.body()).contains("\"healthy\":true").contains("\"event_stream\":\"connected\"");
  }

  @Test
  void healthAnswers503NamingTheProblemOnceTheEventStreamIsRefusedForGood() throws Exception {
    ops.observer().eventStreamRefused("HTTP 401 No such token");
    HttpResponse<String> response = request("GET", "/health");
    assertThat(response.statusCode()).isEqualTo(503);
    assertThat(response.body()).contains("\"healthy\":false").contains("HTTP 401 No such token");
  }

  @Test
  void metricsAreInThePrometheusTextFormat() throws Exception {
    ops.observer().moved(new MoveReport("g1", 300, 340, 60));
    HttpResponse<String> response = request("GET", "/metrics");
    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(
        type -> assertThat(type).startsWith("text/plain; version=0.0.4"));
    assertThat(response.body()).contains("zeitnot_moves_total 1.0")
        .contains("zeitnot_think_time_seconds_count 1").contains("zeitnot_move_overhead_seconds 0.06")
        .contains("jvm_memory_used_bytes").contains("jvm_threads_live_threads");
  }

  @Test
  void answersOnlyReadsAndExactlyTheKnownPaths() throws Exception {
    assertThat(request("POST", "/health").statusCode()).isEqualTo(405);
    assertThat(request("GET", "/admin").statusCode()).isEqualTo(404);
    assertThat(request("GET", "/health/x").statusCode()).isEqualTo(404);
    assertThat(request("GET", "/healthz").statusCode()).isEqualTo(404);
    assertThat(request("GET", "/index.html").statusCode()).isEqualTo(404);
    HttpResponse<String> head = request("HEAD", "/metrics");
    assertThat(head.statusCode()).isEqualTo(200);
    assertThat(head.body()).isEmpty();
  }

  @Test
  void theBotsPageIsOneSelfContainedHtmlFileWithNoSecretInIt() throws Exception {
    ops.observer().signedIn("ZeitnotBot");
    HttpResponse<String> response = request("GET", "/");
    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.headers().firstValue("Content-Type")).hasValue("text/html; charset=utf-8");
    assertThat(response.body()).contains("createElementNS(SVG, ", "EventSource(\"events\")")
        .doesNotContain("<script src", "<link", "https://")
        .doesNotContainIgnoringCase("token").doesNotContainIgnoringCase("password").doesNotContain("lip_");
  }

  @Test
  void theEventStreamSendsAGamesPositionOnceAMoveIsReported() throws Exception {
    HttpRequest events = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + ops.port() + "/events"))
        .timeout(Duration.ofSeconds(5)).build();
    HttpResponse<Stream<String>> response = http.send(events, HttpResponse.BodyHandlers.ofLines());
    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(
        type -> assertThat(type).startsWith("text/event-stream"));
    String fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    Iterator<String> lines = response.body().iterator();
    assertThat(nextData(lines)).contains("\"games\":[]"); // the snapshot comes at once
    ops.observer().signedIn("ZeitnotBot");
    ops.observer().position(new PositionReport("g1", "white", "Rival", fen, "e2e4", 60_000, 60_000));
    ops.observer().searched(new SearchReport("g1", "cp 34", 12, "engine"));
    String last = "";
    while (!last.contains("cp 34")) {
      last = nextData(lines);
    }
    assertThat(last).contains("\"account\":\"ZeitnotBot\"", "\"fen\":\"" + fen + "\"",
        "\"last_move\":\"e2e4\"", "\"depth\":12", "\"white_ms\":60000");
    ops.observer().gameEnded(new GameReport("g1", "bullet", GameReport.Outcome.WIN, false));
    assertThat(nextData(lines)).contains("\"games\":[]");
    response.body().close();
  }

  private static String nextData(Iterator<String> lines) {
    while (lines.hasNext()) {
      String line = lines.next();
      if (line.startsWith("data: ")) {
        return line.substring("data: ".length());
      }
    }
    throw new AssertionError("the event stream ended");
  }

  @Test
  void theHealthProbeReadsTheStatusOfHealth() {
    String health = "http://127.0.0.1:" + ops.port() + "/health";
    assertThat(HealthProbe.status(health)).isEqualTo(200);
    ops.observer().eventStreamRefused("HTTP 401 No such token");
    assertThat(HealthProbe.status(health)).isEqualTo(503);
    assertThat(HealthProbe.status("http://127.0.0.1:1/health")).isEqualTo(-1);
  }

  @Test
  void aPortInUseIsAConfigProblemNamingTheKey() {
    OpsConfig taken = OpsConfig.DEFAULT.listeningOn("127.0.0.1", ops.port());
    assertThatThrownBy(() -> OpsServer.start(taken, "https://lichess.org", System::nanoTime))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining("ops.port: cannot listen on 127.0.0.1:" + ops.port());
  }
}
