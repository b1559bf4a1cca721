package dev.zeitnot.cli;

import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.ConfigException;
import dev.zeitnot.config.ConfigLoader;
import dev.zeitnot.config.ConfigPrinter;
import dev.zeitnot.config.EngineMemoryBudget;
import dev.zeitnot.config.HeapBudget;
import dev.zeitnot.config.MemoryLimit;
import dev.zeitnot.config.Token;
import dev.zeitnot.config.TokenHosts;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code check}: validates a bot config and prints the effective one, without connecting. */
@Command(name = "check", mixinStandardHelpOptions = true,
    description = "Validate a bot config and print the effective config (token masked) without connecting.")
public final class CheckCommand implements Callable<Integer> {

  @Option(names = "--config", paramLabel = "FILE", description = "the bot's YAML config")
  Path config;

  @Option(names = "--explain", paramLabel = "KEY",
      description = "print a config key's documentation (docs/configuration.md) and what the loader takes, then exit")
  String explain;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  /** The memory the process may use; the real one outside tests. */
  MemoryLimit memory = MemoryLimit.ofThisProcess();

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (explain != null) {
      return ConfigExplanation.print(explain, out, err);
    }
    if (config == null) {
      throw new CommandLine.ParameterException(spec.commandLine(), "Missing required option: '--config=FILE'");
    }
    BotConfig loaded;
    try {
      loaded = ConfigLoader.load(config);
    } catch (ConfigException e) {
      err.println(config + " is not usable:");
      e.problems().forEach(p -> err.println("  " + p));
      err.flush();
      return 1;
    }
    Token token = null;
    String tokenProblem = null;
    try {
      token = Token.resolve(loaded.server(), System.getenv());
    } catch (ConfigException e) {
      tokenProblem = e.getMessage();
    }
    out.print(ConfigPrinter.print(loaded, token));
    TokenHosts.report(loaded).forEach(line -> out.println("# " + line));
    out.flush();
    long maxHeap = Runtime.getRuntime().maxMemory();
    Optional<String> heapProblem = HeapBudget.problem(loaded, maxHeap)
        .or(() -> EngineMemoryBudget.problem(loaded, maxHeap, memory));
    heapProblem.ifPresent(err::println);
    EngineMemoryBudget.warning(loaded, maxHeap, memory).ifPresent(w -> err.println("warning: " + w));
    if (tokenProblem != null) {
      err.println(tokenProblem);
    }
    err.flush();
    return tokenProblem == null && heapProblem.isEmpty() ? 0 : 1;
  }
}
