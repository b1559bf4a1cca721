package dev.zeitnot.lab.nnue;

/**
 * How the learning rate moves over a training run. {@link Cosine} falls from its start to its end
 * along half a cosine over every optimizer step of the run, so the last steps take the small
 * ones a trained network needs; {@link Steps} multiplies the start by a factor every few epochs.
 */
public sealed interface LearningRateSchedule {

  /**
   * The rate for a step.
   *
   * @param epoch the epoch, from 1
   * @param progress the share of the run's steps done before this one, in [0, 1)
   */
  double rate(int epoch, double progress);

  /** The schedule in words, for a network's header. */
  String describe();

  /** A cosine from {@code start} down to {@code end} over the whole run. */
  record Cosine(double start, double end) implements LearningRateSchedule {

    public Cosine {
      if (!(start > 0) || end < 0 || end > start) {
        throw new IllegalArgumentException("a cosine schedule needs 0 <= end <= start and start > 0, was "
            + start + " to " + end);
      }
    }

    @Override
    public double rate(int epoch, double progress) {
      return end + (start - end) * 0.5 * (1 + Math.cos(Math.PI * Math.min(1, Math.max(0, progress))));
    }

    @Override
    public String describe() {
      return "lr " + start + " cosine to " + end;
    }
  }

  /** {@code start}, multiplied by {@code factor} every {@code every} epochs (never when 0). */
  record Steps(double start, int every, double factor) implements LearningRateSchedule {

    public Steps {
      if (!(start > 0) || every < 0 || !(factor > 0)) {
        throw new IllegalArgumentException("a step schedule needs a positive start and factor and every >= 0");
      }
    }

    @Override
    public double rate(int epoch, double progress) {
      return every > 0 ? start * Math.pow(factor, (epoch - 1) / every) : start;
    }

    @Override
    public String describe() {
      return "lr " + start + " drop " + factor + " every " + every;
    }
  }
}
