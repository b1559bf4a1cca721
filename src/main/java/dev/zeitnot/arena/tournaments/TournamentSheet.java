package dev.zeitnot.arena.tournaments;

/**
 * One player's results in an arena tournament, scored as Lichess arenas are: a win 2, a draw 1, a
 * loss 0; after two wins in a row the player is "on fire" and a win counts 4, a draw 2, until a
 * game that is not a win. (No berserk: bots may not; no draw-in-the-opening rule.)
 */
final class TournamentSheet {

  /** A game's result for this player. */
  enum Result { WIN, DRAW, LOSS }

  private final StringBuilder points = new StringBuilder();
  private int score;
  private int winsInARow;
  private int games;

  /** Adds a game; returns the points it earned. */
  int add(Result result) {
    boolean onFire = winsInARow >= 2;
    int earned = switch (result) {
      case WIN -> onFire ? 4 : 2;
      case DRAW -> onFire ? 2 : 1;
      case LOSS -> 0;
    };
    winsInARow = result == Result.WIN ? winsInARow + 1 : 0;
    score += earned;
    games++;
    points.append(earned);
    return earned;
  }

  int score() {
    return score;
  }

  int games() {
    return games;
  }

  boolean onFire() {
    return winsInARow >= 2;
  }

  /** The points of each game in order, as Lichess's {@code sheet.scores} ("2240"). */
  String scores() {
    return points.toString();
  }
}
