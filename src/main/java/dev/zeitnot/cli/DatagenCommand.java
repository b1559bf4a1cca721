package dev.zeitnot.cli;

import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.builtin.Evaluation;
import dev.zeitnot.lab.datagen.Datagen;
import dev.zeitnot.lab.match.Openings;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code datagen}: self-play of the built-in engine at fixed nodes, writing each game (its start,
 * result, and every move with the search score) to a compact file for {@code train} and
 * {@code tune}, which keep its quiet positions.
 */
@Command(name = "datagen", mixinStandardHelpOptions = true,
    description = "Self-play at fixed nodes from book openings; append each game (start, result, every move "
        + "with its score: about 4 bytes a position) to a games file (resumable: a rerun with the same settings "
        + "continues it).")
public final class DatagenCommand implements Callable<Integer> {

  @Option(names = "--out", required = true, paramLabel = "FILE", description = "the games file (appended to)")
  Path out;

  @Option(names = "--openings", required = true, paramLabel = "FILE",
      description = "book of starting positions, one FEN a line")
  Path openings;

  @Option(names = "--random-plies", defaultValue = "4",
      description = "random legal plies after the book position (default ${DEFAULT-VALUE})")
  int randomPlies;

  @Option(names = "--nodes", defaultValue = "5000", description = "nodes per move (default ${DEFAULT-VALUE})")
  long nodes;

  @Option(names = "--nodes-overshoot-percent", defaultValue = "0",
      description = "0: a search stops at --nodes; above 0 it finishes the depth it is in once it has --nodes, "
          + "going past them by at most this percent, so each score is a whole depth's (default ${DEFAULT-VALUE})")
  int nodesOvershootPercent;

  @Option(names = "--threads", defaultValue = "1", description = "games played at once (default ${DEFAULT-VALUE})")
  int threads;

  @Option(names = "--seed", defaultValue = "1",
      description = "seed of the openings and random plies (default ${DEFAULT-VALUE})")
  long seed;

  @Option(names = "--games", defaultValue = "0", description = "stop after this many games in the file (0: no limit)")
  int games;

  @Option(names = "--positions", defaultValue = "0",
      description = "stop once the file holds this many training (quiet) positions (0: no limit)")
  long positions;

  @Option(names = "--eval", paramLabel = "EVAL",
      description = "the engines' evaluation: classic (the default), net (the network in the jar)"
          + " or a network file from train")
  String eval;

  @Spec
  CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    PrintWriter console = spec.commandLine().getOut();
    Datagen.Settings settings;
    try {
      Evaluation evaluation = eval == null ? EngineSettings.DEFAULT_EVALUATION : Evaluation.named(eval);
      settings = new Datagen.Settings(out, Openings.load(openings), seed, nodes, randomPlies, threads, games,
          positions, evaluation, nodesOvershootPercent);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage(), e);
    }
    Datagen.Summary summary = Datagen.run(settings, line -> {
      console.println(line);
      console.flush();
    });
    console.printf("games %d..%d played; %s holds %d positions%n", summary.firstGame(), summary.nextGame() - 1,
        out, summary.records());
    console.flush();
    return 0;
  }
}
