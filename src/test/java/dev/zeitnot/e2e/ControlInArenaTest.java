package dev.zeitnot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.arena.Arena;
import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.settings.ArenaSettings;
import dev.zeitnot.cli.Main;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.ClockSetting;
import dev.zeitnot.config.EngineConfig;
import dev.zeitnot.config.MatchmakingConfig;
import dev.zeitnot.config.OpsConfig;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.time.TimeParams;
import dev.zeitnot.ops.OpsServer;
import dev.zeitnot.testing.SecretFiles;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The owner controls a running bot with {@code zeitnot control}: matchmaking paused, a series of
 * two games against Rival at 0.5+0 played one after the other, then matchmaking resumed (it offers
 * 1+0, so its games are told apart from the series').
 */
class ControlInArenaTest {

  /** An engine whose moves take some tens of milliseconds at 0.5+0. */
  private static final EngineConfig FAST = new EngineConfig.Builtin(new EngineSettings(8, 1, false,
      TimeParams.DEFAULT.withMoveOverheadMs(0).with("MovesHorizon", 100)
          .with("IncrementPercent", 0).with("Stability0Percent", 10).with("Stability1Percent", 10)
          .with("Stability2Percent", 10).with("Stability3Percent", 10).with("Stability4Percent", 10)));

  private static final UnaryOperator<BotConfig> MATCHMAKING_AT_ONE_MINUTE = config -> config.withMatchmaking(
      new MatchmakingConfig(true, 1, List.of(new ClockSetting(60, 0)), List.of("standard"), "casual", 0, 4000, 0,
          List.of(), 30, false, 0, 100));

  private final StringWriter out = new StringWriter();

  private int control(OpsServer ops, Path secret, String... command) {
    var cli = Main.commandLine();
    cli.setOut(new PrintWriter(out));
    cli.setErr(new PrintWriter(out));
    String[] args = new String[command.length + 5];
    args[0] = "control";
    args[1] = "--url";
    args[2] = "http://127.0.0.1:" + ops.port();
    args[3] = "--secret-file";
    args[4] = secret.toString();
    System.arraycopy(command, 0, args, 5, command.length);
    return cli.execute(args);
  }

  private static List<ArenaGame> gamesAt(Arena arena, int limitSeconds) {
    return arena.lobby().games().stream().filter(g -> g.setup().limitSeconds() == limitSeconds).toList();
  }

  @Test
  void pausedMatchmakingLeavesRoomForASeriesOfTwoGamesThenResumes(@TempDir Path dir) throws Exception {
    Path secret = SecretFiles.write(dir.resolve("control-secret"), "owner-secret");
    try (Arena arena = Arena.start(0, Accounts.defaults(), ArenaSettings.DEFAULT.withKeepAliveMillis(300));
        OpsServer ops = OpsServer.start(OpsConfig.DEFAULT.listeningOn("127.0.0.1", 0).withControlSecretFile(secret),
            arena.baseUrl(), System::nanoTime);
        RunningBot rival = new RunningBot(arena, Accounts.RIVAL_TOKEN, dir.resolve("b"), System::nanoTime,
            FAST, UnaryOperator.identity(), UnaryOperator.identity()).awaitOnline();
        RunningBot zeitnot = new RunningBot(arena, Accounts.BOT_TOKEN, dir.resolve("a"), System::nanoTime,
            FAST, UnaryOperator.identity(), MATCHMAKING_AT_ONE_MINUTE)) {
      ops.control(zeitnot.bot().control(), () -> BotConfig.forServer(arena.baseUrl()));
      assertThat(control(ops, secret, "pause")).isZero();
      zeitnot.awaitOnline();
      assertThat(control(ops, secret, "challenge", "Rival", "--games", "2", "--tc", "0.5+0")).isZero();

      Await.until("the series' two games are over", () -> gamesAt(arena, 30).size() == 2
          && gamesAt(arena, 30).stream().allMatch(ArenaGame::isOver), 180_000);
      assertThat(gamesAt(arena, 60)).isEmpty(); // matchmaking stayed paused
      assertThat(gamesAt(arena, 30)).allSatisfy(game -> assertThat(List.of(game.setup().white().username(),
          game.setup().black().username())).containsExactlyInAnyOrder("zeitnot", "Rival"));
      assertThat(control(ops, secret, "queue")).isZero();

      assertThat(control(ops, secret, "resume")).isZero();
      Await.until("matchmaking challenges Rival at 1+0 again", () -> !gamesAt(arena, 60).isEmpty(), 60_000);
      assertThat(control(ops, secret, "pause")).isZero();
      // Rival resigns the matchmaking game (it would take a minute to play out), and every game is
      // over before the bots close, so no game stream outlives the test.
      for (ArenaGame game : gamesAt(arena, 60)) {
        game.resign("Rival".equals(game.setup().white().username()) ? game.setup().white() : game.setup().black());
      }
      Await.until("every game is over", () -> arena.lobby().games().stream().allMatch(ArenaGame::isOver), 180_000);
      zeitnot.awaitIdle();
      rival.awaitIdle();
      assertThat(out.toString()).contains("matchmaking paused")
          .contains("challenging 2 game(s) against Rival at 0.5+0").contains("no challenge is waiting")
          .contains("matchmaking resumed");
    }
  }
}
