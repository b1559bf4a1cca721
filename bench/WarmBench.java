import dev.zeitnot.cli.BenchCommand;
import java.io.PrintWriter;
import java.io.Writer;

/**
 * Runs the engine's bench ROUNDS times in one JVM and prints each run's totals, so that the later
 * runs measure the compiled engine as a long game sees it, not the JIT warming up. Run by
 * bench/nps-warm.sh with the jar under test on the class path (any jar since BenchCommand.run).
 */
public final class WarmBench {
  public static void main(String[] args) {
    int depth = Integer.parseInt(args[0]);
    int rounds = Integer.parseInt(args[1]);
    PrintWriter discard = new PrintWriter(Writer.nullWriter());
    for (int round = 1; round <= rounds; round++) {
      BenchCommand.Result result = BenchCommand.run(depth, discard);
      System.out.printf("round %d nodes %d time %d nps %d%n", round, result.nodes(), result.timeMs(),
          result.nps());
    }
  }
}
