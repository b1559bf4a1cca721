package dev.zeitnot.lab.match;

import java.util.Locale;

/**
 * A generalised sequential probability ratio test on game pairs, as fishtest and OpenBench run
 * it: H0 "the first engine is {@code elo0} stronger" against H1 "it is {@code elo1} stronger"
 * (logistic Elo), with false-positive rate {@code alpha} and false-negative rate {@code beta}.
 * After each pair the log-likelihood ratio of the pentanomial counts is compared with the bounds
 * {@code ln(beta / (1 - alpha))} and {@code ln((1 - beta) / alpha)}; the match stops as soon as
 * one is crossed.
 *
 * <p>The likelihood of each hypothesis is that of the most likely pentanomial distribution whose
 * mean score is the hypothesis's expected score (M. Van den Bergh's GSPRT, fishtest's
 * {@code LLR}); pair kinds never seen yet count as 0.001 of a pair so that no likelihood is zero.
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {

  /** What the test says so far. */
  public enum Decision {
    /** Accept H0: the change is not {@code elo1} better (or is worse). */
    H0("H0 accepted"),
    /** Accept H1: the change is better by about {@code elo1} or more. */
    H1("H1 accepted"),
    /** Neither bound crossed: play on. */
    CONTINUE("continue");

    private final String text;

    Decision(String text) {
      this.text = text;
    }

    @Override
    public String toString() {
      return text;
    }
  }

  private static final double UNSEEN = 1e-3;

  public Sprt {
    if (!(elo0 < elo1)) {
      throw new IllegalArgumentException("SPRT bounds need elo0 < elo1, got elo0=" + elo0 + " elo1=" + elo1);
    }
    if (!(alpha > 0 && alpha < 0.5) || !(beta > 0 && beta < 0.5)) {
      throw new IllegalArgumentException("SPRT alpha and beta must lie in (0, 0.5), got alpha=" + alpha
          + " beta=" + beta);
    }
  }

  /** The bound under which H0 is accepted: {@code ln(beta / (1 - alpha))}, -2.94 at 5 %/5 %. */
  public double lowerBound() {
    return Math.log(beta / (1 - alpha));
  }

  /** The bound over which H1 is accepted: {@code ln((1 - beta) / alpha)}, 2.94 at 5 %/5 %. */
  public double upperBound() {
    return Math.log((1 - beta) / alpha);
  }

  /** The log-likelihood ratio of H1 over H0 given the pairs played; 0 without pairs. */
  public double llr(Pentanomial pairs) {
    long n = pairs.pairs();
    if (n == 0) {
      return 0;
    }
    double[] counts = new double[5];
    double total = 0;
    for (int i = 0; i < 5; i++) {
      counts[i] = pairs.count(i) == 0 ? UNSEEN : pairs.count(i);
      total += counts[i];
    }
    double[] shares = new double[5];
    for (int i = 0; i < 5; i++) {
      shares[i] = counts[i] / total;
    }
    double s0 = expectedScore(elo0);
    double s1 = expectedScore(elo1);
    double lambda0 = lagrangeMultiplier(shares, s0);
    double lambda1 = lagrangeMultiplier(shares, s1);
    double llr = 0;
    for (int i = 0; i < 5; i++) {
      double a = Pentanomial.PAIR_SCORE[i];
      // The constrained maximum-likelihood share for mean s is shares[i] / (1 + lambda (a - s)).
      llr += counts[i] * (Math.log1p(lambda0 * (a - s0)) - Math.log1p(lambda1 * (a - s1)));
    }
    return llr;
  }

  /** {@link Decision#H0}, {@link Decision#H1} or {@link Decision#CONTINUE} for this LLR. */
  public Decision decide(double llr) {
    if (llr <= lowerBound()) {
      return Decision.H0;
    }
    if (llr >= upperBound()) {
      return Decision.H1;
    }
    return Decision.CONTINUE;
  }

  /** E.g. {@code LLR 1.23 (-2.94, 2.94) [0.0, 5.0] continue}. */
  public String describe(Pentanomial pairs) {
    double llr = llr(pairs);
    return String.format(Locale.ROOT, "LLR %.2f (%.2f, %.2f) [%.1f, %.1f] %s", llr, lowerBound(), upperBound(),
        elo0, elo1, decide(llr));
  }

  /**
   * Like {@link #describe(Pentanomial)} for a match that stopped when the test decided: the
   * verdict reached then stands, even when the games still in flight at the stop, counted in
   * {@code pairs}, move the LLR back inside the bounds (as fishtest keeps it). Then the line says
   * so, with the game and the LLR of the decision.
   */
  public String describe(Pentanomial pairs, Decision atStop, int gamesAtStop, double llrAtStop) {
    double llr = llr(pairs);
    if (atStop == Decision.CONTINUE || decide(llr) == atStop) {
      return describe(pairs);
    }
    return String.format(Locale.ROOT, "LLR %.2f (%.2f, %.2f) [%.1f, %.1f] %s at game %d (LLR %.2f); "
        + "the games in flight then finished after the stop", llr, lowerBound(), upperBound(), elo0, elo1,
        atStop, gamesAtStop, llrAtStop);
  }

  /** The expected score per game of an engine {@code elo} stronger: {@code 1 / (1 + 10^(-elo/400))}. */
  static double expectedScore(double elo) {
    return 1 / (1 + Math.pow(10, -elo / 400));
  }

  /**
   * The lambda for which the distribution {@code shares[i] / (1 + lambda (a_i - s))} has mean
   * {@code s}: the root of {@code sum shares[i] (a_i - s) / (1 + lambda (a_i - s))}, which falls
   * monotonically on the interval where every denominator stays positive, found by bisection.
   */
  private static double lagrangeMultiplier(double[] shares, double s) {
    double low = -1 / (1 - s);
    double high = 1 / s;
    for (int iteration = 0; iteration < 200; iteration++) {
      double mid = (low + high) / 2;
      if (mid == low || mid == high) {
        break;
      }
      double sum = 0;
      for (int i = 0; i < 5; i++) {
        double d = Pentanomial.PAIR_SCORE[i] - s;
        sum += shares[i] * d / (1 + mid * d);
      }
      if (sum > 0) {
        low = mid;
      } else {
        high = mid;
      }
    }
    return (low + high) / 2;
  }
}
