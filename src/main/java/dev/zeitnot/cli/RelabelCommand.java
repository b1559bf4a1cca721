package dev.zeitnot.cli;

import dev.zeitnot.lab.datagen.Relabel;
import dev.zeitnot.engine.uci.ExternalUciEngine;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code relabel}: a datagen file's positions searched again by a UCI engine to a fixed depth,
 * written with the engine's scores to a new file for {@code tune}.
 */
@Command(name = "relabel", mixinStandardHelpOptions = true,
    description = "Search every position of a datagen file again with a UCI engine to a fixed depth and write "
        + "them with that engine's scores to a new file, for tune (resumable: a rerun continues it).")
public final class RelabelCommand implements Callable<Integer> {

  @Option(names = "--data", required = true, paramLabel = "FILE", description = "samples written by datagen")
  Path data;

  @Option(names = "--out", required = true, paramLabel = "FILE",
      description = "the relabelled samples (continued if it exists)")
  Path out;

  @Option(names = "--engine", required = true, paramLabel = "COMMAND",
      description = "the judging engine's command, e.g. /usr/games/stockfish")
  String engine;

  @Option(names = "--option", paramLabel = "NAME=VALUE",
      description = "UCI option for the engine (repeatable; default Hash=16 and Threads=1)")
  Map<String, String> options = new LinkedHashMap<>();

  @Option(names = "--depth", defaultValue = "8", description = "search depth per position (default ${DEFAULT-VALUE})")
  int depth;

  @Spec
  CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    PrintWriter console = spec.commandLine().getOut();
    if (!Files.isRegularFile(data)) {
      throw new ParameterException(spec.commandLine(), "--data " + data
          + " is not a file: pass a file written by datagen");
    }
    Map<String, String> engineOptions = new LinkedHashMap<>(Map.of("Hash", "16", "Threads", "1"));
    engineOptions.putAll(options);
    try (ExternalUciEngine judge = ExternalUciEngine.start(EngineCommandLine.split(engine), engineOptions)) {
      Relabel.Summary summary = Relabel.run(data, out, judge, depth, line -> {
        console.println(line);
        console.flush();
      });
      console.printf("relabelled %d positions with %s at depth %d; %s holds %d positions%n", summary.relabelled(),
          judge.name(), depth, out, summary.records());
    }
    console.flush();
    return 0;
  }
}
