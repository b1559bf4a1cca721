package dev.zeitnot.cli;

import dev.zeitnot.engine.builtin.BuiltinEngine;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.builtin.Evaluation;
import dev.zeitnot.engine.nnue.NnueEvaluator;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code bench [depth]}: searches a fixed set of positions to a fixed depth with one thread and
 * a fixed hash. The node total is the engine's signature: it changes only when the search or
 * the evaluation does, so a test pins it. With {@code --eval-speed} it first measures the evaluation
 * alone ({@link EvalSpeed}; apart, so that the bench's own time stays the search's).
 */
@Command(name = "bench", description = "Search fixed positions to a fixed depth; print nodes, time and nps.")
public final class BenchCommand implements Callable<Integer> {

  /** The depth used when none is given. */
  public static final int DEFAULT_DEPTH = 11;
  private static final int HASH_MB = 16;

  @Parameters(index = "0", arity = "0..1", defaultValue = "" + DEFAULT_DEPTH,
      description = "Search depth per position (default ${DEFAULT-VALUE}).")
  int depth;

  @Option(names = "--eval", paramLabel = "EVAL",
      description = "classic (the hand-written evaluation, the default), net (the network in the jar)"
          + " or a network file from train")
  String eval;

  @Option(names = "--eval-speed",
      description = "First measure the evaluation alone: evaluations per CPU second, single thread")
  boolean evalSpeed;

  @Spec
  CommandSpec spec;

  /** The totals of one bench run. */
  public record Result(long nodes, long timeMs) {
    public long nps() {
      return nodes * 1000 / Math.max(1, timeMs);
    }
  }

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    Evaluation evaluation;
    try {
      evaluation = eval == null ? EngineSettings.DEFAULT_EVALUATION : Evaluation.named(eval);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage(), e);
    }
    if (evalSpeed) {
      EvalSpeed.Result speed = EvalSpeed.measure(evaluation, positions());
      out.printf("evaluation %s: %d evaluations per CPU second (%d positions and their children, %d rounds; "
          + "network kernels %s)%n", evaluation, speed.perSecond(), positions().size(), EvalSpeed.ROUNDS,
          NnueEvaluator.kernels());
    }
    Result result = run(depth, evaluation, out);
    out.printf("nodes %d time %d nps %d%n", result.nodes(), result.timeMs(), result.nps());
    out.flush();
    return 0;
  }

  /** Runs the bench with the default evaluation, printing one line per position to {@code out}. */
  public static Result run(int depth, PrintWriter out) {
    return run(depth, EngineSettings.DEFAULT_EVALUATION, out);
  }

  /** Runs the bench with {@code evaluation}, printing one line per position to {@code out}. */
  public static Result run(int depth, Evaluation evaluation, PrintWriter out) {
    List<String> fens = positions();
    long nodes = 0;
    long start = System.nanoTime();
    try (BuiltinEngine engine = new BuiltinEngine(new EngineSettings(HASH_MB, 1, false,
        EngineSettings.DEFAULT.timeParams(), evaluation))) {
      for (int i = 0; i < fens.size(); i++) {
        engine.newGame();
        SearchResult result = engine.search(SearchRequest.fen(fens.get(i), SearchLimits.depth(depth)),
            SearchListener.NONE);
        long positionNodes = result.info() == null ? 0 : result.info().nodes();
        nodes += positionNodes;
        out.printf("position %2d/%d bestmove %-6s nodes %10d  %s%n", i + 1, fens.size(),
            result.bestMove(), positionNodes, fens.get(i));
      }
    }
    return new Result(nodes, (System.nanoTime() - start) / 1_000_000);
  }

  /** The bench positions: openings, middlegames with tactics, endgames, Chess960 and mates. */
  public static List<String> positions() {
    try (InputStream in = BenchCommand.class.getResourceAsStream("bench.fen")) {
      if (in == null) {
        throw new IllegalStateException("bench.fen is missing from the jar's resources");
      }
      BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      return reader.lines().map(String::strip).filter(line -> !line.isEmpty()).toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
