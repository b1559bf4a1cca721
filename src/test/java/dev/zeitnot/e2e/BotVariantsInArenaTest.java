package dev.zeitnot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.arena.Arena;
import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.games.ArenaGameStatus;
import dev.zeitnot.arena.lobby.ArenaChallenge;
import dev.zeitnot.arena.opponents.RandomOpponent;
import dev.zeitnot.arena.settings.ArenaSettings;
import dev.zeitnot.chess.Variant;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.ConfigLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The real bot against the arena's random mover, one 0+1 game of each variant, all played by the
 * built-in engine: accepted, played by the variant's rules to a normal end, no illegal move posted,
 * the PGN written.
 */
class BotVariantsInArenaTest {

  @Test
  void playsOneGameOfEachVariantToANormalEndWithNoIllegalMove() throws IOException, InterruptedException {
    Path pgns = Files.createTempDirectory("zeitnot-variants");
    List<Variant> played = Arrays.asList(Variant.values());
    // 2,000 nodes a move: the games show the rules, not the engine's strength, and end sooner.
    BotConfig everyVariant = ConfigLoader.parse("time:\n  go_commands: {bullet: {nodes: 2000}}\n"
        + "challenge:\n  variants: ["
        + String.join(", ", played.stream().map(Variant::lichessKey).toList()) + "]\n");
    try (Arena arena = Arena.start(0, Accounts.defaults(), ArenaSettings.DEFAULT.withKeepAliveMillis(300))) {
      arena.addOpponent("Random", () -> new RandomOpponent(35));
      RunningBot bot = new RunningBot(arena, Accounts.BOT_TOKEN, pgns, System::nanoTime,
          config -> config.withChallenge(everyVariant.challenge())
              .withTime(config.time().withGoCommands(everyVariant.time().goCommands()))).awaitOnline();
      try {
        int games = 0;
        for (Variant variant : played) {
          bot.awaitIdle();
          ArenaChallenge challenge = arena.challenge("Random", "zeitnot", Map.of("clock.limit", "0",
              "clock.increment", "1", "variant", variant.lichessKey(), "color", games++ % 2 == 0 ? "white" : "black"));
          Await.until("the bot accepts " + variant, () -> arena.lobby().game(challenge.id()).isPresent());
          Await.until("the " + variant + " game ends",
              () -> arena.lobby().game(challenge.id()).orElseThrow().isOver());
          ArenaGame game = arena.lobby().game(challenge.id()).orElseThrow();
          int botColor = game.colorOf(bot.account());
          assertThat(game.setup().variant().rules()).isEqualTo(variant);
          assertThat(game.status()).as("%s game %s", variant, game.id()).isIn(ArenaGameStatus.MATE,
              ArenaGameStatus.DRAW, ArenaGameStatus.STALEMATE, ArenaGameStatus.VARIANT_END);
          assertThat(game.rejectedMoves(botColor)).as("illegal bot moves in %s", variant).isZero();
          Path pgn = pgns.resolve(game.id() + ".pgn");
          Await.until("the bot writes the " + variant + " PGN", () -> Files.exists(pgn));
          if (variant != Variant.STANDARD) {
            assertThat(Files.readString(pgn)).contains("[Variant \"" + game.setup().variant().displayName() + "\"]");
          }
        }
      } finally {
        bot.close();
      }
    }
  }
}
