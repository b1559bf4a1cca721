package dev.zeitnot.cli;

import ch.qos.logback.classic.Level;
import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.Arena;
import dev.zeitnot.arena.settings.ArenaSettings;
import dev.zeitnot.arena.FaultPlan;
import dev.zeitnot.arena.opponents.OpponentSpec;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code arena}: runs the local Lichess-compatible server until interrupted, with opponents the
 * arena plays itself and optional network faults, so a bot can be tried without an account.
 */
@Command(name = "arena", description = "Run a local Lichess-compatible server with real clocks, "
    + "engine opponents and switchable network faults.")
public final class ArenaCommand implements Callable<Integer> {

  @Option(names = "--port", defaultValue = "8080",
      description = "Port on 127.0.0.1 (0: any free port; default ${DEFAULT-VALUE}).")
  int port;

  @Option(names = "--accounts", description = "YAML file: accounts: [{username, token, title: BOT, "
      + "rating}]. Default: bots zeitnot (token lip_zeitnot) and rival (lip_rival), human alice "
      + "(lip_alice).")
  Path accountsFile;

  @Option(names = "--opponent", paramLabel = "NAME=SPEC",
      description = "An account the arena plays itself; SPEC is random, builtin[,depth=N|nodes=N|"
          + "movetime=MS] or uci=/usr/games/stockfish[,movetime=MS][,option.Skill Level=3]. "
          + "Default: Arena=builtin,depth=4 and Random=random.")
  Map<String, String> opponents = new LinkedHashMap<>();

  @Option(names = "--latency", defaultValue = "0",
      description = "One-way latency in ms on every request and stream line (default 0).")
  long latencyMs;

  @Option(names = "--jitter", defaultValue = "0", description = "Latency jitter in ms, +/- (default 0).")
  long jitterMs;

  @Option(names = "--faults", split = ",", paramLabel = "FAULT",
      description = "STATUS:PATH[:TIMES] (e.g. 500:/move/:3, 429:/api/stream/event) or "
          + "ACTION@SECONDS with ACTION close-event, close-game, stall-event, stall-game, "
          + "malformed-event, malformed-game or restart (e.g. close-game@30).")
  List<String> faults = new ArrayList<>();

  @Option(names = "--keep-alive", defaultValue = "7000",
      description = "Keep-alive period of the streams in ms (default ${DEFAULT-VALUE}).")
  long keepAliveMs;

  @Option(names = "--state", description = "File that keeps the games over restarts.")
  Path stateFile;

  @Option(names = "--castling-king-to-rook",
      description = "Report castling in standard games as king-takes-rook (e1h1).")
  boolean kingToRook;

  @Option(names = "--bot-games-per-day", defaultValue = "100", paramLabel = "N",
      description = "Bot-vs-bot games a bot may play a day, as Lichess caps them (default ${DEFAULT-VALUE}).")
  int botGamesPerDay;

  @Option(names = "--tournament", paramLabel = "CLOCK,MINUTES",
      description = "Also run an arena tournament that allows bots, e.g. 1+0,30: clock 1+0, 30 minutes, "
          + "starting in a minute, with every opponent the arena plays entered.")
  String tournament;

  @Option(names = "--debug", description = "Log every request (DEBUG).")
  boolean debug;

  @Spec
  CommandSpec spec;

  @Override
  public Integer call() throws IOException, InterruptedException {
    if (debug) {
      ((ch.qos.logback.classic.Logger) LoggerFactory.getLogger("dev.zeitnot.arena"))
          .setLevel(Level.DEBUG);
    }
    Accounts accounts = accountsFile == null ? Accounts.defaults() : Accounts.load(accountsFile);
    ArenaSettings settings = ArenaSettings.DEFAULT.withKeepAliveMillis(keepAliveMs)
        .withCastlingKingToRook(kingToRook).withStateFile(stateFile).withBotGamesPerDay(botGamesPerDay);
    Map<String, String> players = new LinkedHashMap<>(opponents);
    if (players.isEmpty()) {
      players.put("Arena", "builtin,depth=4");
      players.put("Random", "random");
    }
    FaultPlan plan = FaultPlan.parse(faults);
    Map<String, OpponentSpec> specs = new LinkedHashMap<>();
    players.forEach((name, text) -> specs.put(name, OpponentSpec.parse(text)));
    Map<String, String> tournamentForm = tournament == null ? null : tournamentForm(tournament);
    Arena arena = Arena.start(port, accounts, settings);
    specs.forEach((name, opponent) -> arena.addOpponent(name, opponent.factory()));
    String tournamentId = null;
    if (tournamentForm != null) {
      String creator = specs.keySet().iterator().next();
      try {
        tournamentId = arena.createTournament(creator, tournamentForm).id();
      } catch (IllegalArgumentException e) {
        arena.close();
        throw new ParameterException(spec.commandLine(), "--tournament " + tournament + ": " + e.getMessage());
      }
      for (String name : specs.keySet()) {
        arena.joinTournament(tournamentId, name);
      }
    }
    arena.faults().setLatency(latencyMs, jitterMs);
    plan.apply(arena);
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      plan.close();
      arena.close();
      stopped.countDown();
    }));
    PrintWriter out = spec.commandLine().getOut();
    out.printf("Arena on %s -- opponents %s, accounts %s%n", arena.baseUrl(), specs.keySet(),
        accounts.usernames());
    out.println("Every game live in a browser:");
    out.println(arena.tvUrl());
    if (accountsFile == null) {
      out.printf("Test tokens: zeitnot=%s rival=%s alice=%s%n", Accounts.BOT_TOKEN,
          Accounts.RIVAL_TOKEN, Accounts.HUMAN_TOKEN);
    }
    out.printf("Have an opponent challenge your bot: curl -X POST '%s/arena/challenge?from=%s"
        + "&to=zeitnot&limit=60&increment=1'%n", arena.baseUrl(), specs.keySet().iterator().next());
    if (tournamentId != null) {
      out.printf("Arena tournament %s starts in a minute; join it with tournaments.join: [%s] or "
          + "tournaments.auto_join: true%n", tournamentId, tournamentId);
    }
    out.flush();
    stopped.await();
    return 0;
  }

  /** "1+0,30" as the fields of the tournament form. */
  private Map<String, String> tournamentForm(String text) {
    String[] parts = text.split(",");
    String[] clock = parts[0].split("\\+");
    if (parts.length != 2 || clock.length != 2) {
      throw new ParameterException(spec.commandLine(), "--tournament " + text
          + ": write the clock and the minutes like 1+0,30");
    }
    return Map.of("name", "Bot Arena", "clockTime", clock[0].trim(), "clockIncrement", clock[1].trim(),
        "minutes", parts[1].trim(), "waitMinutes", "1", "conditions.bots", "true", "rated", "false");
  }
}
