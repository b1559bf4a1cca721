package dev.zeitnot.arena.games;

/** The Lichess speed category of a time control, from its estimated duration. */
public enum Speed {
  ULTRA_BULLET("ultraBullet", "UltraBullet"),
  BULLET("bullet", "Bullet"),
  BLITZ("blitz", "Blitz"),
  RAPID("rapid", "Rapid"),
  CLASSICAL("classical", "Classical"),
  CORRESPONDENCE("correspondence", "Correspondence");

  private final String key;
  private final String displayName;

  Speed(String key, String displayName) {
    this.key = key;
    this.displayName = displayName;
  }

  public String key() {
    return key;
  }

  public String displayName() {
    return displayName;
  }

  /** The speed of a real-time clock: estimated seconds = limit + 40 * increment. */
  public static Speed ofClock(int limitSeconds, int incrementSeconds) {
    int estimate = limitSeconds + 40 * incrementSeconds;
    if (estimate < 30) {
      return ULTRA_BULLET;
    }
    if (estimate < 180) {
      return BULLET;
    }
    if (estimate < 480) {
      return BLITZ;
    }
    if (estimate < 1500) {
      return RAPID;
    }
    return CLASSICAL;
  }
}
