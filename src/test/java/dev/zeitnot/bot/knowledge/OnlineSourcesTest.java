package dev.zeitnot.bot.knowledge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Game;
import dev.zeitnot.config.OnlineConfig;
import dev.zeitnot.config.OnlineSourceSettings;
import dev.zeitnot.config.ServerConfig;
import dev.zeitnot.config.TokenHosts;
import dev.zeitnot.lichess.online.OnlineHttp;
import java.util.List;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class OnlineSourcesTest {
  private final MockWebServer explorerHost = new MockWebServer();

  @BeforeEach
  void start() throws Exception {
    explorerHost.start();
  }

  @AfterEach
  void stop() {
    explorerHost.close();
  }

  private String authorizationSeenByTheExplorer(String serverUrl, List<String> sendTokenTo) throws Exception {
    OnlineConfig d = OnlineConfig.DEFAULT;
    OnlineConfig config = new OnlineConfig(d.cloudEval(), new OnlineConfig.Explorer(new OnlineSourceSettings(true,
        explorerHost.url("/").toString(), 1000, 0, 0, 10), "masters", "", 1), d.chessdb(), d.tablebase(), sendTokenTo);
    OnlineSources sources = OnlineSources.of(config, TokenHosts.of(new ServerConfig(serverUrl, null), config),
        OnlineHttp.withToken("lip_secret42"), System::nanoTime);
    explorerHost.enqueue(new MockResponse.Builder().code(200).setHeader("Content-Type", "application/json")
        .body("{\"moves\":[]}").build());
    new OnlineMoves(sources, "standard").choose(Game.startpos(), 60_000, 60_000);
    RecordedRequest request = explorerHost.takeRequest(5, TimeUnit.SECONDS);
    assertThat(request).as("the explorer was asked").isNotNull();
    return request.getHeaders().get("Authorization");
  }

  @Test
  void anExplorerOnAnotherHostThanTheServerAndLichessReceivesNoToken() throws Exception {
    assertThat(authorizationSeenByTheExplorer("https://lichess.org", List.of())).isNull();
  }

  @Test
  void anExplorerOnAHostTheConfigNamesReceivesTheToken() throws Exception {
    assertThat(authorizationSeenByTheExplorer("https://lichess.org", List.of(explorerHost.getHostName())))
        .isEqualTo("Bearer lip_secret42");
  }

  @Test
  void anExplorerOnTheServersOwnHostReceivesTheToken() throws Exception {
    String server = "http://" + explorerHost.getHostName() + ":1";
    assertThat(authorizationSeenByTheExplorer(server, List.of())).isEqualTo("Bearer lip_secret42");
  }
}
