package dev.zeitnot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.Arena;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.settings.ArenaSettings;
import dev.zeitnot.arena.lobby.ArenaChallenge;
import dev.zeitnot.arena.opponents.RandomOpponent;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.OnlineConfig;
import dev.zeitnot.config.OnlineSourceSettings;
import dev.zeitnot.config.TimeConfig;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real bot asks the arena's own opening explorer and cloud evaluation, offline, and plays
 * their moves: its PGN marks them {@code [%src explorer]} and {@code [%src cloud_eval]}.
 */
class BotKnowledgeInArenaTest {
  @TempDir
  Path dir;

  @Test
  void opensWithTheArenasExplorerMove() throws Exception {
    String pgn = playThreeMoves(arena -> config -> config.withOnline(new OnlineConfig(
        OnlineConfig.DEFAULT.cloudEval(),
        new OnlineConfig.Explorer(source(arena), "masters", "", 1),
        OnlineConfig.DEFAULT.chessdb(), OnlineConfig.DEFAULT.tablebase())));
    assertThat(pgn).as("the first move, from the shipped games").containsPattern(
        "1\\. (e4|d4|c4|Nf3) \\{\\[%clk [0-9:]+\\] \\[%src explorer\\]\\}");
  }

  @Test
  void playsTheArenasCloudEvaluationMoves() throws Exception {
    String pgn = playThreeMoves(arena -> config -> config.withOnline(new OnlineConfig(
        new OnlineConfig.CloudEval(source(arena), 1, 1),
        OnlineConfig.DEFAULT.explorer(), OnlineConfig.DEFAULT.chessdb(), OnlineConfig.DEFAULT.tablebase())));
    assertThat(pgn).as("the first move, from the cloud").containsPattern(
        "1\\. \\S+ \\{\\[%clk [0-9:]+\\] \\[%src cloud_eval\\]\\}");
  }

  // Generous waits for a loaded machine: the first moves (a fixed 10 s) may wait 5 s for a source.
  private static OnlineSourceSettings source(Arena arena) {
    return new OnlineSourceSettings(true, arena.baseUrl(), 10_000, 0, 0, 10);
  }

  /** The bot (White, 3+2) plays three moves against the random mover, then resigns; returns its PGN. */
  private String playThreeMoves(java.util.function.Function<Arena, UnaryOperator<BotConfig>> online)
      throws Exception {
    try (Arena arena = Arena.start(0, Accounts.defaults(), ArenaSettings.DEFAULT.withKeepAliveMillis(300))) {
      arena.addOpponent("Random", () -> new RandomOpponent(11));
      UnaryOperator<BotConfig> adjust = online.apply(arena);
      RunningBot bot = new RunningBot(arena, Accounts.BOT_TOKEN, dir, System::nanoTime, config -> adjust.apply(
          config.withTime(new TimeConfig(50, true, 10_000, 300, TimeConfig.DEFAULT.noClockMoveMs()))));
      ArenaGame game;
      try {
        bot.awaitOnline();
        ArenaChallenge challenge = arena.challenge("Random", "zeitnot", 180, 2, "black");
        Await.until("the bot accepts", () -> arena.lobby().game(challenge.id()).isPresent());
        game = arena.lobby().game(challenge.id()).orElseThrow();
        Await.until("the bot's first three moves", () -> game.ply() >= 6 || game.isOver(), 120_000);
      } finally {
        bot.close();
      }
      Path file = dir.resolve(game.id() + ".pgn");
      Await.until("the bot writes the PGN", () -> Files.exists(file));
      return Files.readString(file);
    }
  }
}
