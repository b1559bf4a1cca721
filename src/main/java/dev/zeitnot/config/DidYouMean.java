package dev.zeitnot.config;

import java.util.Collection;
import java.util.Optional;

/** Suggests the known word closest to a misspelt one (edit distance), for config error messages. */
final class DidYouMean {

  private DidYouMean() {}

  /** The closest candidate if it is close enough to be a plausible typo. */
  static Optional<String> closest(String word, Collection<String> candidates) {
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (String candidate : candidates) {
      int distance = distance(word.toLowerCase(), candidate.toLowerCase());
      if (distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
      }
    }
    // A third of the word's length: catches swapped or missing letters, not unrelated words.
    int tolerance = Math.max(2, word.length() / 3);
    return bestDistance <= tolerance ? Optional.ofNullable(best) : Optional.empty();
  }

  /** Levenshtein distance. */
  static int distance(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
      }
      int[] swap = previous;
      previous = current;
      current = swap;
    }
    return previous[b.length()];
  }
}
