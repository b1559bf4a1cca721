package dev.zeitnot.engine.level;

import java.util.List;

/**
 * How a weakened engine plays at one rating: how deep it looks, how many of the best root moves
 * it weighs, how readily it takes a worse one, and how often it overlooks something. Every
 * number follows from the rating by interpolation between the hand-set {@link #ANCHORS}.
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
public record Level(int elo, int depth, long nodes, int candidates, int temperatureCp, int windowCp,
    int oversightPercent) {

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
      throw new IllegalArgumentException("bad level parameters: depth " + depth + ", nodes " + nodes
          + ", candidates " + candidates
          + ", temperature " + temperatureCp + ", window " + windowCp + ", oversight " + oversightPercent);
    }
  }

  /**
   * The hand-set levels the others are interpolated between, weakest first. Calibrated against
   * Stockfish's UCI_Elo by bench/levels.sh (docs/levels.md): a depth-3 search that takes a move
   * 60 cp worse e times less often than the best is about 1200; a search of 250k nodes (depth 20
   * is no limit there) with almost no randomness is about 2200.
   */
  static final List<Level> ANCHORS = List.of(
      new Level(1200, 3, 3_000, 5, 60, 220, 20),
      new Level(1600, 5, 15_000, 4, 35, 150, 12),
      new Level(1900, 8, 50_000, 3, 15, 60, 5),
      new Level(2200, 20, 250_000, 2, 5, 15, 0));

  /** The level for {@code elo} (clamped to {@link #MIN_ELO}..{@link #MAX_ELO}), between its two anchors. */
  public static Level of(int elo) {
    int clamped = Math.max(MIN_ELO, Math.min(MAX_ELO, elo));
    int upper = 1;
    while (ANCHORS.get(upper).elo() < clamped) {
      upper++;
    }
    Level a = ANCHORS.get(upper - 1);
    Level b = ANCHORS.get(upper);
    double t = (clamped - a.elo()) / (double) (b.elo() - a.elo());
    return new Level(clamped,
        lerp(a.depth(), b.depth(), t),
        Math.round(a.nodes() * Math.pow(b.nodes() / (double) a.nodes(), t)),
        lerp(a.candidates(), b.candidates(), t),
        lerp(a.temperatureCp(), b.temperatureCp(), t),
        lerp(a.windowCp(), b.windowCp(), t),
        lerp(a.oversightPercent(), b.oversightPercent(), t));
  }

  private static int lerp(int atA, int atB, double t) {
    return (int) Math.round(atA + (atB - atA) * t);
  }
}
