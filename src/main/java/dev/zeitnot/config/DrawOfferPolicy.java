package dev.zeitnot.config;

/**
 * When the bot offers a draw with its move, like lichess-bot's {@code offer_draw_*}: the
 * engine's score stayed within {@code maxScoreCp} of equality for the last {@code moves} of its
 * moves, at most {@code maxPieces} pieces (kings and pawns included) are left on the board, and
 * the opponent is rated at least {@code minOpponentRating} (an unrated one counts as high enough).
 *
 * @param enabled false never offers by score
 * @param maxScoreCp largest absolute score (centipawns) still counted as a draw
 * @param moves how many of our consecutive moves the score must stay there
 * @param maxPieces no offer while more pieces than this are on the board
 * @param minOpponentRating never offer a draw to an opponent rated below this (0: any)
 */
public record DrawOfferPolicy(boolean enabled, int maxScoreCp, int moves, int maxPieces, int minOpponentRating) {

  public static final DrawOfferPolicy DEFAULT = new DrawOfferPolicy(false, 0, 10, 10, 0);

  /** To every opponent, whatever the rating. */
  public DrawOfferPolicy(boolean enabled, int maxScoreCp, int moves, int maxPieces) {
    this(enabled, maxScoreCp, moves, maxPieces, 0);
  }

  /** Whether it may offer a draw to an opponent rated {@code rating} (null: unknown). */
  public boolean appliesTo(Integer rating) {
    return enabled && (rating == null || rating >= minOpponentRating);
  }

  static DrawOfferPolicy read(ConfigNode node, DrawOfferPolicy fallback) {
    return new DrawOfferPolicy(
        node.bool("enabled", fallback.enabled),
        (int) node.integer("max_score_cp", fallback.maxScoreCp, 0, 1000),
        (int) node.integer("moves", fallback.moves, 1, 100),
        (int) node.integer("max_pieces", fallback.maxPieces, 2, 32),
        (int) node.integer("min_opponent_rating", fallback.minOpponentRating, 0, 4000));
  }
}
