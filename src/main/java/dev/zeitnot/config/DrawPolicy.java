package dev.zeitnot.config;

/**
 * When the bot accepts a draw offer: the engine's score stayed within {@code maxScoreCp} of
 * equality for the last {@code moves} of its moves, and the game is at least {@code minPly} plies old.
 *
 * @param enabled false declines every offer
 * @param maxScoreCp largest absolute score (centipawns) still counted as a draw
 * @param moves how many of our consecutive moves the score must stay there
 * @param minPly no draw before this ply
 */
public record DrawPolicy(boolean enabled, int maxScoreCp, int moves, int minPly) {

  public static final DrawPolicy DEFAULT = new DrawPolicy(true, 15, 5, 40);

  static DrawPolicy read(ConfigNode node) {
    DrawPolicy policy = new DrawPolicy(
        node.bool("enabled", DEFAULT.enabled),
        (int) node.integer("max_score_cp", DEFAULT.maxScoreCp, 0, 1000),
        (int) node.integer("moves", DEFAULT.moves, 1, 100),
        (int) node.integer("min_ply", DEFAULT.minPly, 0, 600));
    node.finish();
    return policy;
  }
}
