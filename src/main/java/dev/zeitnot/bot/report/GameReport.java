package dev.zeitnot.bot.report;

/**
 * How one game ended for us, for the metrics.
 *
 * @param gameId the game
 * @param speed the server's speed name ({@code bullet}, {@code blitz}, ...), "unknown" if none
 * @param outcome from our side
 * @param lostOnTime whether we lost it on time
 */
public record GameReport(String gameId, String speed, Outcome outcome, boolean lostOnTime) {

  /** The result from our side. */
  public enum Outcome { WIN, LOSS, DRAW, ABORTED, UNFINISHED }
}
