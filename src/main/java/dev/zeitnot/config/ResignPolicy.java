package dev.zeitnot.config;

/**
 * When the bot resigns: the engine's score stayed at or below {@code -scoreCp} (or a mate
 * against us) for the last {@code moves} of its moves.
 *
 * @param enabled false never resigns
 * @param scoreCp how far behind (centipawns, positive) counts as lost
 * @param moves how many of our consecutive moves the score must stay there
 */
public record ResignPolicy(boolean enabled, int scoreCp, int moves) {

  public static final ResignPolicy DEFAULT = new ResignPolicy(false, 1000, 5);

  static ResignPolicy read(ConfigNode node) {
    ResignPolicy policy = new ResignPolicy(
        node.bool("enabled", DEFAULT.enabled),
        (int) node.integer("score_cp", DEFAULT.scoreCp, 100, 100_000),
        (int) node.integer("moves", DEFAULT.moves, 1, 100));
    node.finish();
    return policy;
  }
}
