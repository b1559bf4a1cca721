package dev.zeitnot.bot.report;

import java.util.List;

/**
 * What the bot is doing outside its games, for the bot's page: public facts only.
 *
 * @param queue the challenges waiting for a free slot, in the order they will be accepted
 * @param matchmaking what matchmaking is doing ("off" when it is not enabled)
 * @param tournaments the arenas the bot is in, one line each (empty when none or not enabled)
 */
public record LobbyReport(List<QueuedChallenge> queue, String matchmaking, List<String> tournaments) {

  /** Nothing waiting, matchmaking off, no arena. */
  public static final LobbyReport EMPTY = new LobbyReport(List.of(), "off", List.of());

  public LobbyReport {
    queue = List.copyOf(queue);
    tournaments = List.copyOf(tournaments);
  }

  /**
   * One waiting challenge.
   *
   * @param challenger the challenger's name
   * @param rating the challenger's rating, or null when the server gave none
   * @param timeControl "3+2", "3 days" or "unlimited"
   * @param waitedSeconds how long it has waited so far
   */
  public record QueuedChallenge(String challenger, Integer rating, String timeControl, long waitedSeconds) {}
}
