package dev.zeitnot.chess;

import java.util.Arrays;
import java.util.Optional;

/**
 * The rules a {@link Position} follows beyond standard chess (Chess960 is a castling mode of
 * standard chess, not a variant here). King of the hill: a king that reaches d4, e4, d5 or e5 wins.
 * Three-check: the third check given wins.
 */
public enum Variant {
  STANDARD("standard", "chess"),
  KING_OF_THE_HILL("kingOfTheHill", "kingofthehill"),
  THREE_CHECK("threeCheck", "3check");

  /** d4, e4, d5, e5. */
  static final long HILL = (1L << 27) | (1L << 28) | (1L << 35) | (1L << 36);
  /** Checks that win three-check. */
  static final int CHECKS_TO_WIN = 3;

  private final String lichessKey;
  private final String uciName;

  Variant(String lichessKey, String uciName) {
    this.lichessKey = lichessKey;
    this.uciName = uciName;
  }

  /** The server's name of the variant ({@code kingOfTheHill}). */
  public String lichessKey() {
    return lichessKey;
  }

  /** The name a variant engine takes in {@code UCI_Variant} (Fairy-Stockfish's). */
  public String uciName() {
    return uciName;
  }

  /** The variant the server's key names (case-insensitive), if zeitnot knows its rules. */
  public static Optional<Variant> ofLichessKey(String key) {
    return Arrays.stream(values()).filter(v -> v.lichessKey.equalsIgnoreCase(key.strip())).findFirst();
  }

  /** The server keys, for error messages. */
  public static String keys() {
    return String.join(", ", Arrays.stream(values()).map(Variant::lichessKey).toList());
  }
}
