package dev.zeitnot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.arena.Accounts;
import dev.zeitnot.arena.Arena;
import dev.zeitnot.arena.ArenaGame;
import dev.zeitnot.arena.ArenaSettings;
import dev.zeitnot.arena.Challenge;
import dev.zeitnot.arena.ChatLine;
import dev.zeitnot.arena.GameStatus;
import dev.zeitnot.arena.OpponentSpec;
import dev.zeitnot.config.DrawOfferPolicy;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The real bot offers a draw by its score in the arena, and the arena's engine accepts it. */
class BotDrawOfferInArenaTest {
  @TempDir
  Path dir;

  @Test
  void theBotOffersADrawInADeadLevelEndgameAndTheGameEndsDrawnByAgreement() throws Exception {
    try (Arena arena = Arena.start(0, Accounts.defaults(), ArenaSettings.DEFAULT.withKeepAliveMillis(300))) {
      arena.addOpponent("Engine", OpponentSpec.parse("builtin,depth=4").factory());
      RunningBot bot = new RunningBot(arena, Accounts.BOT_TOKEN, dir, System::nanoTime,
          config -> config.withGame(config.game().withOfferDraw(new DrawOfferPolicy(true, 100, 2, 4))));
      try {
        bot.awaitOnline();
        // A rook each: level, and nothing the bot or the engine can make of it in a few moves.
        Challenge challenge = arena.challenge("zeitnot", "Engine", Map.of("clock.limit", "60",
            "clock.increment", "1", "color", "white", "fen", "3rk3/8/8/8/8/8/8/3RK3 w - - 0 1"));
        Await.until("the engine accepts the challenge", () -> arena.lobby().game(challenge.id()).isPresent());
        ArenaGame game = arena.lobby().game(challenge.id()).orElseThrow();
        Await.until("the game ends", game::isOver, 120_000);
        assertThat(game.chatLines()).extracting(ChatLine::text).contains("White offers draw", "Draw offer accepted");
        assertThat(game.status()).isEqualTo(GameStatus.DRAW);
        // The offer goes with the bot's second move (two level scores); the engine accepts instead of moving.
        assertThat(game.ply()).isEqualTo(3);
        assertThat(game.rejectedMoves(game.colorOf(bot.account()))).isZero();
      } finally {
        bot.close();
      }
    }
  }
}
