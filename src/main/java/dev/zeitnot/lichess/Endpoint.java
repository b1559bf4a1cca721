package dev.zeitnot.lichess;

import java.time.Duration;

/**
 * The server endpoints, each with its own rate-limit gate. A 429 closes the gate for the body's
 * {@code ratelimit.seconds} or else {@link #defaultPenalty()}: a full minute (spec §12), moves
 * included. A server that rate-limits moves is protecting itself; hammering it again within the
 * minute risks the account, which costs more than the one game the pause may lose.
 */
public enum Endpoint {
  ACCOUNT("GET /api/account"),
  PLAYING("GET /api/account/playing"),
  EVENT_STREAM("event stream"),
  GAME_STREAM("game stream"),
  CHALLENGE_CREATE("create challenge"),
  CHALLENGE_ACCEPT("accept challenge"),
  CHALLENGE_DECLINE("decline challenge"),
  CHALLENGE_CANCEL("cancel challenge"),
  MOVE("move"),
  GAME_COMMAND("game command (abort/resign/draw/claim)"),
  CHAT("chat"),
  ONLINE_BOTS("online bots"),
  GAME_EXPORT("game export");

  private final String description;
  private final Duration defaultPenalty;

  Endpoint(String description) {
    this.description = description;
    this.defaultPenalty = Duration.ofMinutes(1);
  }

  public String description() {
    return description;
  }

  /** How long a 429 without {@code ratelimit.seconds} closes this endpoint. */
  public Duration defaultPenalty() {
    return defaultPenalty;
  }
}
