package dev.zeitnot.lichess.model;

/**
 * An arena tournament as {@code GET /api/tournament} lists it: times in epoch milliseconds, the
 * clock in seconds, {@code status} 10 (created), 20 (started) or 30 (finished);
 * {@code botsAllowed} only when the arena lets bots join.
 */
public record Tournament(String id, String fullName, String system, int minutes, Clock clock, boolean rated,
    VariantInfo variant, long startsAt, long finishesAt, int status, int nbPlayers, boolean botsAllowed) {

  public static final int CREATED = 10;
  public static final int STARTED = 20;
  public static final int FINISHED = 30;

  /** The arena's clock: initial time and increment in seconds. */
  public record Clock(int limit, int increment) {}

  public boolean isFinished() {
    return status >= FINISHED;
  }

  public String variantKey() {
    return variant == null || variant.key() == null ? "standard" : variant.key();
  }

  /** Lichess's speed of the clock: bullet, blitz, rapid or classical (ultraBullet below 30 s). */
  public String speed() {
    int estimate = clock == null ? 0 : clock.limit() + 40 * clock.increment();
    if (estimate < 30) {
      return "ultraBullet";
    }
    if (estimate < 180) {
      return "bullet";
    }
    if (estimate < 480) {
      return "blitz";
    }
    return estimate < 1500 ? "rapid" : "classical";
  }
}
