package dev.zeitnot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.arena.Arena;
import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.games.ArenaGameStatus;
import dev.zeitnot.arena.lobby.ArenaChallenge;
import dev.zeitnot.arena.opponents.OpponentSpec;
import dev.zeitnot.arena.settings.ArenaSettings;
import dev.zeitnot.chess.Color;
import dev.zeitnot.config.GoCommand;
import dev.zeitnot.config.GoCommands;
import dev.zeitnot.config.SyzygyConfig;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real bot, its engine cut to a 1-node search, plays endgames from the small committed Syzygy
 * tables ({@code knowledge.syzygy}) against the arena's engine: it mates from a won start within the
 * fifty-move rule and holds a drawn one. Without the tables the 1-node engine does neither.
 */
class BotSyzygyInArenaTest {
  /** KQvK, the bot White to move: won (the tables: mate in 9 moves, DTZ 17 plies). */
  private static final String KQ_V_K = "8/8/8/4k3/8/8/8/KQ6 w - - 0 1";
  /** KPvK, the bot the lone Black king to move: drawn only by keeping the opposition. */
  private static final String K_V_KP = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1";

  @TempDir
  Path dir;

  @Test
  void matesFromAWonTablebaseStartWithAOneNodeEngine() throws Exception {
    ArenaGame game = play(KQ_V_K, "white");
    assertThat(game.status()).as("game over by %s after %d plies", game.status(), game.ply())
        .isEqualTo(ArenaGameStatus.MATE);
    assertThat(game.winner()).isEqualTo(Color.WHITE);
  }

  @Test
  void holdsADrawnTablebaseStartWithAOneNodeEngine() throws Exception {
    ArenaGame game = play(K_V_KP, "black");
    assertThat(game.status()).as("game over by %s after %d plies", game.status(), game.ply())
        .isEqualTo(ArenaGameStatus.DRAW);
  }

  /** The bot ({@code color}) challenges the arena's engine from {@code fen} and plays the game out. */
  private ArenaGame play(String fen, String color) throws Exception {
    Path tables = Path.of(getClass().getResource("/dev/zeitnot/engine/syzygy/KQvK.rtbw").toURI()).getParent();
    try (Arena arena = Arena.start(0, Accounts.defaults(), ArenaSettings.DEFAULT.withKeepAliveMillis(300))) {
      arena.addOpponent("Engine", OpponentSpec.parse("builtin,nodes=3000").factory());
      GoCommand oneNode = new GoCommand(0, 1, 0);
      RunningBot bot = new RunningBot(arena, Accounts.BOT_TOKEN, dir, System::nanoTime, config -> config
          .withSyzygy(new SyzygyConfig(List.of(tables), 7, false, false))
          .withTime(config.time().withGoCommands(new GoCommands(Map.of("bullet", oneNode, "blitz", oneNode)))));
      try {
        bot.awaitOnline();
        ArenaChallenge challenge = arena.challenge("zeitnot", "Engine", Map.of("clock.limit", "60",
            "clock.increment", "1", "color", color, "fen", fen));
        Await.until("the engine accepts the challenge", () -> arena.lobby().game(challenge.id()).isPresent());
        ArenaGame game = arena.lobby().game(challenge.id()).orElseThrow();
        Await.until("the game ends", game::isOver, 60_000);
        assertThat(game.rejectedMoves(game.colorOf(bot.account()))).isZero();
        return game;
      } finally {
        bot.close();
      }
    }
  }
}
