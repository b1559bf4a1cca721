package dev.zeitnot.lichess.model;

/**
 * One arena as {@code GET /api/tournament/{id}} describes it (for the token's user: {@code me} is
 * present while we are in it, with {@code withdraw} true once we left or were paused).
 */
public record TournamentInfo(String id, String fullName, boolean isStarted, boolean isFinished,
    Integer secondsToStart, Integer secondsToFinish, int nbPlayers, Me me) {

  /** Our place in the arena. */
  public record Me(Integer rank, boolean withdraw, String gameId) {}
}
