package dev.zeitnot.cli;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.Arena;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.settings.ArenaSettings;
import dev.zeitnot.arena.lobby.ArenaChallenge;
import dev.zeitnot.arena.games.ArenaGameStatus;
import dev.zeitnot.arena.opponents.OpponentSpec;
import dev.zeitnot.bot.Bot;
import dev.zeitnot.chess.Color;
import dev.zeitnot.config.BookConfig;
import dev.zeitnot.config.BotConfig;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code demo}: plays one game on this machine, no account and no network: starts the arena
 * on loopback, connects the bot to it, has the arena's built-in engine challenge the bot and
 * shows the game (moves with both clocks, the bot's search lines in the log), then prints the
 * result and where the bot wrote the PGN.
 */
@Command(name = "demo", description = "Watch zeitnot play one game against a local engine "
    + "(no account, no network needed).")
public final class DemoCommand implements Callable<Integer> {

  private static final String OPPONENT = "Arena";
  private static final long PGN_WAIT_MS = 10_000;

  @Option(names = "--limit", defaultValue = "60",
      description = "Clock limit in seconds (default ${DEFAULT-VALUE}).")
  int limitSeconds;

  @Option(names = "--increment", defaultValue = "1",
      description = "Increment in seconds (default ${DEFAULT-VALUE}).")
  int incrementSeconds;

  @Option(names = "--opponent", defaultValue = "builtin,depth=3",
      description = "The arena's player: random, builtin[,depth=N|nodes=N|movetime=MS] or "
          + "uci=/path/to/engine[,...] (default ${DEFAULT-VALUE}).")
  String opponent;

  @Option(names = "--pgn-dir", defaultValue = "games",
      description = "Where the bot writes the game's PGN (default ${DEFAULT-VALUE}).")
  Path pgnDirectory;

  @Option(names = "--board-every", defaultValue = "10",
      description = "Show the board every N plies, 0 never (default ${DEFAULT-VALUE}).")
  int boardEvery;

  @Option(names = "--no-book", description = "Search every move (by default the bot opens from a small "
      + "book built from the openings the jar ships).")
  boolean noBook;

  @Spec
  CommandSpec spec;

  @Override
  public Integer call() throws IOException, InterruptedException {
    PrintWriter out = spec.commandLine().getOut();
    OpponentSpec opponentSpec = OpponentSpec.parse(opponent);
    try (Arena arena = Arena.start(0, Accounts.defaults(), ArenaSettings.DEFAULT)) {
      arena.addOpponent(OPPONENT, opponentSpec.factory());
      out.println("Watch it live in a browser:");
      out.println(arena.tvUrl());
      out.flush();
      BotConfig defaults = BotConfig.forServer(arena.baseUrl());
      BotConfig config = defaults.withGame(defaults.game().withPgnDirectory(pgnDirectory));
      if (!noBook) {
        config = config.withBook(BookConfig.DEFAULT.withBooks(true, Map.of("standard", List.of(DemoBook.build()))));
      }
      Bot bot = new Bot(config, Accounts.BOT_TOKEN);
      Thread botThread = new Thread(() -> runBot(bot, out), "demo-bot");
      botThread.start();
      ArenaAccount zeitnot = arena.accounts().byName("zeitnot").orElseThrow();
      if (!awaitOnline(arena, zeitnot)) {
        out.println("The bot did not connect to the arena; see the log above.");
        bot.shutdown();
        return 1;
      }
      out.printf("Arena on %s: %s (%s) challenges zeitnot at %d+%d%n", arena.baseUrl(), OPPONENT,
          opponent, limitSeconds, incrementSeconds);
      out.flush();
      ArenaChallenge challenge = arena.challenge(OPPONENT, "zeitnot", limitSeconds, incrementSeconds,
          "random");
      ArenaGame game = awaitGame(arena, challenge.id());
      if (game == null) {
        out.println("The bot did not accept the challenge; see the log above.");
        bot.shutdown();
        return 1;
      }
      GameWatcher watcher = new GameWatcher(
          new ArenaAccount("Spectator", null, "demo_spectator", Set.of(), 0),
          game.snapshot().initialFen(), game.snapshot().chess960(), out, boardEvery);
      game.follow(watcher);
      watcher.awaitEnd();
      Path pgn = pgnDirectory.resolve(game.id() + ".pgn");
      awaitFile(pgn);
      out.printf("%nResult: %s%n", describe(game));
      out.printf("PGN: %s%n", Files.exists(pgn) ? pgn.toAbsolutePath()
          : "not written (see the log above)");
      out.flush();
      bot.shutdown();
      botThread.join(PGN_WAIT_MS);
      return game.status() == ArenaGameStatus.ABORTED ? 1 : 0;
    }
  }

  private static void runBot(Bot bot, PrintWriter out) {
    try {
      bot.run();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (RuntimeException e) {
      out.println("The bot stopped: " + e.getMessage());
      out.flush();
    }
  }

  private static String describe(ArenaGame game) {
    String players = game.setup().white().username() + " (white) vs "
        + game.setup().black().username() + " (black)";
    String outcome = game.winner() < 0 ? "no winner"
        : game.setup().player(game.winner()).username() + " (" + Color.name(game.winner())
            + ") wins";
    return players + ": " + game.status().apiName() + ", " + outcome + " after " + game.ply()
        + " plies";
  }

  private static boolean awaitOnline(Arena arena, ArenaAccount account) throws InterruptedException {
    for (int i = 0; i < 300; i++) {
      if (arena.lobby().isOnline(account)) {
        return true;
      }
      Thread.sleep(100);
    }
    return false;
  }

  private static ArenaGame awaitGame(Arena arena, String id) throws InterruptedException {
    for (int i = 0; i < 300; i++) {
      ArenaGame game = arena.lobby().game(id).orElse(null);
      if (game != null) {
        return game;
      }
      Thread.sleep(100);
    }
    return null;
  }

  private static void awaitFile(Path file) throws InterruptedException {
    for (long waited = 0; waited < PGN_WAIT_MS && !Files.exists(file); waited += 100) {
      Thread.sleep(100);
    }
  }
}
