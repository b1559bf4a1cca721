package dev.zeitnot.config;

/**
 * When the bot offers a draw with its move, like lichess-bot's {@code offer_draw_*}: the
 * engine's score stayed within {@code maxScoreCp} of equality for the last {@code moves} of its
 * moves and at most {@code maxPieces} pieces (kings and pawns included) are left on the board.
 *
 * @param enabled false never offers by score
 * @param maxScoreCp largest absolute score (centipawns) still counted as a draw
 * @param moves how many of our consecutive moves the score must stay there
 * @param maxPieces no offer while more pieces than this are on the board
 */
public record DrawOfferPolicy(boolean enabled, int maxScoreCp, int moves, int maxPieces) {

  public static final DrawOfferPolicy DEFAULT = new DrawOfferPolicy(false, 0, 10, 10);

  static DrawOfferPolicy read(ConfigNode node) {
    DrawOfferPolicy policy = new DrawOfferPolicy(
        node.bool("enabled", DEFAULT.enabled),
        (int) node.integer("max_score_cp", DEFAULT.maxScoreCp, 0, 1000),
        (int) node.integer("moves", DEFAULT.moves, 1, 100),
        (int) node.integer("max_pieces", DEFAULT.maxPieces, 2, 32));
    node.finish();
    return policy;
  }
}
