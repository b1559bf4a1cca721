package dev.zeitnot.engine.level;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * Which level a game is played at: full strength, one fixed level, or the opponent's rating plus
 * an offset, clamped to a range (a game without a known rating falls back to the fixed level).
 *
 * @param level the fixed level, or {@link #OFF} (0) for full strength
 * @param byRating whether to play at the opponent's rating + {@code offset}
 * @param offset added to the opponent's rating (negative: play weaker than the opponent)
 * @param min the lowest level the rating may give
 * @param max the highest level the rating may give
 */
public record LevelPolicy(int level, boolean byRating, int offset, int min, int max) {

  /** The value of {@code level} for full strength. */
  public static final int OFF = 0;
  /** Full strength in every game. */
  public static final LevelPolicy FULL_STRENGTH = new LevelPolicy(OFF, false, 0, Level.MIN_ELO, Level.MAX_ELO);

  public LevelPolicy {
    if (level != OFF && (level < Level.MIN_ELO || level > Level.MAX_ELO)) {
      throw new IllegalArgumentException("level must be off or " + Level.MIN_ELO + ".." + Level.MAX_ELO + ", was "
          + level);
    }
    if (min < Level.MIN_ELO || max > Level.MAX_ELO || min > max) {
      throw new IllegalArgumentException("level range must lie in " + Level.MIN_ELO + ".." + Level.MAX_ELO
          + " with min <= max, was " + min + ".." + max);
    }
  }

  /** The level to play against an opponent rated {@code rating} (empty if unknown); empty for full strength. */
  public Optional<Level> forOpponent(OptionalInt rating) {
    if (byRating && rating.isPresent()) {
      return Optional.of(Level.of(Math.max(min, Math.min(max, rating.getAsInt() + offset))));
    }
    return level == OFF ? Optional.empty() : Optional.of(Level.of(level));
  }
}
