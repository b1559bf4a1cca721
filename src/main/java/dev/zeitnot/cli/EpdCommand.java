package dev.zeitnot.cli;

import dev.zeitnot.engine.builtin.BuiltinEngine;
import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.lab.epd.EpdPosition;
import dev.zeitnot.lab.epd.EpdSuite;
import dev.zeitnot.engine.uci.ExternalUciEngine;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code epd FILE}: runs a test suite ({@code bm}/{@code am} operations) and prints how many were solved. */
@Command(name = "epd", mixinStandardHelpOptions = true,
    description = "Run an EPD test suite (bm/am operations); print a line per position and 'solved S of N'.")
public final class EpdCommand implements Callable<Integer> {

  @Parameters(index = "0", paramLabel = "FILE",
      description = "the EPD suite, e.g. a file of positions with bm or am operations")
  Path file;

  @Option(names = "--movetime", defaultValue = "1000", paramLabel = "MS",
      description = "search time per position in milliseconds (default ${DEFAULT-VALUE})")
  long moveTimeMs;

  @Option(names = "--nodes", defaultValue = "0", paramLabel = "N",
      description = "search N nodes per position instead of --movetime: the same on any machine (0: use --movetime)")
  long nodes;

  @Option(names = "--hash", defaultValue = "64", paramLabel = "MB",
      description = "built-in engine's hash (default ${DEFAULT-VALUE})")
  int hashMb;

  @Option(names = "--threads", defaultValue = "1", description = "built-in engine's threads (default ${DEFAULT-VALUE})")
  int threads;

  @Option(names = "--engine", paramLabel = "COMMAND",
      description = "test an external UCI engine instead of the built-in one")
  String engineCommand;

  @Option(names = "--option", paramLabel = "NAME=VALUE",
      description = "UCI option for the external engine (repeatable)")
  Map<String, String> options = new LinkedHashMap<>();

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    List<EpdPosition> positions;
    try {
      positions = EpdSuite.load(file);
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage(), e);
    }
    try (Engine engine = engine()) {
      SearchLimits limits = nodes > 0 ? SearchLimits.nodes(nodes) : SearchLimits.moveTime(moveTimeMs);
      new EpdSuite(engine, limits, System.out).run(positions);
    }
    return 0;
  }

  private Engine engine() {
    if (engineCommand != null) {
      return ExternalUciEngine.start(EngineCommandLine.split(engineCommand), options);
    }
    // In process there is no transmission to allow for: the whole movetime goes to the search.
    EngineSettings settings = EngineSettings.DEFAULT.withHashMb(hashMb).withThreads(threads);
    return new BuiltinEngine(settings.withTimeParams(settings.timeParams().withMoveOverheadMs(0)));
  }
}
