import dev.zeitnot.lab.datagen.Sample;
import dev.zeitnot.lab.datagen.SampleFile;
import dev.zeitnot.lab.datagen.SampleFormat;
import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes a datagen file whose scores are the mean of two files' scores for the same positions:
 * the engine's own (datagen) and a judge's ({@code relabel}), the judge's first multiplied by
 * FACTOR to bring them to our scale (the ratio of the judge's K to the evaluation's, as `tune`
 * prints it). The recipe of the evaluation tuned in stop 25 (docs/training.md).
 *
 * Usage: java -cp target/zeitnot.jar bench/BlendScores.java OWN.bin JUDGE.bin FACTOR OUT.bin
 */
public final class BlendScores {
  public static void main(String[] args) throws IOException {
    List<Sample> own = SampleFile.readAll(Path.of(args[0]));
    List<Sample> judge = SampleFile.readAll(Path.of(args[1]));
    double factor = Double.parseDouble(args[2]);
    if (own.size() != judge.size()) {
      throw new IllegalArgumentException(args[0] + " holds " + own.size() + " positions, " + args[1] + " "
          + judge.size() + ": not the same positions");
    }
    try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(Path.of(args[3])),
        1 << 16))) {
      for (int i = 0; i < own.size(); i++) {
        Sample ours = own.get(i);
        Sample theirs = judge.get(i);
        if (!ours.fen().equals(theirs.fen())) {
          throw new IllegalArgumentException("position " + i + " differs: " + ours.fen() + " / " + theirs.fen());
        }
        int score = (int) Math.round((ours.whiteScore() + factor * theirs.whiteScore()) / 2);
        SampleFormat.write(out, new Sample(ours.game(), ours.fen(), score, ours.whiteHalfPoints()));
      }
    }
    System.out.printf("%s: %d positions, scores the mean of %s and %.4f x %s%n", args[3], own.size(), args[0],
        factor, args[1]);
  }
}
