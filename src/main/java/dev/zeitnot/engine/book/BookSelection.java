package dev.zeitnot.engine.book;

import java.util.List;
import java.util.random.RandomGenerator;

/** How one move is picked among a position's book moves. */
public enum BookSelection {
  /** The highest weight; the first in the file among equals. */
  BEST,
  /** At random, each move with probability weight / sum of weights (uniform if all weigh 0). */
  WEIGHTED,
  /** At random, every move alike. */
  UNIFORM;

  /** The name as the config writes it: {@code best}, {@code weighted}, {@code uniform}. */
  @Override
  public String toString() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }

  /** The index in {@code weights} (not empty) of the chosen move. */
  int pick(List<Integer> weights, RandomGenerator random) {
    switch (this) {
      case BEST -> {
        int best = 0;
        for (int i = 1; i < weights.size(); i++) {
          if (weights.get(i) > weights.get(best)) {
            best = i;
          }
        }
        return best;
      }
      case WEIGHTED -> {
        long sum = weights.stream().mapToLong(Integer::longValue).sum();
        if (sum == 0) {
          return random.nextInt(weights.size());
        }
        long ticket = random.nextLong(sum);
        for (int i = 0; i < weights.size(); i++) {
          ticket -= weights.get(i);
          if (ticket < 0) {
            return i;
          }
        }
        return weights.size() - 1;
      }
      default -> {
        return random.nextInt(weights.size());
      }
    }
  }
}
