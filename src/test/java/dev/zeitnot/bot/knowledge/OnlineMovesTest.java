package dev.zeitnot.bot.knowledge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.Uci;
import dev.zeitnot.chess.Variant;
import dev.zeitnot.config.OnlineConfig;
import dev.zeitnot.config.OnlineSourceSettings;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import dev.zeitnot.lichess.online.OnlineHttp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class OnlineMovesTest {
  private static final long CLOCK = 60_000;
  private final MockWebServer server = new MockWebServer();

  @BeforeEach
  void start() throws Exception {
    server.start();
  }

  @AfterEach
  void stop() {
    server.close();
  }

  private OnlineSourceSettings on(int timeoutMs, int maxMisses) {
    return new OnlineSourceSettings(true, server.url("/").toString(), timeoutMs, 20_000, 0, maxMisses);
  }

  private OnlineMoves only(String which, int timeoutMs, int maxMisses) {
    OnlineConfig d = OnlineConfig.DEFAULT;
    OnlineConfig config = new OnlineConfig(
        which.equals("cloud") ? new OnlineConfig.CloudEval(on(timeoutMs, maxMisses), 20, 1) : d.cloudEval(),
        which.equals("explorer") ? new OnlineConfig.Explorer(on(timeoutMs, maxMisses), "masters", "",
            10) : d.explorer(),
        which.equals("chessdb") ? new OnlineConfig.ChessDb(on(timeoutMs, maxMisses), 20) : d.chessdb(),
        which.equals("tablebase") ? new OnlineConfig.Tablebase(on(timeoutMs, maxMisses), 7, true,
            true) : d.tablebase());
    return new OnlineMoves(OnlineSources.of(config, OnlineHttp.create(), System::nanoTime), "standard");
  }

  private static MockResponse json(String body) {
    return new MockResponse.Builder().code(200).setHeader("Content-Type", "application/json").body(body).build();
  }

  private static String uci(Optional<KnownMove> move) {
    return Uci.format(move.orElseThrow().move());
  }

  @Test
  void asksNoSourceWhileOurClockIsAboveMaxClock() {
    OnlineConfig config = new OnlineConfig(new OnlineConfig.CloudEval(new OnlineSourceSettings(true,
        server.url("/").toString(), 1000, 0, 60_000, 10), 20, 1), OnlineConfig.DEFAULT.explorer(),
        OnlineConfig.DEFAULT.chessdb(), OnlineConfig.DEFAULT.tablebase());
    OnlineMoves online = new OnlineMoves(OnlineSources.of(config, OnlineHttp.create(), System::nanoTime), "standard");
    assertThat(online.choose(Game.startpos(), 120_000, 120_000)).isEmpty();
    assertThat(server.getRequestCount()).isZero();
    server.enqueue(json("{\"depth\":35,\"knodes\":5,\"pvs\":[{\"moves\":\"e2e4 e7e5\",\"cp\":18}]}"));
    assertThat(uci(online.choose(Game.startpos(), 50_000, 50_000))).isEqualTo("e2e4");
  }

  @Test
  void playsTheCloudEvaluationsBestLineWhenDeepEnough() {
    OnlineMoves online = only("cloud", 1000, 10);
    server.enqueue(json("{\"depth\":35,\"knodes\":5,\"pvs\":[{\"moves\":\"e2e4 e7e5\",\"cp\":18}]}"));
    Optional<KnownMove> move = online.choose(Game.startpos(), CLOCK, CLOCK);
    assertThat(uci(move)).isEqualTo("e2e4");
    assertThat(move.get().source()).isEqualTo(MoveOrigin.CLOUD_EVAL);
    assertThat(move.get().detail()).isEqualTo("depth 35, cp 18");
    server.enqueue(json("{\"depth\":12,\"knodes\":5,\"pvs\":[{\"moves\":\"e2e4\",\"cp\":18}]}"));
    assertThat(online.choose(Game.startpos(), CLOCK, CLOCK)).isEmpty();
  }

  @Test
  void playsTheExplorerMoveThatScoredBestForUsAmongThoseWithEnoughGames() {
    OnlineMoves online = only("explorer", 1000, 10);
    server.enqueue(json("{\"moves\":[{\"uci\":\"e2e4\",\"white\":50,\"draws\":30,\"black\":20},"
        + "{\"uci\":\"d2d4\",\"white\":60,\"draws\":20,\"black\":10},"
        + "{\"uci\":\"g2g4\",\"white\":5,\"draws\":0,\"black\":0}]}"));
    Optional<KnownMove> move = online.choose(Game.startpos(), CLOCK, CLOCK);
    assertThat(uci(move)).isEqualTo("d2d4");
    assertThat(move.get().detail()).isEqualTo("masters, 90 games, 78%");
  }

  @Test
  void aVariantGameAsksTheCloudAndTheLichessExplorerWithTheVariantAndNeitherChessdbNorTheTablebase()
      throws Exception {
    for (String database : new String[] {"lichess", "masters"}) {
      OnlineConfig config = new OnlineConfig(new OnlineConfig.CloudEval(on(1000, 10), 20, 1),
          new OnlineConfig.Explorer(on(1000, 10), database, "", 10), new OnlineConfig.ChessDb(on(1000, 10), 20),
          new OnlineConfig.Tablebase(on(1000, 10), 32, false, false));
      OnlineMoves online = new OnlineMoves(OnlineSources.of(config, OnlineHttp.withToken("lip_x"), System::nanoTime),
          "atomic");
      int before = server.getRequestCount();
      server.enqueue(new MockResponse.Builder().code(404).body("{}").build());
      server.enqueue(json("{\"moves\":[{\"uci\":\"g1f3\",\"white\":50,\"draws\":30,\"black\":20}]}"));
      Optional<KnownMove> move = online.choose(new Game(Variant.ATOMIC.startFen(), false, Variant.ATOMIC), CLOCK,
          CLOCK);
      RecordedRequest cloud = server.takeRequest(5, TimeUnit.SECONDS);
      assertThat(cloud.getUrl().encodedPath()).isEqualTo("/api/cloud-eval");
      assertThat(cloud.getUrl().queryParameter("variant")).isEqualTo("atomic");
      if (database.equals("lichess")) {
        RecordedRequest explorer = server.takeRequest(5, TimeUnit.SECONDS);
        assertThat(explorer.getUrl().encodedPath()).isEqualTo("/lichess");
        assertThat(explorer.getUrl().queryParameter("variant")).isEqualTo("atomic");
        assertThat(uci(move)).isEqualTo("g1f3");
        assertThat(server.getRequestCount() - before).isEqualTo(2);
      } else {
        assertThat(move).as("masters knows standard chess only").isEmpty();
        assertThat(server.getRequestCount() - before).isEqualTo(1);
      }
    }
  }

  @Test
  void onlyTheExplorerIsSentTheBotsToken() throws Exception {
    OnlineConfig config = new OnlineConfig(new OnlineConfig.CloudEval(on(1000, 10), 20, 1),
        new OnlineConfig.Explorer(on(1000, 10), "masters", "", 10), new OnlineConfig.ChessDb(on(1000, 10), 20),
        new OnlineConfig.Tablebase(on(1000, 10), 7, false, false), List.of(server.getHostName()));
    OnlineMoves online = new OnlineMoves(OnlineSources.of(config, OnlineHttp.withToken("lip_secret42"),
        System::nanoTime), "standard");
    server.enqueue(new MockResponse.Builder().code(404).body("{}").build());
    server.enqueue(json("{\"moves\":[]}"));
    server.enqueue(json("{\"status\":\"unknown\"}"));
    assertThat(online.choose(Game.startpos(), CLOCK, CLOCK)).isEmpty();
    Map<String, String> authorization = new HashMap<>();
    for (int i = 0; i < 3; i++) {
      RecordedRequest request = server.takeRequest(5, TimeUnit.SECONDS);
      authorization.put(request.getUrl().encodedPath(), String.valueOf(request.getHeaders().get("Authorization")));
    }
    assertThat(authorization).containsExactlyInAnyOrderEntriesOf(Map.of(
        "/api/cloud-eval", "null", "/masters", "Bearer lip_secret42", "/cdb.php", "null"));
  }

  @Test
  void playsChessDbsLineAndIgnoresAnUnknownPosition() {
    OnlineMoves online = only("chessdb", 1000, 10);
    server.enqueue(json("{\"status\":\"ok\",\"score\":12,\"depth\":30,\"pv\":[\"c2c4\"]}"));
    assertThat(uci(online.choose(Game.startpos(), CLOCK, CLOCK))).isEqualTo("c2c4");
    server.enqueue(json("{\"status\":\"unknown\"}"));
    assertThat(online.choose(Game.startpos(), CLOCK, CLOCK)).isEmpty();
  }

  @Test
  void playsTheTablebaseWinWithTheShortestMateAndKeepsItsVerdict() {
    OnlineMoves online = only("tablebase", 1000, 10);
    Game game = new Game("8/8/8/8/8/2k5/8/K6Q w - - 0 1", false);
    server.enqueue(json("{\"category\":\"win\",\"dtz\":5,\"dtm\":9,\"moves\":["
        + "{\"uci\":\"h1h2\",\"category\":\"draw\",\"dtz\":0,\"dtm\":null},"
        + "{\"uci\":\"h1h3\",\"category\":\"loss\",\"dtz\":-8,\"dtm\":-12},"
        + "{\"uci\":\"h1e1\",\"category\":\"loss\",\"dtz\":-4,\"dtm\":-8}]}"));
    Optional<KnownMove> move = online.choose(game, CLOCK, CLOCK);
    assertThat(uci(move)).isEqualTo("h1e1");
    assertThat(move.get().detail()).isEqualTo("win, dtm -8");
    assertThat(online.lastTablebase().category()).isEqualTo("win");
  }

  private OnlineMoves tablebaseUpTo(int maxPieces) {
    OnlineConfig d = OnlineConfig.DEFAULT;
    OnlineConfig config = new OnlineConfig(d.cloudEval(), d.explorer(), d.chessdb(),
        new OnlineConfig.Tablebase(on(1000, 10), maxPieces, true, true));
    return new OnlineMoves(OnlineSources.of(config, OnlineHttp.create(), System::nanoTime), "standard");
  }

  @Test
  void asksForAnEightPiecePositionUpToEightPiecesAndPlaysTheOp1WinWithTheShortestConversion() throws Exception {
    Game game = new Game("4k3/2pp1p2/8/8/8/8/2PP1P2/4K3 w - - 0 1", false); // 8 pieces, opposing pawns
    assertThat(tablebaseUpTo(7).choose(game, CLOCK, CLOCK)).isEmpty();
    assertThat(server.getRequestCount()).as("not asked with max_pieces 7").isZero();
    OnlineMoves online = tablebaseUpTo(8);
    server.enqueue(json("{\"category\":\"win\",\"dtz\":null,\"dtm\":null,\"dtc\":21,\"moves\":["
        + "{\"uci\":\"c2c3\",\"category\":\"draw\",\"dtz\":null,\"dtm\":null,\"dtc\":null},"
        + "{\"uci\":\"d2d4\",\"category\":\"loss\",\"dtz\":null,\"dtm\":null,\"dtc\":-30},"
        + "{\"uci\":\"f2f4\",\"category\":\"loss\",\"dtz\":null,\"dtm\":null,\"dtc\":-20}]}"));
    Optional<KnownMove> move = online.choose(game, CLOCK, CLOCK);
    assertThat(uci(move)).isEqualTo("f2f4");
    assertThat(move.get().detail()).isEqualTo("win, dtc -20");
    RecordedRequest request = server.takeRequest();
    assertThat(request.getUrl().encodedPath()).isEqualTo("/standard");
    assertThat(request.getUrl().queryParameter("fen")).startsWith("4k3/2pp1p2/");
  }

  @Test
  void leavesAnEightPiecePositionTheTablebaseDoesNotKnowToTheEngine() {
    Game game = new Game("4k3/1ppp4/8/8/8/8/1PPP4/4K3 w - - 0 1", false);
    OnlineMoves online = tablebaseUpTo(8);
    server.enqueue(json("{\"category\":\"unknown\",\"dtz\":null,\"dtm\":null,\"moves\":["
        + "{\"uci\":\"b2b3\",\"category\":\"unknown\",\"dtz\":null,\"dtm\":null}]}"));
    assertThat(online.choose(game, CLOCK, CLOCK)).isEmpty();
    assertThat(online.lastTablebase()).as("no verdict to resign or draw by").isNull();
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void aSlowAnswerNearALowClockIsNotAskedForAndCostsNoTime() {
    OnlineMoves online = only("cloud", 1000, 10);
    server.enqueue(json("{\"depth\":35,\"pvs\":[{\"moves\":\"e2e4\",\"cp\":1}]}").newBuilder()
        .headersDelay(5, TimeUnit.SECONDS).build());
    assertThat(online.choose(Game.startpos(), 19_000, 19_000)).isEmpty();
    assertThat(server.getRequestCount()).isZero();
    // With a big clock but a tiny budget the timeout shrinks below what is worth a request.
    assertThat(online.choose(Game.startpos(), CLOCK, 15)).isEmpty();
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void aSlowAnswerWithinTheClockTimesOutAndCountsAsAMiss() {
    // A timeout of a second: the request must reach the server before it runs out, even on a
    // loaded machine, or the count of requests below would not say whether the source gave up.
    OnlineMoves online = only("cloud", 1000, 2);
    for (int i = 0; i < 2; i++) {
      server.enqueue(json("{\"depth\":35,\"pvs\":[{\"moves\":\"e2e4\",\"cp\":1}]}").newBuilder()
          .headersDelay(5, TimeUnit.SECONDS).build());
      assertThat(online.choose(Game.startpos(), CLOCK, CLOCK)).isEmpty();
    }
    server.enqueue(json("{\"depth\":35,\"pvs\":[{\"moves\":\"e2e4\",\"cp\":1}]}"));
    assertThat(online.choose(Game.startpos(), CLOCK, CLOCK)).isEmpty();
    assertThat(server.getRequestCount()).isEqualTo(2);
  }

  @Test
  void notFoundRateLimitedAndMalformedAnswersLeaveTheMoveToTheEngine() {
    OnlineMoves online = only("cloud", 1000, 10);
    server.enqueue(new MockResponse.Builder().code(404).body("{}").build());
    assertThat(online.choose(Game.startpos(), CLOCK, CLOCK)).isEmpty();
    server.enqueue(json("not json"));
    assertThat(online.choose(Game.startpos(), CLOCK, CLOCK)).isEmpty();
    server.enqueue(new MockResponse.Builder().code(429).body("{}").build());
    assertThat(online.choose(Game.startpos(), CLOCK, CLOCK)).isEmpty();
    assertThat(online.choose(Game.startpos(), CLOCK, CLOCK)).isEmpty();
    assertThat(server.getRequestCount()).isEqualTo(3);
  }

  @Test
  void ignoresAMoveThatIsNotLegalOnOurBoard() {
    OnlineMoves online = only("cloud", 1000, 10);
    server.enqueue(json("{\"depth\":35,\"pvs\":[{\"moves\":\"e2e5\",\"cp\":1}]}"));
    assertThat(online.choose(Game.startpos(), CLOCK, CLOCK)).isEmpty();
  }

  @Test
  void aFailedRequestIsSentAgainUpToMaxRetriesWithinItsTimeout() {
    OnlineConfig d = OnlineConfig.DEFAULT;
    OnlineConfig config = new OnlineConfig(new OnlineConfig.CloudEval(new OnlineSourceSettings(true,
        server.url("/").toString(), 2000, 20_000, 0, 10, 1), 20, 1), d.explorer(), d.chessdb(), d.tablebase());
    OnlineMoves online = new OnlineMoves(OnlineSources.of(config, OnlineHttp.create(), System::nanoTime), "standard");
    server.enqueue(new MockResponse.Builder().code(503).body("{}").build());
    server.enqueue(json("{\"depth\":35,\"knodes\":5,\"pvs\":[{\"moves\":\"e2e4\",\"cp\":18}]}"));
    assertThat(uci(online.choose(Game.startpos(), CLOCK, CLOCK))).isEqualTo("e2e4");
    server.enqueue(new MockResponse.Builder().code(503).body("{}").build());
    server.enqueue(new MockResponse.Builder().code(503).body("{}").build());
    assertThat(online.choose(Game.startpos(), CLOCK, CLOCK)).as("one retry only").isEmpty();
    assertThat(server.getRequestCount()).isEqualTo(4);
  }

  @Test
  void withoutRetriesAFailedRequestIsAskedOnce() {
    OnlineMoves online = only("cloud", 1000, 10);
    server.enqueue(new MockResponse.Builder().code(503).body("{}").build());
    assertThat(online.choose(Game.startpos(), CLOCK, CLOCK)).isEmpty();
    assertThat(server.getRequestCount()).isEqualTo(1);
  }
}
