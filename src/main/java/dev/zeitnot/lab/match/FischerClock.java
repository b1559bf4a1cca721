package dev.zeitnot.lab.match;

import java.math.BigDecimal;

/**
 * A Fischer clock: base time and increment per move, written as seconds {@code base+inc}
 * (e.g. {@code 10+0.1}, {@code 60}, {@code 0.5+0.05}), as cutechess and PGN do.
 */
public record FischerClock(long baseMs, long incrementMs) {

  public FischerClock {
    if (baseMs <= 0 || incrementMs < 0) {
      throw new IllegalArgumentException("a time control needs a positive base and a non-negative increment, got "
          + baseMs + " ms + " + incrementMs + " ms");
    }
  }

  /**
   * Parses {@code base[+inc]} in seconds.
   *
   * @throws IllegalArgumentException naming the text and the expected form
   */
  public static FischerClock parse(String text) {
    String[] parts = text.trim().split("\\+", -1);
    if (parts.length > 2) {
      throw new IllegalArgumentException("time control '" + text + "' must look like 10+0.1 (seconds+seconds)");
    }
    try {
      long base = millis(parts[0]);
      long increment = parts.length == 2 ? millis(parts[1]) : 0;
      return new FischerClock(base, increment);
    } catch (NumberFormatException | ArithmeticException e) {
      throw new IllegalArgumentException("time control '" + text + "' must look like 10+0.1 (seconds+seconds)", e);
    }
  }

  /** The PGN {@code FischerClock} tag value, e.g. {@code 10+0.1}. */
  @Override
  public String toString() {
    return seconds(baseMs) + "+" + seconds(incrementMs);
  }

  private static long millis(String seconds) {
    return new BigDecimal(seconds.trim()).movePointRight(3).longValueExact();
  }

  private static String seconds(long millis) {
    return BigDecimal.valueOf(millis).movePointLeft(3).stripTrailingZeros().toPlainString();
  }
}
