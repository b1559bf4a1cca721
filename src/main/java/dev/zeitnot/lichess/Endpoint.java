package dev.zeitnot.lichess;

/**
 * The server endpoints, each with its own rate-limit gate (see {@link RateLimitGate} for how long
 * a 429 closes it). A per-game endpoint (moves, game streams) has one gate per game.
 */
public enum Endpoint {
  ACCOUNT("GET /api/account", false),
  TOKEN_TEST("POST /api/token/test", false),
  PLAYING("GET /api/account/playing", false),
  EVENT_STREAM("event stream", false),
  GAME_STREAM("game stream", true),
  CHALLENGE_CREATE("create challenge", false),
  CHALLENGE_ACCEPT("accept challenge", false),
  CHALLENGE_DECLINE("decline challenge", false),
  CHALLENGE_CANCEL("cancel challenge", false),
  MOVE("move", true),
  GAME_COMMAND("game command (abort/resign/draw/takeback/claim)", false),
  CHAT("chat", false),
  ONLINE_BOTS("online bots", false),
  GAME_EXPORT("game export", false),
  TOURNAMENTS("GET /api/tournament", false),
  TOURNAMENT("GET /api/tournament/{id}", false),
  TOURNAMENT_JOIN("join tournament", false),
  TOURNAMENT_WITHDRAW("withdraw from tournament", false);

  private final String description;
  private final boolean perGame;

  Endpoint(String description, boolean perGame) {
    this.description = description;
    this.perGame = perGame;
  }

  public String description() {
    return description;
  }

  /** Whether each game has its own gate for this endpoint. */
  public boolean perGame() {
    return perGame;
  }
}
