package dev.zeitnot.bot.report;

/**
 * What stood behind a move the bot posted, for the bot's page.
 *
 * @param gameId the game
 * @param score the score from our side in UCI words ({@code cp 34}, {@code mate 3}), "" when no search ran
 * @param depth the depth completed, 0 when no search ran
 * @param source where the move came from ({@code engine}, {@code book}, ...)
 */
public record SearchReport(String gameId, String score, int depth, String source) {}
