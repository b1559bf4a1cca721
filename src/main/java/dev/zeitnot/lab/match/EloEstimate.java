package dev.zeitnot.lab.match;

import java.util.Locale;

/**
 * The Elo difference a match result suggests, with a 95 % confidence interval from the normal
 * approximation of the per-game score (wins, draws and losses each counted with their own weight).
 *
 * @param score points per game of the first engine, 0..1
 * @param elo Elo difference of the first engine over the second (infinite at 0 % or 100 %)
 * @param lower lower end of the 95 % interval
 * @param upper upper end of the 95 % interval
 */
public record EloEstimate(double score, double elo, double lower, double upper) {

  private static final double Z_95 = 1.959964;

  /** The estimate for a result from the first engine's point of view; NaN everywhere without games. */
  public static EloEstimate of(int wins, int draws, int losses) {
    int games = wins + draws + losses;
    if (games == 0) {
      return new EloEstimate(Double.NaN, Double.NaN, Double.NaN, Double.NaN);
    }
    double score = (wins + 0.5 * draws) / games;
    double variance = (wins * square(1 - score) + draws * square(0.5 - score) + losses * square(score)) / games;
    double margin = Z_95 * Math.sqrt(variance / games);
    return new EloEstimate(score, elo(score), elo(score - margin), elo(score + margin));
  }

  /** Elo difference for an expected score: {@code -400 log10(1/score - 1)}. */
  public static double elo(double score) {
    if (score <= 0) {
      return Double.NEGATIVE_INFINITY;
    }
    if (score >= 1) {
      return Double.POSITIVE_INFINITY;
    }
    return 0.0 - 400 * Math.log10(1 / score - 1); // 0.0 - x: an even score gives +0.0, not -0.0
  }

  /** E.g. {@code +35.2 +/- 46.2 (95 % interval -10.4 .. +82.0)}: with half the interval's width. */
  public String describeWithError() {
    return signed(elo) + " +/- " + String.format(Locale.ROOT, "%.1f", (upper - lower) / 2) + " (95 % interval "
        + signed(lower) + " .. " + signed(upper) + ")";
  }

  /** E.g. {@code +35.2 (95 % interval -10.4 .. +82.0)}. */
  public String describe() {
    return signed(elo) + " (95 % interval " + signed(lower) + " .. " + signed(upper) + ")";
  }

  private static String signed(double value) {
    if (Double.isNaN(value)) {
      return "n/a";
    }
    if (Double.isInfinite(value)) {
      return value > 0 ? "+inf" : "-inf";
    }
    return String.format(Locale.ROOT, "%+.1f", value);
  }

  private static double square(double x) {
    return x * x;
  }
}
