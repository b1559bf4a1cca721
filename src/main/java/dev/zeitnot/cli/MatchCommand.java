package dev.zeitnot.cli;

import dev.zeitnot.lab.match.MatchRunner;
import dev.zeitnot.lab.match.Openings;
import dev.zeitnot.lab.match.Sprt;
import dev.zeitnot.lab.match.FischerClock;
import dev.zeitnot.engine.uci.ExternalUciEngine;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code match}: two UCI engines play each other with real clocks or a fixed number of nodes per
 * move; prints the score, the Elo difference and, with {@code --sprt}, the test's verdict.
 */
@Command(name = "match", mixinStandardHelpOptions = true,
    description = "Play two UCI engines against each other (clock or fixed nodes); print W/D/L, pairs, Elo, "
        + "time losses and, with --sprt, the LLR (stopping once the test decides).")
public final class MatchCommand implements Callable<Integer> {

  @Option(names = "--engine1", required = true, paramLabel = "COMMAND",
      description = "first engine's command, e.g. \"java -jar target/zeitnot.jar uci\"")
  String engine1;

  @Option(names = "--engine2", required = true, paramLabel = "COMMAND",
      description = "second engine's command, e.g. /usr/games/stockfish")
  String engine2;

  @Option(names = "--option1", paramLabel = "NAME=VALUE", description = "UCI option for the first engine (repeatable)")
  Map<String, String> options1 = new LinkedHashMap<>();

  @Option(names = "--option2", paramLabel = "NAME=VALUE", description = "UCI option for the second engine (repeatable)")
  Map<String, String> options2 = new LinkedHashMap<>();

  @Option(names = "--tc", defaultValue = "10+0.1", paramLabel = "BASE+INC",
      description = "time control in seconds (default ${DEFAULT-VALUE})")
  String timeControl;

  @Option(names = "--nodes", defaultValue = "0", paramLabel = "N",
      description = "search N nodes per move (go nodes N) instead of the clock: independent of the machine's load")
  long nodes;

  /** Wall time an engine may overrun its clock counted in nodes before it counts as hung. */
  private static final long NODES_TIME_GRACE_MS = 60_000;

  @Option(names = "--nodes-time", defaultValue = "0", paramLabel = "N",
      description = "charge each move N nodes searched per millisecond of the clock (--tc) instead of its wall time, "
          + "and set the engines' NodesTime option to N: games independent of the machine's load")
  long nodesTime;

  @Option(names = "--games", defaultValue = "100",
      description = "games to play, the most with --sprt (default ${DEFAULT-VALUE})")
  int games;

  @Option(names = "--sprt", description = "run a sequential probability ratio test on game pairs; stop when decided")
  boolean sprt;

  @Option(names = "--elo0", defaultValue = "0",
      description = "SPRT H0: engine1 is elo0 stronger (default ${DEFAULT-VALUE})")
  double elo0;

  @Option(names = "--elo1", defaultValue = "5",
      description = "SPRT H1: engine1 is elo1 stronger (default ${DEFAULT-VALUE})")
  double elo1;

  @Option(names = "--alpha", defaultValue = "0.05", description = "SPRT false-positive rate (default ${DEFAULT-VALUE})")
  double alpha;

  @Option(names = "--beta", defaultValue = "0.05", description = "SPRT false-negative rate (default ${DEFAULT-VALUE})")
  double beta;

  @Option(names = "--concurrency", defaultValue = "1",
      description = "games played at once (default ${DEFAULT-VALUE}; 1 keeps clocks fair on 2 cores)")
  int concurrency;

  @Option(names = "--openings", required = true, paramLabel = "FILE",
      description = "opening FENs, one a line, used in order, each with both colours")
  Path openings;

  @Option(names = "--max-moves", defaultValue = "200",
      description = "full moves after which a game is drawn (0 = no cap; default ${DEFAULT-VALUE})")
  int maxMoves;

  @Option(names = "--adjudicate", description = "end a game when both engines score one side 1000 cp ahead for "
      + "3 moves each (a win), or, from move 40, within 10 cp of 0 for 4 moves each (a draw)")
  boolean adjudicate;

  @Option(names = "--handshake-timeout", defaultValue = "60", paramLabel = "SECONDS",
      description = "how long an engine may take to start and answer uciok/readyok (default ${DEFAULT-VALUE}; "
          + "a JVM engine under nice 19 on a busy machine can need tens of seconds)")
  int handshakeSeconds;

  @Option(names = "--pgn", paramLabel = "FILE", description = "write the games to this PGN file")
  Path pgn;

  @Option(names = "--resume", description = "go on with the match whose games --pgn FILE holds (run with the same "
      + "engines, options, openings and clock): its finished games count, the others are played and appended")
  boolean resume;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    List<String> command1;
    List<String> command2;
    MatchRunner.Settings settings;
    try {
      command1 = EngineCommandLine.split(engine1);
      command2 = EngineCommandLine.split(engine2);
      settings = new MatchRunner.Settings(FischerClock.parse(timeControl), games, concurrency, maxMoves,
          Openings.load(openings), pgn, nodes, sprt ? new Sprt(elo0, elo1, alpha, beta) : null, adjudicate,
          nodesTime);
      if (resume && pgn == null) {
        throw new IllegalArgumentException("--resume goes on with the games of --pgn FILE: give --pgn");
      }
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage(), e);
    }
    // Match lines go to stdout as they happen; PrintStream so they are flushed line by line.
    PrintStream out = System.out;
    out.printf("Match: %s vs %s, %s, %s%d games, concurrency %d%n", engine1, engine2,
        nodes > 0 ? nodes + " nodes per move"
            : settings.timeControl() + (nodesTime > 0 ? " at " + nodesTime + " nodes per ms" : ""),
        sprt ? String.format(Locale.ROOT, "SPRT elo0 %s elo1 %s alpha %s beta %s, at most ", elo0, elo1, alpha, beta)
            : "", games, concurrency);
    if (nodesTime > 0) {
      options1.put("NodesTime", Long.toString(nodesTime));
      options2.put("NodesTime", Long.toString(nodesTime));
    }
    try {
      // With the clock in nodes the wall time of a move says little: only a real hang should end it.
      long searchGraceMs = nodesTime > 0 ? NODES_TIME_GRACE_MS : ExternalUciEngine.Timeouts.DEFAULT.searchGraceMs();
      ExternalUciEngine.Timeouts timeouts = new ExternalUciEngine.Timeouts(handshakeSeconds * 1000L,
          ExternalUciEngine.Timeouts.DEFAULT.stopGraceMs(), searchGraceMs);
      MatchRunner runner = new MatchRunner(settings, () -> ExternalUciEngine.start(command1, options1, timeouts),
          () -> ExternalUciEngine.start(command2, options2, timeouts), out);
      if (resume) {
        runner.resume();
      } else {
        runner.run();
      }
    } catch (IllegalArgumentException | IllegalStateException e) {
      spec.commandLine().getErr().println(e.getMessage());
      spec.commandLine().getErr().flush();
      return 1;
    }
    return 0;
  }
}
