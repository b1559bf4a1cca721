package dev.zeitnot.arena.games;

import dev.zeitnot.arena.accounts.ArenaAccount;

/**
 * What a game was created with (from the accepted challenge): who plays which colour, the
 * variant, the clock in seconds ({@code limitSeconds < 0}: no real-time clock), the start
 * position ({@code null} for the standard start) and each player's 4-character secret that
 * makes the 12-character {@code fullId}, the arena tournament that paired it ({@code null}
 * for a challenge's game) and, for a correspondence game, the days per move ({@code 0}: none).
 */
public record GameSetup(String id, ArenaAccount white, ArenaAccount black, ArenaVariant variant, boolean rated,
    int limitSeconds, int incrementSeconds, String initialFen, long createdAtEpochMs,
    String whiteSecret, String blackSecret, String tournamentId, int daysPerTurn) {

  /** A setup without correspondence days. */
  public GameSetup(String id, ArenaAccount white, ArenaAccount black, ArenaVariant variant, boolean rated,
      int limitSeconds, int incrementSeconds, String initialFen, long createdAtEpochMs,
      String whiteSecret, String blackSecret, String tournamentId) {
    this(id, white, black, variant, rated, limitSeconds, incrementSeconds, initialFen, createdAtEpochMs,
        whiteSecret, blackSecret, tournamentId, 0);
  }

  public boolean hasClock() {
    return limitSeconds >= 0;
  }

  public Speed speed() {
    return hasClock() ? Speed.ofClock(limitSeconds, incrementSeconds) : Speed.CORRESPONDENCE;
  }

  /** The colour of {@code account} (0 white, 1 black) or -1 when it does not play here. */
  public int colorOf(ArenaAccount account) {
    if (white.id().equals(account.id())) {
      return 0;
    }
    return black.id().equals(account.id()) ? 1 : -1;
  }

  public ArenaAccount player(int color) {
    return color == 0 ? white : black;
  }

  /** Game id plus the player's secret. */
  public String fullId(int color) {
    return id + (color == 0 ? whiteSecret : blackSecret);
  }
}
