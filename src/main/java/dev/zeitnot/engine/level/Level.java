package dev.zeitnot.engine.level;

/**
 * How a weakened engine plays at one rating: how deep it looks, how many of the best root moves
 * it weighs, how readily it takes a worse one, and how often it overlooks something. Every
 * number follows from the rating by linear interpolation between the two ends of the range.
 *
 * @param elo the rating played, {@link #MIN_ELO}..{@link #MAX_ELO}
 * @param depth the nominal depth of each root search in plies
 * @param nodes the most nodes of each root search, so the level plays alike on a fast and a
 *     slow (or loaded) machine as long as its clock allows
 * @param candidates how many of the best root moves are scored (MultiPV by exclusion)
 * @param temperatureCp the softmax temperature: a move this many centipawns worse than the best
 *     is chosen e (2.718) times less often
 * @param windowCp moves more than this far below the best are never chosen
 * @param oversightPercent the chance that a move is searched {@link #OVERSIGHT_PLIES} plies
 *     shallower (a tactic that needs those plies goes unseen)
 */
public record Level(int elo, int depth, long nodes, int candidates, int temperatureCp, int windowCp, int oversightPercent) {

  public static final int MIN_ELO = 1200;
  public static final int MAX_ELO = 2200;
  /** How much shallower an oversight searches. */
  public static final int OVERSIGHT_PLIES = 2;

  public Level {
    if (elo < MIN_ELO || elo > MAX_ELO) {
      throw new IllegalArgumentException("level must be " + MIN_ELO + ".." + MAX_ELO + ", was " + elo);
    }
    if (depth < 1 || nodes < 1 || candidates < 1 || temperatureCp < 1 || windowCp < 0
        || oversightPercent < 0 || oversightPercent > 100) {
      throw new IllegalArgumentException("bad level parameters: depth " + depth + ", nodes " + nodes + ", candidates " + candidates
          + ", temperature " + temperatureCp + ", window " + windowCp + ", oversight " + oversightPercent);
    }
  }

  /** The level for {@code elo} (clamped to {@link #MIN_ELO}..{@link #MAX_ELO}). */
  public static Level of(int elo) {
    int clamped = Math.max(MIN_ELO, Math.min(MAX_ELO, elo));
    double t = (clamped - MIN_ELO) / (double) (MAX_ELO - MIN_ELO);
    return new Level(clamped,
        lerp(1, 7, t),
        Math.round(1_000 * Math.pow(100, t)),
        lerp(6, 3, t),
        lerp(90, 10, t),
        lerp(350, 60, t),
        lerp(35, 5, t));
  }

  private static int lerp(int atMin, int atMax, double t) {
    return (int) Math.round(atMin + (atMax - atMin) * t);
  }
}
