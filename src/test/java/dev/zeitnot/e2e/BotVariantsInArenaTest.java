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
import dev.zeitnot.engine.builtin.BuiltinEngine;
import dev.zeitnot.config.ConfigLoader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The real bot against the arena's random mover, one 0+1 game of each variant whose rules exist:
 * accepted, played by the variant's rules to a normal end, no illegal move posted, the PGN written.
 * The variants the built-in engine plays are played by it; the others by Fairy-Stockfish through
 * {@code engine.variants}, where it is installed (CI installs it) and knows the variant (Debian's
 * 11.1 has no atomic).
 */
class BotVariantsInArenaTest {

  private static final Path FAIRY_STOCKFISH = Path.of("/usr/games/fairy-stockfish");

  @Test
  void playsOneGameOfEachVariantToANormalEndWithNoIllegalMove() throws IOException, InterruptedException {
    Path pgns = Files.createTempDirectory("zeitnot-variants");
    List<String> fairy = fairyStockfishVariants();
    List<Variant> played = Arrays.stream(Variant.values())
        .filter(v -> BuiltinEngine.plays(v) || fairy.contains(v.uciName())).toList();
    // 2,000 nodes a move: the games show the rules, not the engines' strength, and end sooner.
    StringBuilder yaml = new StringBuilder("time:\n  go_commands: {bullet: {nodes: 2000}}\nchallenge:\n  variants: [")
        .append(String.join(", ", played.stream().map(Variant::lichessKey).toList()))
        .append("]\nengine:\n  variants:\n");
    played.stream().filter(v -> !BuiltinEngine.plays(v)).forEach(v -> yaml.append("    ").append(v.lichessKey())
        .append(": {type: uci, uci: {command: [").append(FAIRY_STOCKFISH).append("], options: {Threads: 1}}}\n"));
    BotConfig everyVariant = ConfigLoader.parse(played.stream().allMatch(BuiltinEngine::plays)
        ? yaml.substring(0, yaml.indexOf("engine:")) : yaml.toString());
    try (Arena arena = Arena.start(0, Accounts.defaults(), ArenaSettings.DEFAULT.withKeepAliveMillis(300))) {
      arena.addOpponent("Random", () -> new RandomOpponent(35));
      RunningBot bot = new RunningBot(arena, Accounts.BOT_TOKEN, pgns, System::nanoTime,
          config -> config.withChallenge(everyVariant.challenge())
              .withTime(config.time().withGoCommands(everyVariant.time().goCommands()))
              .withVariantEngines(everyVariant.variantEngines())).awaitOnline();
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

  /** The variants the installed Fairy-Stockfish names in its {@code UCI_Variant} option (none without it). */
  private static List<String> fairyStockfishVariants() throws IOException, InterruptedException {
    if (!Files.isExecutable(FAIRY_STOCKFISH)) {
      return List.of();
    }
    Process process = new ProcessBuilder(FAIRY_STOCKFISH.toString()).redirectErrorStream(true).start();
    process.getOutputStream().write("uci\nquit\n".getBytes(StandardCharsets.US_ASCII));
    process.getOutputStream().close();
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
    process.waitFor();
    return out.lines().filter(line -> line.startsWith("option name UCI_Variant"))
        .flatMap(line -> Arrays.stream(line.split(" var ")).skip(1)).map(String::strip).toList();
  }
}
