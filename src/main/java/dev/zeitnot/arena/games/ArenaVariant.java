package dev.zeitnot.arena.games;

import dev.zeitnot.chess.Variant;
import java.util.Arrays;
import java.util.Optional;

/**
 * The variants a challenge may name (the server's keys, names and short names); the arena plays
 * standard chess, Chess960, a set-up position, and every variant whose rules {@link Variant} has.
 */
public enum ArenaVariant {
  STANDARD("standard", "Standard", "Std"),
  CHESS960("chess960", "Chess960", "960"),
  FROM_POSITION("fromPosition", "From Position", "FEN"),
  CRAZYHOUSE("crazyhouse", "Crazyhouse", "Crazy"),
  ANTICHESS("antichess", "Antichess", "Anti"),
  ATOMIC("atomic", "Atomic", "Atom"),
  HORDE("horde", "Horde", "Horde"),
  KING_OF_THE_HILL("kingOfTheHill", "King of the Hill", "KotH"),
  RACING_KINGS("racingKings", "Racing Kings", "Race"),
  THREE_CHECK("threeCheck", "Three-check", "3check");

  private final String key;
  private final String displayName;
  private final String shortName;

  ArenaVariant(String key, String displayName, String shortName) {
    this.key = key;
    this.displayName = displayName;
    this.shortName = shortName;
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

  /** Whether the arena can run this game: standard rules (Chess960 castling, a FEN) or known variant rules. */
  public boolean playable() {
    return hasStandardRules() || Variant.ofLichessKey(key).isPresent();
  }

  /** The rules a game of this variant follows (standard for Chess960 and a set-up position). */
  public Variant rules() {
    return hasStandardRules() ? Variant.STANDARD : Variant.ofLichessKey(key).orElseThrow(
        () -> new IllegalStateException("the arena has no rules for " + key));
  }

  /** Whether the game is rated in its own rating category (Chess960 and the variants), not by its speed. */
  public boolean hasOwnPerf() {
    return this != STANDARD && this != FROM_POSITION;
  }

  private boolean hasStandardRules() {
    return this == STANDARD || this == CHESS960 || this == FROM_POSITION;
  }

  public static Optional<ArenaVariant> byKey(String key) {
    return Arrays.stream(values()).filter(v -> v.key.equalsIgnoreCase(key)).findFirst();
  }
}
