package dev.zeitnot.lab.tune;

import dev.zeitnot.chess.Position;
import dev.zeitnot.lab.datagen.Sample;
import dev.zeitnot.engine.eval.Evaluator;
import java.util.ArrayList;
import java.util.List;

/**
 * Datagen's samples made ready for tuning: each position traced once, split by game into the
 * positions tuned on and the positions held out to check that the loss falls on unseen games too.
 *
 * @param training the positions the tuner fits
 * @param validation the held-out positions (every {@code validationEvery}-th game)
 */
public record TrainingSet(List<TrainingPosition> training, List<TrainingPosition> validation) {

  /** Traces every sample; games whose index is 0 modulo {@code validationEvery} are held out (0: none). */
  public static TrainingSet of(List<Sample> samples, int validationEvery) {
    List<TrainingPosition> positions = samples.parallelStream()
        .map(s -> new TrainingPosition(Evaluator.trace(Position.fromFen(s.fen())), s.whiteResult(), s.whiteScore()))
        .toList();
    List<TrainingPosition> training = new ArrayList<>();
    List<TrainingPosition> validation = new ArrayList<>();
    for (int i = 0; i < samples.size(); i++) {
      boolean heldOut = validationEvery > 0 && samples.get(i).game() % validationEvery == 0;
      (heldOut ? validation : training).add(positions.get(i));
    }
    return new TrainingSet(List.copyOf(training), List.copyOf(validation));
  }

  /** The same positions with every search score multiplied by {@code factor} (rounded to a centipawn). */
  public TrainingSet withScoresScaled(double factor) {
    return new TrainingSet(scaled(training, factor), scaled(validation, factor));
  }

  private static List<TrainingPosition> scaled(List<TrainingPosition> positions, double factor) {
    return positions.stream()
        .map(p -> new TrainingPosition(p.trace(), p.whiteResult(), (int) Math.round(p.whiteScore() * factor)))
        .toList();
  }
}
