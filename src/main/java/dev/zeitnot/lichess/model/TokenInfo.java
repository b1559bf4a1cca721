package dev.zeitnot.lichess.model;

import java.util.Arrays;

/**
 * What {@code POST /api/token/test} says of a token: its user and its scopes
 * ({@code "bot:play,challenge:read"}); {@code expires} in ms since the epoch, or null.
 */
public record TokenInfo(String userId, String scopes, Long expires) {

  /** The scope every Bot API call needs. */
  public static final String BOT_PLAY = "bot:play";

  /** Whether the token has {@code scope}. */
  public boolean hasScope(String scope) {
    return scopes != null && Arrays.stream(scopes.split(",")).map(String::trim)
        .anyMatch(scope::equals);
  }
}
