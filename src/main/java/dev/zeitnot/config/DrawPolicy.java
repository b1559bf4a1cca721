package dev.zeitnot.config;

/**
 * When the bot accepts a draw offer: the engine's score stayed within {@code maxScoreCp} of
 * equality for the last {@code moves} of its moves, the game is at least {@code minPly} plies old,
 * and the opponent is rated at least {@code minOpponentRating} (an unrated one counts as high enough).
 *
 * @param enabled false declines every offer
 * @param maxScoreCp largest absolute score (centipawns) still counted as a draw
 * @param moves how many of our consecutive moves the score must stay there
 * @param minPly no draw before this ply
 * @param minOpponentRating never accept a draw from an opponent rated below this (0: any)
 */
public record DrawPolicy(boolean enabled, int maxScoreCp, int moves, int minPly, int minOpponentRating) {

  public static final DrawPolicy DEFAULT = new DrawPolicy(true, 15, 5, 40, 0);

  /** From every opponent, whatever the rating. */
  public DrawPolicy(boolean enabled, int maxScoreCp, int moves, int minPly) {
    this(enabled, maxScoreCp, moves, minPly, 0);
  }

  /** Whether it may accept a draw from an opponent rated {@code rating} (null: unknown). */
  public boolean appliesTo(Integer rating) {
    return enabled && (rating == null || rating >= minOpponentRating);
  }

  static DrawPolicy read(ConfigNode node, DrawPolicy fallback) {
    return new DrawPolicy(
        node.bool("enabled", fallback.enabled),
        (int) node.integer("max_score_cp", fallback.maxScoreCp, 0, 1000),
        (int) node.integer("moves", fallback.moves, 1, 100),
        (int) node.integer("min_ply", fallback.minPly, 0, 600),
        (int) node.integer("min_opponent_rating", fallback.minOpponentRating, 0, 4000));
  }
}
