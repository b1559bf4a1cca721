package dev.zeitnot.lab.match;

import java.util.Arrays;

/**
 * The results of game pairs (one opening, each engine once with each colour) counted by the
 * first engine's points in the pair: 0, 0.5, 1, 1.5 or 2. Pairs cancel most of the bias of an
 * opening, so their scores vary less than single games and a test decides sooner.
 */
public final class Pentanomial {

  /** The score of a pair of each kind, as a share of the pair's two points. */
  static final double[] PAIR_SCORE = {0, 0.25, 0.5, 0.75, 1};

  private final long[] counts;

  /** Counts of pairs worth 0, 0.5, 1, 1.5 and 2 points to the first engine. */
  public Pentanomial(long... counts) {
    if (counts.length != 5 || Arrays.stream(counts).anyMatch(c -> c < 0)) {
      throw new IllegalArgumentException("a pentanomial needs five non-negative counts, got "
          + Arrays.toString(counts));
    }
    this.counts = counts.clone();
  }

  /** The counts with one more pair worth {@code halfPoints / 2} points (0..4 half points). */
  public Pentanomial plus(int halfPoints) {
    long[] next = counts.clone();
    next[halfPoints]++;
    return new Pentanomial(next);
  }

  public long count(int kind) {
    return counts[kind];
  }

  public long pairs() {
    return Arrays.stream(counts).sum();
  }

  /** Mean score per game (0..1) over the pairs; NaN without pairs. */
  public double mean() {
    double sum = 0;
    for (int i = 0; i < 5; i++) {
      sum += counts[i] * PAIR_SCORE[i];
    }
    return sum / pairs();
  }

  /** Variance of the per-pair score (a pair's points / 2) around {@link #mean()}. */
  public double variance() {
    double mean = mean();
    double sum = 0;
    for (int i = 0; i < 5; i++) {
      double d = PAIR_SCORE[i] - mean;
      sum += counts[i] * d * d;
    }
    return sum / pairs();
  }

  /**
   * The Elo difference the pairs suggest, with a 95 % interval from the normal approximation of
   * the mean pair score (as fishtest and OpenBench report it).
   */
  public EloEstimate elo() {
    long n = pairs();
    if (n == 0) {
      return new EloEstimate(Double.NaN, Double.NaN, Double.NaN, Double.NaN);
    }
    double mean = mean();
    double margin = 1.959964 * Math.sqrt(variance() / n);
    return new EloEstimate(mean, EloEstimate.elo(mean), EloEstimate.elo(mean - margin), EloEstimate.elo(mean + margin));
  }

  /** E.g. {@code [2, 10, 25, 11, 3]}: pairs worth 0, 0.5, 1, 1.5 and 2 points. */
  @Override
  public String toString() {
    return Arrays.toString(counts);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Pentanomial p && Arrays.equals(counts, p.counts);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(counts);
  }
}
