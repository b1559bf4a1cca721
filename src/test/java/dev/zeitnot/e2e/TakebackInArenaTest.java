package dev.zeitnot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.arena.Arena;
import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.games.ArenaChatLine;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.lobby.ArenaChallenge;
import dev.zeitnot.arena.settings.ArenaSettings;
import dev.zeitnot.chess.Color;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The real bot grants a human's takeback requests up to game.max_takebacks_accepted, then declines. */
class TakebackInArenaTest {

  @TempDir
  Path dir;

  @Test
  void theBotGrantsAHumansFirstTakebackAndDeclinesTheSecond() throws Exception {
    try (Arena arena = Arena.start(0, Accounts.defaults(), ArenaSettings.DEFAULT.withKeepAliveMillis(300))) {
      RunningBot bot = new RunningBot(arena, Accounts.BOT_TOKEN, dir, System::nanoTime,
          config -> config.withGame(config.game().withMaxTakebacksAccepted(1)));
      try {
        bot.awaitOnline();
        ArenaAccount alice = arena.accounts().byToken(Accounts.HUMAN_TOKEN).orElseThrow();
        ArenaChallenge challenge = arena.challenge("Alice", "zeitnot", Map.of("clock.limit", "300",
            "clock.increment", "2", "color", "white"));
        Await.until("the bot accepts", () -> arena.lobby().game(challenge.id()).isPresent());
        ArenaGame game = arena.lobby().game(challenge.id()).orElseThrow();
        assertThat(game.colorOf(alice)).isEqualTo(Color.WHITE);

        assertThat(game.move(alice, "e2e4", null)).isEmpty();
        Await.until("the bot replies", () -> game.ply() == 2);
        assertThat(game.takeback(alice, true)).isEmpty();
        Await.until("the takeback is granted", () -> game.ply() == 0);
        assertThat(game.chessGame().uciMoves()).isEmpty();
        assertThat(game.takebackRequested(Color.WHITE)).isFalse();

        assertThat(game.move(alice, "d2d4", null)).isEmpty();
        Await.until("the bot replies again", () -> game.ply() == 2);
        assertThat(game.takeback(alice, true)).isEmpty();
        Await.until("the second request is declined",
            () -> game.chatLines().stream().map(ArenaChatLine::text)
                .anyMatch("Takeback proposition declined"::equals));
        assertThat(game.ply()).isEqualTo(2);
        assertThat(game.chessGame().uciMoves().get(0)).isEqualTo("d2d4");
        assertThat(game.chatLines()).extracting(ArenaChatLine::text)
            .containsOnlyOnce("Takeback proposition accepted");
      } finally {
        bot.close();
      }
    }
  }
}
