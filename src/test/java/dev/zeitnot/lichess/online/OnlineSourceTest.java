package dev.zeitnot.lichess.online;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class OnlineSourceTest {
  private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  private static final Duration TIMEOUT = Duration.ofSeconds(5);

  private final MockWebServer server = new MockWebServer();
  private final AtomicLong nanos = new AtomicLong();
  private OnlineSource source;

  @BeforeEach
  void start() throws Exception {
    server.start();
    source = new OnlineSource("cloud eval", server.url("/").toString(), OnlineHttp.create(), nanos::get);
  }

  @AfterEach
  void stop() {
    server.close();
  }

  private static MockResponse json(int code, String body) {
    return new MockResponse.Builder().code(code).setHeader("Content-Type", "application/json").body(body).build();
  }

  @Test
  void readsACloudEvaluationAndSendsTheFenAndMultiPv() throws Exception {
    server.enqueue(json(200, "{\"fen\":\"x\",\"knodes\":1000,\"depth\":40,\"pvs\":[{\"moves\":\"e2e4 e7e5\",\"cp\":20},"
        + "{\"moves\":\"d2d4 d7d5\",\"mate\":-3}],\"extra\":1}"));
    CloudEval eval = OnlineKnowledgeClients.cloudEval(source, START, "standard", 2, TIMEOUT);
    assertThat(eval.depth()).isEqualTo(40);
    assertThat(eval.pvs()).extracting(CloudEval.Pv::firstMove).containsExactly("e2e4", "d2d4");
    assertThat(eval.pvs().get(1).mate()).isEqualTo(-3);
    RecordedRequest request = server.takeRequest();
    assertThat(request.getUrl().encodedPath()).isEqualTo("/api/cloud-eval");
    assertThat(request.getUrl().queryParameter("fen")).isEqualTo(START);
    assertThat(request.getUrl().queryParameter("multiPv")).isEqualTo("2");
    assertThat(request.getHeaders().get("Authorization")).isNull();
  }

  @Test
  void sendsTheVariantToTheCloudAndTheLichessAndPlayerExplorersButNotToTheMasters() throws Exception {
    String atomic = "atomic";
    server.enqueue(json(200, "{\"fen\":\"x\",\"knodes\":1,\"depth\":1,\"pvs\":[]}"));
    OnlineKnowledgeClients.cloudEval(source, START, atomic, 1, TIMEOUT);
    assertThat(server.takeRequest().getUrl().queryParameter("variant")).isEqualTo(atomic);
    server.enqueue(json(200, "{\"moves\":[]}"));
    OnlineKnowledgeClients.explorer(source, "lichess", START, atomic, "", "", TIMEOUT);
    assertThat(server.takeRequest().getUrl().queryParameter("variant")).isEqualTo(atomic);
    server.enqueue(json(200, "{\"moves\":[]}"));
    OnlineKnowledgeClients.explorer(source, "player", START, atomic, "alice", "white", TIMEOUT);
    assertThat(server.takeRequest().getUrl().queryParameter("variant")).isEqualTo(atomic);
    server.enqueue(json(200, "{\"moves\":[]}"));
    OnlineKnowledgeClients.explorer(source, "masters", START, atomic, "", "", TIMEOUT);
    assertThat(server.takeRequest().getUrl().queryParameter("variant")).isNull();
    server.enqueue(json(200, "{\"moves\":[]}"));
    OnlineKnowledgeClients.explorer(source, "lichess", START, "standard", "", "", TIMEOUT);
    assertThat(server.takeRequest().getUrl().queryParameter("variant")).as("the default is not sent").isNull();
  }

  @Test
  void aTokenSourceSendsTheBotsTokenAsBearerAndNeverShowsIt() throws Exception {
    OnlineHttp http = OnlineHttp.withToken("lip_secret42");
    OnlineSource explorer = new OnlineSource("explorer", server.url("/").toString(), http,
        OnlineSource.Credentials.TOKEN, nanos::get);
    server.enqueue(json(200, "{\"moves\":[]}"));
    OnlineKnowledgeClients.explorer(explorer, "masters", START, "standard", "", "", TIMEOUT);
    assertThat(server.takeRequest().getHeaders().get("Authorization")).isEqualTo("Bearer lip_secret42");
    assertThat(http.toString()).doesNotContain("lip_secret42");
    assertThat(explorer.toString()).doesNotContain("lip_secret42");
  }

  @Test
  void aSourceWithoutCredentialsNeverSendsThePoolsToken() throws Exception {
    OnlineSource chessdb = new OnlineSource("chessdb", server.url("/").toString(),
        OnlineHttp.withToken("lip_secret42"), OnlineSource.Credentials.NONE, nanos::get);
    server.enqueue(json(200, "{\"status\":\"unknown\"}"));
    OnlineKnowledgeClients.chessDb(chessdb, START, TIMEOUT);
    assertThat(server.takeRequest().getHeaders().get("Authorization")).isNull();
  }

  @Test
  void theTokenIsNotSentOverPlainHttpToAnotherHost() {
    assertThatThrownBy(() -> new OnlineSource("explorer", "http://explorer.example.org",
        OnlineHttp.withToken("lip_secret42"), OnlineSource.Credentials.TOKEN, nanos::get))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("plain http")
        .hasMessageNotContaining("lip_secret42");
  }

  @Test
  void anUnknownPositionIsNoAnswer() {
    server.enqueue(json(404, "{\"error\":\"Not found\"}"));
    assertThat(OnlineKnowledgeClients.cloudEval(source, START, "standard", 1, TIMEOUT)).isNull();
  }

  @Test
  void a429ClosesTheGateForAMinuteWithoutAskingAgain() {
    server.enqueue(json(429, "{}"));
    assertThatThrownBy(() -> OnlineKnowledgeClients.cloudEval(source, START, "standard", 1, TIMEOUT))
        .isInstanceOfSatisfying(OnlineSourceException.class,
            e -> assertThat(e.reason()).isEqualTo(OnlineSourceException.Reason.RATE_LIMITED));
    assertThat(source.gateClosed()).isTrue();
    nanos.addAndGet(TimeUnit.SECONDS.toNanos(59));
    assertThatThrownBy(() -> OnlineKnowledgeClients.cloudEval(source, START, "standard", 1, TIMEOUT))
        .isInstanceOfSatisfying(OnlineSourceException.class,
            e -> assertThat(e.reason()).isEqualTo(OnlineSourceException.Reason.GATE_CLOSED));
    assertThat(server.getRequestCount()).isEqualTo(1);
    nanos.addAndGet(TimeUnit.SECONDS.toNanos(2));
    server.enqueue(json(404, "{}"));
    assertThat(OnlineKnowledgeClients.cloudEval(source, START, "standard", 1, TIMEOUT)).isNull();
    assertThat(server.getRequestCount()).isEqualTo(2);
  }

  @Test
  void malformedJsonAndServerErrorsAreReportedAsSuch() {
    server.enqueue(json(200, "{\"depth\": \"deep\", "));
    assertThatThrownBy(() -> OnlineKnowledgeClients.cloudEval(source, START, "standard", 1, TIMEOUT))
        .isInstanceOfSatisfying(OnlineSourceException.class,
            e -> assertThat(e.reason()).isEqualTo(OnlineSourceException.Reason.MALFORMED));
    server.enqueue(json(503, "busy"));
    assertThatThrownBy(() -> OnlineKnowledgeClients.tablebase(source, START, TIMEOUT))
        .isInstanceOfSatisfying(OnlineSourceException.class,
            e -> assertThat(e.reason()).isEqualTo(OnlineSourceException.Reason.HTTP_ERROR));
  }

  @Test
  void aSlowAnswerTimesOutAfterTheGivenTime() {
    server.enqueue(json(200, "{\"depth\":40,\"pvs\":[]}").newBuilder().headersDelay(5, TimeUnit.SECONDS).build());
    assertThatThrownBy(() -> OnlineKnowledgeClients.cloudEval(source, START, "standard", 1, Duration.ofMillis(200)))
        .isInstanceOfSatisfying(OnlineSourceException.class,
            e -> assertThat(e.reason()).isEqualTo(OnlineSourceException.Reason.TIMEOUT));
  }

  @Test
  void readsTheExplorerTablebaseAndChessDbAnswers() throws Exception {
    server.enqueue(json(200, "{\"white\":10,\"draws\":5,\"black\":3,\"moves\":[{\"uci\":\"e2e4\",\"san\":\"e4\","
        + "\"white\":6,\"draws\":2,\"black\":1,\"averageRating\":2500}]}"));
    assertThat(OnlineKnowledgeClients.explorer(source, "masters", START, "standard", "", "white", TIMEOUT).moves())
        .containsExactly(new ExplorerResult.Move("e2e4", 6, 2, 1));
    assertThat(server.takeRequest().getUrl().encodedPath()).isEqualTo("/masters");
    server.enqueue(json(200, "{\"moves\":[]}\n{\"moves\":[{\"uci\":\"d2d4\",\"white\":1,\"draws\":0,\"black\":0}]}\n"));
    assertThat(OnlineKnowledgeClients.explorer(source, "player", START, "standard", "alice", "white", TIMEOUT).moves())
        .extracting(ExplorerResult.Move::uci).containsExactly("d2d4");
    assertThat(server.takeRequest().getUrl().queryParameter("player")).isEqualTo("alice");
    server.enqueue(json(200, "{\"category\":\"win\",\"dtz\":3,\"dtm\":null,\"moves\":[{\"uci\":\"a7a8q\","
        + "\"category\":\"loss\",\"dtz\":-2,\"dtm\":-5}]}"));
    TablebaseResult tb = OnlineKnowledgeClients.tablebase(source, START, TIMEOUT);
    assertThat(tb.category()).isEqualTo("win");
    assertThat(tb.moves()).containsExactly(new TablebaseResult.Move("a7a8q", "loss", -2, -5));
    server.enqueue(json(200, "{\"status\":\"ok\",\"score\":30,\"depth\":25,\"pv\":[\"e2e4\",\"e7e5\"]}"));
    assertThat(OnlineKnowledgeClients.chessDb(source, START, TIMEOUT).pv()).startsWith("e2e4");
  }
}
