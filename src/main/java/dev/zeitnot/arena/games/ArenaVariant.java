package dev.zeitnot.arena.games;

import java.util.Arrays;
import java.util.Optional;

/** The variants a challenge may name; the arena can play the first three. */
public enum ArenaVariant {
  STANDARD("standard", "Standard", "Std", true),
  CHESS960("chess960", "Chess960", "960", true),
  FROM_POSITION("fromPosition", "From Position", "FEN", true),
  CRAZYHOUSE("crazyhouse", "Crazyhouse", "Crazy", false),
  ANTICHESS("antichess", "Antichess", "Anti", false),
  ATOMIC("atomic", "Atomic", "Atom", false),
  HORDE("horde", "Horde", "Horde", false),
  KING_OF_THE_HILL("kingOfTheHill", "King of the Hill", "KotH", false),
  RACING_KINGS("racingKings", "Racing Kings", "Race", false),
  THREE_CHECK("threeCheck", "Three-check", "3check", false);

  private final String key;
  private final String displayName;
  private final String shortName;
  private final boolean playable;

  ArenaVariant(String key, String displayName, String shortName, boolean playable) {
    this.key = key;
    this.displayName = displayName;
    this.shortName = shortName;
    this.playable = playable;
  }

  public String key() {
    return key;
  }

  public String displayName() {
    return displayName;
  }

  public String shortName() {
    return shortName;
  }

  /** Whether the arena's rules (standard chess rules, Chess960 castling) can run this game. */
  public boolean playable() {
    return playable;
  }

  public static Optional<ArenaVariant> byKey(String key) {
    return Arrays.stream(values()).filter(v -> v.key.equalsIgnoreCase(key)).findFirst();
  }
}
