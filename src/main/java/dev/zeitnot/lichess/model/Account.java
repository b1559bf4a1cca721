package dev.zeitnot.lichess.model;

import java.util.Map;

/**
 * A Lichess user as /api/account (ourselves) and /api/bot/online describe it; {@code id} is the
 * lower-case username, {@code title} "BOT" for bot accounts.
 */
public record Account(
    String id,
    String username,
    String title,
    Long createdAt,
    Long seenAt,
    Map<String, PerfStats> perfs) {

  public boolean isBot() {
    return "BOT".equals(title);
  }
}
