package dev.zeitnot.cli;

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
 * {@code train}: trains the evaluation network on {@code datagen}'s sample files and writes the
 * quantized network after every epoch (the file is a checkpoint until the last epoch).
 */
@Command(name = "train", mixinStandardHelpOptions = true,
    description = "Train the evaluation network on datagen sample files; the quantized network is written "
        + "after every epoch.")
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

  @Option(names = "--lr", defaultValue = "0.001", description = "Adam's learning rate (default ${DEFAULT-VALUE})")
  double learningRate;

  @Option(names = "--drop-every", defaultValue = "6",
      description = "epochs between learning-rate drops, 0 never (default ${DEFAULT-VALUE})")
  int dropEvery;

  @Option(names = "--drop-factor", defaultValue = "0.3",
      description = "what a drop multiplies the learning rate by (default ${DEFAULT-VALUE})")
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
      settings = new NetTrainer.Settings(hidden, epochs, batch, learningRate, dropEvery, dropFactor, lambda, holdOut,
          mirror, threads, seed);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage(), e);
    }
    TrainingPositions data = TrainingPositions.read(samples);
    NetTrainer trainer = new NetTrainer(settings, data);
    console.printf("%d positions: %d to train on, %d held out%n", data.size(), trainer.trainingSize(),
        trainer.validationSize());
    console.flush();
    String about = String.format("%d positions of %d files, hidden %d, epochs %d, batch %d, lr %s drop %s every %d, "
        + "lambda %s, mirror %s, seed %d", data.size(), samples.size(), hidden, epochs, batch, learningRate,
        dropFactor, dropEvery, lambda, mirror, seed);
    IOException[] failure = new IOException[1];
    trainer.train(epoch -> {
      console.printf("epoch %d: train loss %.6f, validation loss %.6f, %.0f positions/s%n", epoch.number(),
          epoch.trainLoss(), epoch.validationLoss(), epoch.positionsPerSecond());
      console.flush();
      try {
        Path partial = out.resolveSibling(out.getFileName() + ".part");
        try (OutputStream stream = new BufferedOutputStream(Files.newOutputStream(partial))) {
          epoch.network().write(stream);
        }
        Files.move(partial, out, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      } catch (IOException e) {
        failure[0] = e;
      }
    }, about);
    if (failure[0] != null) {
      throw failure[0];
    }
    console.printf("wrote %s%n", out);
    return 0;
  }
}
