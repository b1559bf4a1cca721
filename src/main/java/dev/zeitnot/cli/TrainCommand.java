package dev.zeitnot.cli;

import dev.zeitnot.lab.nnue.LearningRateSchedule;
import dev.zeitnot.lab.nnue.NetTrainer;
import dev.zeitnot.lab.nnue.TrainingPositions;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code train}: trains the evaluation network on {@code datagen}'s files and keeps, in the output
 * file, the quantized network of the epoch with the lowest held-out loss so far (written as soon as
 * an epoch beats the ones before, so a stopped run leaves its best network).
 */
@Command(name = "train", mixinStandardHelpOptions = true,
    description = "Train the evaluation network on datagen files; the output holds the network of the epoch with "
        + "the lowest held-out loss, written as soon as an epoch improves on the ones before.")
public final class TrainCommand implements Callable<Integer> {

  @Parameters(arity = "1..*", paramLabel = "SAMPLES", description = "datagen sample files")
  List<Path> samples;

  @Option(names = "--out", required = true, paramLabel = "FILE", description = "the network file to write")
  Path out;

  @Option(names = "--hidden", defaultValue = "128", description = "hidden neurons per side (default ${DEFAULT-VALUE})")
  int hidden;

  @Option(names = "--epochs", defaultValue = "16", description = "passes over the data (default ${DEFAULT-VALUE})")
  int epochs;

  @Option(names = "--batch", defaultValue = "4096", description = "positions per step (default ${DEFAULT-VALUE})")
  int batch;

  @Option(names = "--lr", defaultValue = "0.001",
      description = "Adam's learning rate at the start (default ${DEFAULT-VALUE})")
  double learningRate;

  @Option(names = "--schedule", defaultValue = "cosine",
      description = "how the learning rate falls: cosine (to --lr-end over the whole run) or steps (times "
          + "--drop-factor every --drop-every epochs) (default ${DEFAULT-VALUE})")
  String schedule;

  @Option(names = "--lr-end", defaultValue = "0.000001",
      description = "with the cosine schedule, the learning rate of the last step (default ${DEFAULT-VALUE})")
  double learningRateEnd;

  @Option(names = "--drop-every", defaultValue = "6",
      description = "with the steps schedule, epochs between drops, 0 never (default ${DEFAULT-VALUE})")
  int dropEvery;

  @Option(names = "--drop-factor", defaultValue = "0.3",
      description = "with the steps schedule, what a drop multiplies the rate by (default ${DEFAULT-VALUE})")
  double dropFactor;

  @Option(names = "--lambda", defaultValue = "1.0",
      description = "weight of the search score in the target, the rest the game's result (default ${DEFAULT-VALUE})")
  double lambda;

  @Option(names = "--hold-out", defaultValue = "0.02",
      description = "share of games held out for the validation loss (default ${DEFAULT-VALUE})")
  double holdOut;

  @Option(names = "--mirror", negatable = true, defaultValue = "true", fallbackValue = "true",
      description = "mirror positions without castling rights left to right in every other epoch (default on)")
  boolean mirror;

  @Option(names = "--threads", defaultValue = "2", description = "threads (default ${DEFAULT-VALUE})")
  int threads;

  @Option(names = "--seed", defaultValue = "1",
      description = "seed of weights, split and shuffles (default ${DEFAULT-VALUE})")
  long seed;

  @Spec
  CommandSpec spec;

  @Override
  public Integer call() throws IOException, InterruptedException {
    PrintWriter console = spec.commandLine().getOut();
    NetTrainer.Settings settings;
    try {
      settings = new NetTrainer.Settings(hidden, epochs, batch, schedule(), lambda, holdOut, mirror, threads, seed);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage(), e);
    }
    TrainingPositions data = TrainingPositions.read(samples);
    NetTrainer trainer = new NetTrainer(settings, data);
    console.printf("%d positions: %d to train on, %d held out%n", data.size(), trainer.trainingSize(),
        trainer.validationSize());
    if (lambda < 1) {
      console.printf("score scale fitted to the results: sigmoid(cp / %.1f)%n", trainer.sigmoidScale());
    }
    console.flush();
    String about = String.format("%d positions of %d files, hidden %d, epochs %d, batch %d, %s, lambda %s, "
        + "scale %.1f, mirror %s, seed %d", data.size(), samples.size(), hidden, epochs, batch,
        settings.schedule().describe(), lambda, trainer.sigmoidScale(), mirror, seed);
    IOException[] failure = new IOException[1];
    double[] lowest = {Double.POSITIVE_INFINITY};
    NetTrainer.Epoch best = trainer.train(epoch -> {
      boolean improved = Double.isNaN(epoch.validationLoss()) || epoch.validationLoss() < lowest[0];
      console.printf("epoch %d: train loss %.6f, validation loss %.6f, lr %.2e, %.0f positions/s%s%n", epoch.number(),
          epoch.trainLoss(), epoch.validationLoss(), epoch.learningRate(), epoch.positionsPerSecond(),
          improved ? " (best so far, written)" : "");
      console.flush();
      if (!improved || failure[0] != null) {
        return;
      }
      lowest[0] = epoch.validationLoss();
      try {
        write(epoch);
      } catch (IOException e) {
        failure[0] = e;
      }
    }, about);
    if (failure[0] != null) {
      throw failure[0];
    }
    console.printf("wrote %s: epoch %d of %d, validation loss %.6f%n", out, best.number(), epochs,
        best.validationLoss());
    return 0;
  }

  private void write(NetTrainer.Epoch epoch) throws IOException {
    Path partial = out.resolveSibling(out.getFileName() + ".part");
    try (OutputStream stream = new BufferedOutputStream(Files.newOutputStream(partial))) {
      epoch.network().write(stream);
    }
    Files.move(partial, out, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  private LearningRateSchedule schedule() {
    return switch (schedule) {
      case "cosine" -> new LearningRateSchedule.Cosine(learningRate, learningRateEnd);
      case "steps" -> new LearningRateSchedule.Steps(learningRate, dropEvery, dropFactor);
      default -> throw new IllegalArgumentException("--schedule is cosine or steps, was '" + schedule + "'");
    };
  }
}
