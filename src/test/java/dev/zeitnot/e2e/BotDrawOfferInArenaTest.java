package dev.zeitnot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.Arena;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.settings.ArenaSettings;
import dev.zeitnot.arena.lobby.ArenaChallenge;
import dev.zeitnot.arena.games.ArenaChatLine;
import dev.zeitnot.arena.games.ArenaGameStatus;
import dev.zeitnot.arena.opponents.OpponentSpec;
import dev.zeitnot.config.DrawOfferPolicy;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The real bot offers a draw by its score in the arena, and the arena's engine accepts it. */
class BotDrawOfferInArenaTest {
  private static final String WALL = "4k3/8/2p3p1/1pPp1pPp/pP1PpP1P/P3P3/8/4K3 w - - 0 1";

  @TempDir
  Path dir;

  @Test
  void theBotOffersADrawInADeadDrawnPositionAndTheGameEndsDrawnByAgreement() throws Exception {
    try (Arena arena = Arena.start(0, Accounts.defaults(), ArenaSettings.DEFAULT.withKeepAliveMillis(300))) {
      arena.addOpponent("Engine", OpponentSpec.parse("builtin,depth=4").factory());
      RunningBot bot = new RunningBot(arena, Accounts.BOT_TOKEN, dir, System::nanoTime,
          config -> config.withGame(config.game().withOfferDraw(new DrawOfferPolicy(true, 20, 2, 32))));
      try {
        bot.awaitOnline();
        // A locked pawn wall, as far advanced on each side: no capture or pawn move is possible and
        // neither king can pass, so it is a dead draw, and both engines score it 0.
        ArenaChallenge challenge = arena.challenge("zeitnot", "Engine", Map.of("clock.limit", "60",
            "clock.increment", "1", "color", "white", "fen", WALL));
        Await.until("the engine accepts the challenge", () -> arena.lobby().game(challenge.id()).isPresent());
        ArenaGame game = arena.lobby().game(challenge.id()).orElseThrow();
        Await.until("the game ends", game::isOver, 120_000);
        assertThat(game.chatLines()).extracting(ArenaChatLine::text).contains("White offers draw",
            "Draw offer accepted");
        assertThat(game.status()).isEqualTo(ArenaGameStatus.DRAW);
        // The offer goes with a move of the bot (once two level scores are in); the engine accepts on its turn.
        assertThat(game.ply() % 2).as("ended on the engine's turn, ply %d", game.ply()).isEqualTo(1);
        assertThat(game.rejectedMoves(game.colorOf(bot.account()))).isZero();
      } finally {
        bot.close();
      }
    }
  }
}
