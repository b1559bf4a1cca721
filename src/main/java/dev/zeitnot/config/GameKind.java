package dev.zeitnot.config;

/**
 * What kind of game one is, as engine and book choices ({@link KindCondition}) read it.
 *
 * @param variant the Lichess variant key ({@code standard}, {@code chess960}, ...)
 * @param speed the server's speed name, or null when unknown
 * @param color our colour, {@code white} or {@code black}
 * @param opponentBot whether the opponent is a BOT account; null while not yet known (the
 *     game's first full state tells)
 * @param rated whether the game is rated
 * @param tournament whether the game is a tournament pairing (arena or Swiss)
 */
public record GameKind(String variant, String speed, String color, Boolean opponentBot, boolean rated,
    boolean tournament) {

  /** A game known by its variant and speed only: no condition on the rest holds for it. */
  public static GameKind of(String variant, String speed) {
    return new GameKind(variant, speed, null, null, false, false);
  }

  /** The same game once the opponent's account is known. */
  public GameKind withOpponentBot(boolean bot) {
    return new GameKind(variant, speed, color, bot, rated, tournament);
  }
}
