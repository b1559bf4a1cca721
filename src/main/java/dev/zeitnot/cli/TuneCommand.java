package dev.zeitnot.cli;

import dev.zeitnot.lab.datagen.SampleFile;
import dev.zeitnot.engine.eval.EvalLayout;
import dev.zeitnot.lab.tune.ParamsSource;
import dev.zeitnot.lab.tune.TrainingSet;
import dev.zeitnot.lab.tune.Tuner;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code tune}: Texel tuning of every weight of the evaluation on a datagen file; writes the
 * result as the Java source of {@code EvalParams} and reports the loss before and after.
 */
@Command(name = "tune", mixinStandardHelpOptions = true,
    description = "Tune the evaluation's weights (Texel's method, gradient form) on a datagen file; "
        + "write them as EvalParams.java source; print the loss before and after.")
public final class TuneCommand implements Callable<Integer> {

  @Option(names = "--data", required = true, paramLabel = "FILE", description = "samples written by datagen")
  Path data;

  @Option(names = "--source", defaultValue = "src/main/java/dev/zeitnot/engine/eval/EvalParams.java",
      paramLabel = "FILE", description = "the EvalParams.java to take the layout from (default ${DEFAULT-VALUE})")
  Path source;

  @Option(names = "--out", required = true, paramLabel = "FILE",
      description = "where to write the tuned EvalParams.java (may be --source itself)")
  Path out;

  @Option(names = "--epochs", defaultValue = "200", description = "passes over the data (default ${DEFAULT-VALUE})")
  int epochs;

  @Option(names = "--learning-rate", defaultValue = "0.25",
      description = "Adam's step in centipawns (default ${DEFAULT-VALUE})")
  double learningRate;

  @Option(names = "--lambda", defaultValue = "1.0",
      description = "weight of the game result in the target, the rest the search score's (default ${DEFAULT-VALUE})")
  double lambda;

  @Option(names = "--check-every", defaultValue = "5",
      description = "epochs between progress lines and held-out checks (default ${DEFAULT-VALUE})")
  int checkEvery;

  @Option(names = "--validation-every", defaultValue = "10",
      description = "hold out every Nth game to report the loss on unseen games (0: none; default ${DEFAULT-VALUE})")
  int validationEvery;

  @Option(names = "--only", paramLabel = "PREFIX",
      description = "tune only the EvalParams constants whose name starts with PREFIX (repeatable), "
          + "e.g. --only KING_ATTACK; the others keep their values (default: all)")
  List<String> only = List.of();

  @Spec
  CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    PrintWriter console = spec.commandLine().getOut();
    if (!Files.isRegularFile(source)) {
      throw new ParameterException(spec.commandLine(), "--source " + source + " is not a file: run tune from the "
          + "checkout or pass the path of src/main/java/dev/zeitnot/engine/eval/EvalParams.java");
    }
    if (!Files.isRegularFile(data)) {
      throw new ParameterException(spec.commandLine(), "--data " + data + " is not a file: pass a file written by "
          + "datagen or relabel");
    }
    boolean[] tunable = tunable();
    String sourceText = Files.readString(source);
    TrainingSet set = TrainingSet.of(SampleFile.readAll(data), validationEvery);
    if (set.training().isEmpty()) {
      throw new ParameterException(spec.commandLine(), "--data " + data + " holds no positions to tune on");
    }
    int[] start = EvalLayout.current();
    double k = Tuner.fitK(set.training(), start);
    console.printf("positions %d (tuning) + %d (held out), K %.4f%n", set.training().size(),
        set.validation().size(), k);
    if (lambda < 1) {
      double scoreK = Tuner.fitScoreK(set.training());
      set = set.withScoresScaled(scoreK / k);
      console.printf("search scores: K %.4f, scaled by %.4f to the evaluation's K%n", scoreK, scoreK / k);
    }
    report(console, "before", set, start, k, lambda);
    Tuner.Settings settings = new Tuner.Settings(epochs, learningRate, lambda, tunable, checkEvery);
    int[] tuned = Tuner.tune(set.training(), set.validation(), start, k, settings, line -> {
      console.println(line);
      console.flush();
    });
    report(console, "after", set, tuned, k, lambda);
    Files.writeString(out, ParamsSource.write(sourceText, tuned));
    console.printf("wrote %s%n", out);
    console.flush();
    return 0;
  }

  /** Which parameters may change: those of the constants --only names, or all. */
  private boolean[] tunable() {
    boolean[] tunable = new boolean[EvalLayout.SIZE];
    Set<String> matched = new HashSet<>();
    for (EvalLayout.Field field : EvalLayout.fields()) {
      List<String> prefixes = only.stream().filter(field.name()::startsWith).toList();
      if (only.isEmpty() || !prefixes.isEmpty()) {
        matched.addAll(prefixes);
        for (int index : field.indices()) {
          tunable[index] = true;
        }
      }
    }
    List<String> unmatched = only.stream().filter(prefix -> !matched.contains(prefix)).toList();
    if (!unmatched.isEmpty()) {
      throw new ParameterException(spec.commandLine(), "--only " + String.join(", ", unmatched)
          + " names no constant of EvalParams; known: "
          + String.join(", ", EvalLayout.fields().stream().map(EvalLayout.Field::name).toList()));
    }
    return tunable;
  }

  private static void report(PrintWriter console, String when, TrainingSet set, int[] params, double k,
      double lambda) {
    console.printf("loss %s: results only %.6f (tuning set), %.6f (held out); against the target %.6f, %.6f%n",
        when, Tuner.loss(set.training(), params, k, 1), Tuner.loss(set.validation(), params, k, 1),
        Tuner.loss(set.training(), params, k, lambda), Tuner.loss(set.validation(), params, k, lambda));
    console.flush();
  }
}
