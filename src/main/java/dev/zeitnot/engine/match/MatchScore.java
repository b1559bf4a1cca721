package dev.zeitnot.engine.match;

import java.util.Locale;

/**
 * The running score of a match from the first engine's point of view, and the losses on time of
 * each engine. Thread-safe: games finish on several threads.
 */
public final class MatchScore {

  private int wins;
  private int draws;
  private int losses;
  private int timeLosses1;
  private int timeLosses2;

  /** Counts a game; {@code firstIsWhite} says which colour the first engine had. */
  public synchronized void add(GameResult result, boolean firstIsWhite) {
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
    if (result.termination() == GameResult.Termination.TIME_FORFEIT) {
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

  public synchronized EloEstimate elo() {
    return EloEstimate.of(wins, draws, losses);
  }

  /** E.g. {@code W 12 D 5 L 3 (72.5 %)}. */
  public synchronized String describe() {
    double percent = games() == 0 ? 0 : 100.0 * (wins + 0.5 * draws) / games();
    return String.format(Locale.ROOT, "W %d D %d L %d (%.1f %%)", wins, draws, losses, percent);
  }
}
