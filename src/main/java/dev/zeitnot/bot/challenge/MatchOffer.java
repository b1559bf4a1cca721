package dev.zeitnot.bot.challenge;

/**
 * What a matchmaking challenge offers: the clock in seconds, the variant and the mode.
 *
 * @param limitSeconds initial clock
 * @param incrementSeconds increment
 * @param variant variant key
 * @param rated whether the game is rated
 */
public record MatchOffer(int limitSeconds, int incrementSeconds, String variant, boolean rated) {

  /** The Lichess speed of this clock (estimated duration: initial + 40 x increment). */
  public String speed() {
    int estimate = limitSeconds + 40 * incrementSeconds;
    return estimate < 30 ? "ultraBullet" : estimate < 180 ? "bullet" : estimate < 480 ? "blitz"
        : estimate < 1500 ? "rapid" : "classical";
  }

  /** For logs: {@code 3+2 casual standard}. */
  public String describe() {
    String minutes = limitSeconds % 60 == 0 ? String.valueOf(limitSeconds / 60) : String.valueOf(limitSeconds / 60.0);
    return minutes + "+" + incrementSeconds + (rated ? " rated " : " casual ") + variant;
  }
}
