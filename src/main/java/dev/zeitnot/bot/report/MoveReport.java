package dev.zeitnot.bot.report;

/**
 * One move the bot posted, for the metrics.
 *
 * @param gameId the game
 * @param thinkMs how long the engine searched
 * @param responseMs from the state coming off the socket to the move posted (our whole share
 *     of the time the server charges, network excluded)
 * @param overheadMs the move overhead in use for it
 */
public record MoveReport(String gameId, long thinkMs, long responseMs, long overheadMs) {}
