package dev.zeitnot.bot.challenge;

/**
 * What a matchmaking challenge offers: the clock in seconds or the days per move of a
 * correspondence game, the variant and the mode.
 *
 * @param limitSeconds initial clock (0 for correspondence)
 * @param incrementSeconds increment (0 for correspondence)
 * @param variant variant key
 * @param rated whether the game is rated
 * @param days days per move of a correspondence game; 0 for a clock game
 */
public record MatchOffer(int limitSeconds, int incrementSeconds, String variant, boolean rated, int days) {

  /** A clock game. */
  public MatchOffer(int limitSeconds, int incrementSeconds, String variant, boolean rated) {
    this(limitSeconds, incrementSeconds, variant, rated, 0);
  }

  /** A correspondence game of {@code days} per move. */
  public static MatchOffer correspondence(int days, String variant, boolean rated) {
    return new MatchOffer(0, 0, variant, rated, days);
  }

  public boolean isCorrespondence() {
    return days > 0;
  }

  /** The Lichess speed of this offer (a clock's estimated duration: initial + 40 x increment). */
  public String speed() {
    if (isCorrespondence()) {
      return "correspondence";
    }
    int estimate = limitSeconds + 40 * incrementSeconds;
    return estimate < 30 ? "ultraBullet" : estimate < 180 ? "bullet" : estimate < 480 ? "blitz"
        : estimate < 1500 ? "rapid" : "classical";
  }

  /** For logs: {@code 3+2 casual standard}, {@code 2 days rated chess960}. */
  public String describe() {
    String mode = (rated ? " rated " : " casual ") + variant;
    if (isCorrespondence()) {
      return days + (days == 1 ? " day" : " days") + mode;
    }
    String minutes = limitSeconds % 60 == 0 ? String.valueOf(limitSeconds / 60) : String.valueOf(limitSeconds / 60.0);
    return minutes + "+" + incrementSeconds + mode;
  }
}
