package dev.zeitnot.config;

/**
 * When the bot resigns: the engine's score stayed at or below {@code -scoreCp} (or a mate
 * against us) for the last {@code moves} of its moves, against an opponent rated at least
 * {@code minOpponentRating} (an unrated one counts as high enough).
 *
 * @param enabled false never resigns
 * @param scoreCp how far behind (centipawns, positive) counts as lost
 * @param moves how many of our consecutive moves the score must stay there
 * @param minOpponentRating never resign against an opponent rated below this (0: any)
 */
public record ResignPolicy(boolean enabled, int scoreCp, int moves, int minOpponentRating) {

  public static final ResignPolicy DEFAULT = new ResignPolicy(false, 1000, 5, 0);

  /** Against every opponent, whatever the rating. */
  public ResignPolicy(boolean enabled, int scoreCp, int moves) {
    this(enabled, scoreCp, moves, 0);
  }

  /** Whether it may resign against an opponent rated {@code rating} (null: unknown). */
  public boolean appliesTo(Integer rating) {
    return enabled && (rating == null || rating >= minOpponentRating);
  }

  static ResignPolicy read(ConfigNode node, ResignPolicy fallback) {
    return new ResignPolicy(
        node.bool("enabled", fallback.enabled),
        (int) node.integer("score_cp", fallback.scoreCp, 100, 100_000),
        (int) node.integer("moves", fallback.moves, 1, 100),
        (int) node.integer("min_opponent_rating", fallback.minOpponentRating, 0, 4000));
  }
}
