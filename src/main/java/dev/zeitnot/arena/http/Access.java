package dev.zeitnot.arena.http;

import dev.zeitnot.arena.accounts.ArenaAccount;
import java.util.Set;

/** Who may call an endpoint: the scopes a token needs and whether it must be a bot account. */
public enum Access {
  /** No token needed (token test, online bots, PGN export, the arena's own controls). */
  PUBLIC(Set.of(), false),
  /** Any valid token ({@code /api/account}). */
  ANY_TOKEN(Set.of(), false),
  /** The event stream. */
  CHALLENGE_READ(Set.of("challenge:read", "bot:play", "board:play"), false),
  /** Creating and answering challenges. */
  CHALLENGE_WRITE(Set.of("challenge:write", "bot:play"), false),
  /** {@code /api/bot/*}: scope bot:play and a BOT account. */
  BOT(Set.of("bot:play"), true);

  private final Set<String> anyOfScopes;
  private final boolean botOnly;

  Access(Set<String> anyOfScopes, boolean botOnly) {
    this.anyOfScopes = anyOfScopes;
    this.botOnly = botOnly;
  }

  boolean needsToken() {
    return this != PUBLIC;
  }

  /** The error for this account, or null when it may call. */
  Reply check(ArenaAccount account) {
    if (!anyOfScopes.isEmpty() && anyOfScopes.stream().noneMatch(account::hasScope)) {
      return new Reply(403, Json.error("Missing scope: " + String.join(" or ", anyOfScopes
          .stream().sorted().toList())));
    }
    if (botOnly && !account.isBot()) {
      return Reply.badRequest("This endpoint can only be used with a Bot account. "
          + "See https://lichess.org/api#operation/botAccountUpgrade");
    }
    return null;
  }
}
