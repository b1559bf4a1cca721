package dev.zeitnot.arena.lobby;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.games.Speed;
import dev.zeitnot.arena.games.ArenaVariant;

/**
 * A challenge as the arena keeps it. Immutable: a status change makes a new value. The clock is
 * in seconds as on the wire; {@code limitSeconds < 0} means no real-time clock, and then
 * {@code days > 0} makes it correspondence, otherwise unlimited. {@code finalColor} is the
 * colour the challenger gets; {@code rematchOf} the game it is a rematch of (or null).
 */
public record ArenaChallenge(String id, ArenaAccount challenger, ArenaAccount destUser, ArenaVariant variant,
    boolean rated, int limitSeconds, int incrementSeconds, int days, String color,
    String finalColor, String initialFen, String status, String declineReasonKey,
    String rematchOf) {

  public boolean hasClock() {
    return limitSeconds >= 0;
  }

  public Speed speed() {
    return hasClock() ? Speed.ofClock(limitSeconds, incrementSeconds) : Speed.CORRESPONDENCE;
  }

  public boolean isPending() {
    return "created".equals(status) || "offline".equals(status);
  }

  public ArenaChallenge withStatus(String newStatus) {
    return new ArenaChallenge(id, challenger, destUser, variant, rated, limitSeconds, incrementSeconds,
        days, color, finalColor, initialFen, newStatus, declineReasonKey, rematchOf);
  }

  public ArenaChallenge declined(String reasonKey) {
    return new ArenaChallenge(id, challenger, destUser, variant, rated, limitSeconds, incrementSeconds,
        days, color, finalColor, initialFen, "declined", reasonKey, rematchOf);
  }

  /** This challenge as a rematch offer of game {@code gameId}. */
  public ArenaChallenge asRematchOf(String gameId) {
    return new ArenaChallenge(id, challenger, destUser, variant, rated, limitSeconds, incrementSeconds,
        days, color, finalColor, initialFen, status, declineReasonKey, gameId);
  }

  /** "3+2", "1/2+0", "∞" as on the site. */
  public String show() {
    if (!hasClock()) {
      return days > 0 ? days + " days" : "∞";
    }
    String limit = switch (limitSeconds) {
      case 15 -> "1/4";
      case 30 -> "1/2";
      case 45 -> "3/4";
      case 90 -> "1.5";
      default -> Integer.toString(limitSeconds / 60);
    };
    return limit + "+" + incrementSeconds;
  }
}
