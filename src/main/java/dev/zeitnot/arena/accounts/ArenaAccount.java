package dev.zeitnot.arena.accounts;

import java.util.Locale;
import java.util.Set;

/**
 * A user of the arena with its bearer token; {@code title} is {@code "BOT"} for bot accounts
 * and null for humans.
 */
public record ArenaAccount(String username, String title, String token, Set<String> scopes,
    int rating) {

  /** Every scope a bot token normally has. */
  public static final Set<String> BOT_SCOPES = Set.of("bot:play", "challenge:read", "challenge:write");

  public ArenaAccount {
    scopes = Set.copyOf(scopes);
  }

  /** The user id: the lower-case username. */
  public String id() {
    return username.toLowerCase(Locale.ROOT);
  }

  /** A bot account with all bot scopes. */
  public static ArenaAccount bot(String username, String token, int rating) {
    return new ArenaAccount(username, "BOT", token, BOT_SCOPES, rating);
  }

  /** A human (untitled) account; it may challenge but not use the bot endpoints. */
  public static ArenaAccount human(String username, String token, int rating) {
    return new ArenaAccount(username, null, token, Set.of("challenge:read", "challenge:write",
        "board:play"), rating);
  }

  public boolean isBot() {
    return "BOT".equals(title);
  }

  public boolean hasScope(String scope) {
    return scopes.contains(scope);
  }

  @Override
  public String toString() {
    // The token stays out of logs.
    return "Account[" + username + (isBot() ? ", BOT" : "") + "]";
  }
}
