package dev.zeitnot.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class OnlineConfigTest {

  @Test
  void everySourceIsOffByDefault() {
    assertThat(ConfigLoader.parse("").online().anyEnabled()).isFalse();
  }

  @Test
  void theLichessSourcesDefaultToTheirCurrentHosts() {
    OnlineConfig online = ConfigLoader.parse("").online();
    assertThat(online.explorer().source().url()).isEqualTo("https://explorer.lichess.org");
    assertThat(online.tablebase().source().url()).isEqualTo("https://tablebase.lichess.org");
    assertThat(online.cloudEval().source().url()).isEqualTo("https://lichess.org");
  }

  @Test
  void readsASourcesCommonAndOwnKeys() {
    OnlineConfig online = ConfigLoader.parse("""
        online:
          explorer: {enabled: true, url: "http://127.0.0.1:18100", timeout_ms: 300, database: lichess, min_games: 3}
          tablebase: {enabled: true, max_pieces: 5}
        """).online();
    assertThat(online.explorer().source()).isEqualTo(new OnlineSourceSettings(true, "http://127.0.0.1:18100", 300,
        20_000, 0, 10));
    assertThat(online.explorer().database()).isEqualTo("lichess");
    assertThat(ConfigLoader.parse("online:\n  chessdb: {max_retries: 2}\n").online().chessdb().source().maxRetries())
        .isEqualTo(2);
    assertThatThrownBy(() -> ConfigLoader.parse("online:\n  tablebase: {max_retries: 11}\n"))
        .hasMessage("online.tablebase.max_retries: 11 is out of range; allowed 0..10");
    assertThat(online.tablebase().maxPieces()).isEqualTo(5);
    assertThat(online.anyEnabled()).isTrue();
  }

  @Test
  void namesABadUrlDatabaseOrMissingPlayer() {
    assertThatThrownBy(() -> ConfigLoader.parse("""
        online:
          cloud_eval: {url: "ftp://x"}
          explorer: {enabled: true, database: player}
          chessdb: {database: masters}
        """)).isInstanceOfSatisfying(ConfigException.class, e -> assertThat(e.problems()).containsExactly(
            "online.cloud_eval.url: \"ftp://x\" is not an http(s) URL; write it like https://lichess.org",
            "online.explorer.player: is empty but database is player; name the player whose games to read",
            "online.chessdb.database: unknown key; known keys here: enabled, url, timeout_ms, min_clock_ms, "
                + "max_clock_ms, max_misses, max_retries, min_depth, move_quality"));
  }

  @Test
  void readsTheMoveQualityOptionsAndNamesABadOneByItsKey() {
    OnlineConfig online = ConfigLoader.parse("""
        online:
          cloud_eval: {multipv: 3, move_quality: good, max_score_difference_cp: 30, min_knodes: 500}
          explorer: {sort: games}
          chessdb: {move_quality: good}
          tablebase: {move_quality: good}
        """).online();
    assertThat(online.cloudEval()).isEqualTo(new OnlineConfig.CloudEval(OnlineConfig.DEFAULT.cloudEval().source(),
        20, 3, OnlineConfig.MoveQuality.GOOD, 30, 500));
    assertThat(online.explorer().sort()).isEqualTo(OnlineConfig.ExplorerSort.GAMES);
    assertThat(online.chessdb().moveQuality()).isEqualTo(OnlineConfig.MoveQuality.GOOD);
    assertThat(online.tablebase().moveQuality()).isEqualTo(OnlineConfig.MoveQuality.GOOD);
    assertThatThrownBy(() -> ConfigLoader.parse("""
        online:
          cloud_eval: {move_quality: good}
          explorer: {sort: popularity}
          tablebase: {move_quality: suggest}
        """)).isInstanceOf(ConfigException.class)
        .hasMessageContaining("online.cloud_eval.move_quality: good needs more than one line to choose from")
        .hasMessageContaining("online.explorer.sort: \"popularity\" is not allowed; use one of: winrate, games")
        .hasMessageContaining("online.tablebase.move_quality: \"suggest\" is not allowed; use one of: best, good");
  }

  @Test
  void theTokenGoesOnlyToTheServerLichessAndTheHostsTheConfigNames() {
    BotConfig config = ConfigLoader.parse("""
        server: {url: "https://play.example.org"}
        online:
          send_token_to: [Explorer.Example.NET, "::1"]
        """);
    assertThat(config.online().sendTokenTo()).containsExactly("Explorer.Example.NET", "::1");
    TokenHosts hosts = TokenHosts.of(config.server(), config.online());
    assertThat(hosts.receives("https://play.example.org/api")).isTrue();
    assertThat(hosts.receives("https://explorer.lichess.ovh")).isTrue();
    assertThat(hosts.receives("https://explorer.example.net:8443/masters")).isTrue();
    assertThat(hosts.receives("http://[::1]:9000")).isTrue();
    assertThat(hosts.receives("https://explorer.example.org")).isFalse();
    assertThat(hosts.receives("https://lichess.org.evil.example")).isFalse();
  }

  @Test
  void refusesAnythingButAHostNameInSendTokenTo() {
    assertThatThrownBy(() -> ConfigLoader.parse("online:\n  send_token_to: [\"https://x.example/\"]\n"))
        .hasMessage("online.send_token_to[0]: \"https://x.example/\" is not a host name; write only the host, "
            + "like explorer.example.org (no scheme, port or path)");
  }

  @Test
  void checksReportSaysWhetherTheExplorerReceivesTheToken() {
    BotConfig foreign = ConfigLoader.parse("online:\n  explorer: {enabled: true, url: \"https://x.example\"}\n");
    assertThat(TokenHosts.report(foreign)).containsExactly("token sent to: lichess.org (server.url)",
        "token not sent to: x.example (online.explorer.url): not a Lichess host; name it in "
            + "online.send_token_to if it should receive the token");
    BotConfig named = ConfigLoader.parse("online:\n  explorer: {enabled: true, url: \"https://x.example\"}\n"
        + "  send_token_to: [x.example]\n");
    assertThat(TokenHosts.report(named)).contains("token sent to: x.example (online.explorer.url)");
  }

  @Test
  void theTablebaseMayBeAskedUpToEightPiecesAndNoMore() {
    assertThat(ConfigLoader.parse("online:\n  tablebase: {max_pieces: 8}\n").online().tablebase().maxPieces())
        .isEqualTo(8);
    assertThatThrownBy(() -> ConfigLoader.parse("online:\n  tablebase: {max_pieces: 9}\n"))
        .hasMessage("online.tablebase.max_pieces: 9 is out of range; allowed 2..8");
  }
}
