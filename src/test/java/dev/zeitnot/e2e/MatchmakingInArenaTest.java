package dev.zeitnot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.Arena;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.settings.ArenaSettings;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.EngineConfig;
import dev.zeitnot.config.MatchmakingConfig;
import dev.zeitnot.config.ClockSetting;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.time.TimeParams;
import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two bots challenge each other on their own in the arena, which enforces a daily bot-game cap of
 * two and the challenge credits: they play until the cap and stop there, and no request of theirs
 * is ever answered 429.
 */
class MatchmakingInArenaTest {

  private static final int CAP = 2;

  /** An engine whose moves take some tens of milliseconds at 0.5+0. */
  private static final EngineConfig FAST = new EngineConfig.Builtin(new EngineSettings(8, 1, false,
      TimeParams.DEFAULT.withMoveOverheadMs(0).with("MovesHorizon", 100)
          .with("IncrementPercent", 0).with("Stability0Percent", 10).with("Stability1Percent", 10)
          .with("Stability2Percent", 10).with("Stability3Percent", 10).with("Stability4Percent", 10)));

  /** Matchmaking after {@code idleSeconds}, at 0.5+0. */
  private static UnaryOperator<BotConfig> matchmaking(int idleSeconds) {
    return config -> config.withMatchmaking(new MatchmakingConfig(true, idleSeconds, List.of(new ClockSetting(30, 0)),
            List.of("standard"), "casual", 0, 4000, 0, List.of(), 30, false, 0, CAP));
  }

  @Test
  void twoBotsMatchmakeEachOtherUntilTheDailyCapStopsThemWithoutA429(@TempDir Path pgn) throws Exception {
    try (Arena arena = Arena.start(0, Accounts.defaults(),
            ArenaSettings.DEFAULT.withKeepAliveMillis(300).withBotGamesPerDay(CAP));
        // Different idle times, so after a game one bot challenges and the other accepts first.
        RunningBot zeitnot = new RunningBot(arena, Accounts.BOT_TOKEN, pgn.resolve("a"), System::nanoTime,
            FAST, UnaryOperator.identity(), matchmaking(1)).awaitOnline();
        RunningBot rival = new RunningBot(arena, Accounts.RIVAL_TOKEN, pgn.resolve("b"), System::nanoTime,
            FAST, UnaryOperator.identity(), matchmaking(5)).awaitOnline()) {
      Await.until("both bots reach the cap of " + CAP + " bot games",
          () -> arena.lobby().botGamesToday(zeitnot.account()) >= CAP
              && arena.lobby().botGamesToday(rival.account()) >= CAP, 240_000);
      Await.until("every game is over", () -> arena.lobby().games().stream().allMatch(ArenaGame::isOver), 120_000);
      zeitnot.awaitIdle();
      rival.awaitIdle();
      Thread.sleep(8_000); // longer than both idle times: a bot that did not stop would challenge now

      assertThat(arena.lobby().games()).hasSize(CAP);
      assertThat(arena.lobby().botGamesToday(zeitnot.account())).isEqualTo(CAP);
      assertThat(arena.lobby().limitRefusals()).isZero();
    }
  }
}
