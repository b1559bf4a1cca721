package dev.zeitnot.engine.book;

import java.util.Locale;

/**
 * How a book's weights for one position are read before the least weight is applied (lichess-bot's
 * {@code polyglot.normalization}): as they are, or as a percentage (0 to 100) of the position's
 * heaviest move ({@code max}) or of all its moves' weights together ({@code sum}). The pick among
 * the moves kept is by the weights as written, in the same proportions either way.
 */
public enum BookNormalization {
  /** The weights as the file has them (0 to 65535). */
  NONE,
  /** Each weight as a percentage of the position's heaviest. */
  MAX,
  /** Each weight as a percentage of the position's weights together. */
  SUM;

  /** The name as the config writes it: {@code none}, {@code max}, {@code sum}. */
  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The highest least weight that means something: 100 for a percentage, else a Polyglot weight's 65535. */
  public int maxMinWeight() {
    return this == NONE ? 65_535 : 100;
  }

  /** {@code weight} as compared with the least weight, given the position's heaviest and total weights. */
  double of(int weight, long heaviest, long total) {
    return switch (this) {
      case NONE -> weight;
      case MAX -> heaviest == 0 ? 0 : 100.0 * weight / heaviest;
      case SUM -> total == 0 ? 0 : 100.0 * weight / total;
    };
  }
}
