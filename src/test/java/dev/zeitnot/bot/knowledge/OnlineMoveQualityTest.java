package dev.zeitnot.bot.knowledge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.Uci;
import dev.zeitnot.config.OnlineConfig;
import dev.zeitnot.config.OnlineConfig.ExplorerSort;
import dev.zeitnot.config.OnlineConfig.MoveQuality;
import dev.zeitnot.config.OnlineSourceSettings;
import dev.zeitnot.lichess.online.OnlineHttp;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.random.RandomGenerator;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The online sources' move_quality, max_score_difference_cp, min_knodes and the explorer's sort. */
class OnlineMoveQualityTest {
  private static final long CLOCK = 60_000;
  /** Always draws the last candidate, so a test sees which candidates there were. */
  private static final RandomGenerator LAST = new RandomGenerator() {
    @Override
    public long nextLong() {
      return 0;
    }

    @Override
    public int nextInt(int bound) {
      return bound - 1;
    }
  };
  private final MockWebServer server = new MockWebServer();

  @BeforeEach
  void start() throws Exception {
    server.start();
  }

  @AfterEach
  void stop() {
    server.close();
  }

  private OnlineSourceSettings on() {
    return new OnlineSourceSettings(true, server.url("/").toString(), 1000, 20_000, 0, 10);
  }

  private OnlineMoves with(OnlineConfig.CloudEval cloud, OnlineConfig.Explorer explorer, OnlineConfig.ChessDb chessdb,
      OnlineConfig.Tablebase tablebase) {
    OnlineConfig d = OnlineConfig.DEFAULT;
    OnlineConfig config = new OnlineConfig(cloud == null ? d.cloudEval() : cloud,
        explorer == null ? d.explorer() : explorer, chessdb == null ? d.chessdb() : chessdb,
        tablebase == null ? d.tablebase() : tablebase);
    return new OnlineMoves(OnlineSources.of(config, OnlineHttp.create(), System::nanoTime), "standard", LAST);
  }

  private static MockResponse json(String body) {
    return new MockResponse.Builder().code(200).setHeader("Content-Type", "application/json").body(body).build();
  }

  private static String uci(Optional<KnownMove> move) {
    return Uci.format(move.orElseThrow().move());
  }

  private static final String THREE_LINES = "{\"depth\":40,\"knodes\":900,\"pvs\":[{\"moves\":\"e2e4\",\"cp\":30},"
      + "{\"moves\":\"d2d4\",\"cp\":20},{\"moves\":\"g1f3\",\"cp\":-40}]}";

  @Test
  void aGoodCloudMoveIsALineWithinTheScoreDifferenceOfTheBest() {
    OnlineMoves online = with(new OnlineConfig.CloudEval(on(), 20, 3, MoveQuality.GOOD, 15, 0), null, null, null);
    server.enqueue(json(THREE_LINES));
    assertThat(uci(online.choose(Game.startpos(), CLOCK, CLOCK))).isEqualTo("d2d4");
  }

  @Test
  void theBestCloudMoveIsTheFirstLine() {
    OnlineMoves online = with(new OnlineConfig.CloudEval(on(), 20, 3, MoveQuality.BEST, 15, 0), null, null, null);
    server.enqueue(json(THREE_LINES));
    assertThat(uci(online.choose(Game.startpos(), CLOCK, CLOCK))).isEqualTo("e2e4");
  }

  @Test
  void aCloudEvaluationOfTooFewKnodesIsIgnored() {
    OnlineMoves online = with(new OnlineConfig.CloudEval(on(), 20, 3, MoveQuality.BEST, 50, 1000), null, null, null);
    server.enqueue(json(THREE_LINES));
    assertThat(online.choose(Game.startpos(), CLOCK, CLOCK)).isEmpty();
  }

  @Test
  void theExplorerSortedByGamesPlaysTheMostPlayedMove() {
    String answer = "{\"moves\":[{\"uci\":\"e2e4\",\"white\":50,\"draws\":30,\"black\":40},"
        + "{\"uci\":\"d2d4\",\"white\":30,\"draws\":10,\"black\":5}]}";
    server.enqueue(json(answer));
    server.enqueue(json(answer));
    assertThat(uci(with(null, new OnlineConfig.Explorer(on(), "masters", "", 10, ExplorerSort.GAMES), null, null)
        .choose(Game.startpos(), CLOCK, CLOCK))).isEqualTo("e2e4");
    assertThat(uci(with(null, new OnlineConfig.Explorer(on(), "masters", "", 10, ExplorerSort.WINRATE), null, null)
        .choose(Game.startpos(), CLOCK, CLOCK))).isEqualTo("d2d4");
  }

  @Test
  void aGoodChessDbMoveIsTheOneChessDbDrawsWithQueryBest() throws Exception {
    OnlineMoves online = with(null, null, new OnlineConfig.ChessDb(on(), 20, MoveQuality.GOOD), null);
    server.enqueue(json("{\"status\":\"ok\",\"move\":\"g1f3\"}"));
    Optional<KnownMove> move = online.choose(Game.startpos(), CLOCK, CLOCK);
    assertThat(uci(move)).isEqualTo("g1f3");
    assertThat(move.get().source()).isEqualTo(MoveOrigin.CHESSDB);
    assertThat(server.takeRequest(5, TimeUnit.SECONDS).getUrl().queryParameter("action")).isEqualTo("querybest");
  }

  @Test
  void aGoodTablebaseMoveKeepsTheWinButNeedNotBeTheFastest() {
    OnlineMoves online = with(null, null, null, new OnlineConfig.Tablebase(on(), 7, false, false, MoveQuality.GOOD));
    Game game = new Game("8/8/8/8/8/2k5/8/K6Q w - - 0 1", false);
    server.enqueue(json("{\"category\":\"win\",\"dtz\":5,\"dtm\":9,\"moves\":["
        + "{\"uci\":\"h1e1\",\"category\":\"loss\",\"dtz\":-4,\"dtm\":-8},"
        + "{\"uci\":\"h1h3\",\"category\":\"loss\",\"dtz\":-8,\"dtm\":-12},"
        + "{\"uci\":\"h1h2\",\"category\":\"draw\",\"dtz\":0,\"dtm\":null}]}"));
    assertThat(uci(online.choose(game, CLOCK, CLOCK))).isEqualTo("h1h3");
  }
}
