package dev.zeitnot.bot.challenge;

/**
 * A challenge waiting in the queue, as the log and the {@code !queue} chat command show it.
 *
 * @param id the challenge (and future game) id
 * @param challenger the challenger's name
 * @param rating the challenger's rating, or null when the server gave none
 * @param timeControl "3+2", "3 days" or "unlimited"
 * @param rematch whether it is a rematch of a game that just ended (it goes first)
 * @param waitedMs how long it has waited so far
 */
public record WaitingChallenge(String id, String challenger, Integer rating, String timeControl,
    boolean rematch, long waitedMs) {}
