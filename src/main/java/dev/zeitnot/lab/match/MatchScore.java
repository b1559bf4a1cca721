package dev.zeitnot.lab.match;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The running score of a match from the first engine's point of view: W/D/L, the pentanomial
 * counts of finished game pairs (games {@code 2k} and {@code 2k + 1} share an opening), and the
 * losses on time of each engine. Thread-safe: games finish on several threads.
 */
public final class MatchScore {

  private int wins;
  private int draws;
  private int losses;
  private int timeLosses1;
  private int timeLosses2;
  private Pentanomial pairs = new Pentanomial(0, 0, 0, 0, 0);
  /** Half points of the first engine in pairs of which one game has finished, by pair. */
  private final Map<Integer, Integer> openPairs = new HashMap<>();

  /**
   * Counts game {@code index} of the match; when the other game of its pair has finished too,
   * the pair joins the pentanomial counts.
   */
  public synchronized void add(int index, MatchOutcome result, boolean firstIsWhite) {
    add(result, firstIsWhite);
    int halfPoints = result.isDraw() ? 1 : (result.winner() == 0) == firstIsWhite ? 2 : 0;
    Integer other = openPairs.remove(index / 2);
    if (other == null) {
      openPairs.put(index / 2, halfPoints);
    } else {
      pairs = pairs.plus(other + halfPoints);
    }
  }

  /** Counts a game; {@code firstIsWhite} says which colour the first engine had. */
  public synchronized void add(MatchOutcome result, boolean firstIsWhite) {
    if (result.isDraw()) {
      draws++;
      return;
    }
    boolean firstWon = (result.winner() == 0) == firstIsWhite;
    if (firstWon) {
      wins++;
    } else {
      losses++;
    }
    if (result.termination() == MatchOutcome.Termination.TIME_FORFEIT) {
      if (firstWon) {
        timeLosses2++;
      } else {
        timeLosses1++;
      }
    }
  }

  public synchronized int games() {
    return wins + draws + losses;
  }

  public synchronized int wins() {
    return wins;
  }

  public synchronized int draws() {
    return draws;
  }

  public synchronized int losses() {
    return losses;
  }

  public synchronized int timeLosses1() {
    return timeLosses1;
  }

  public synchronized int timeLosses2() {
    return timeLosses2;
  }

  /** The finished pairs. */
  public synchronized Pentanomial pairs() {
    return pairs;
  }

  public synchronized EloEstimate elo() {
    return EloEstimate.of(wins, draws, losses);
  }

  /** E.g. {@code W 12 D 5 L 3 (72.5 %)}. */
  public synchronized String describe() {
    double percent = games() == 0 ? 0 : 100.0 * (wins + 0.5 * draws) / games();
    return String.format(Locale.ROOT, "W %d D %d L %d (%.1f %%)", wins, draws, losses, percent);
  }
}
