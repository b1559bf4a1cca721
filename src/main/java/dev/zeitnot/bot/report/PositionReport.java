package dev.zeitnot.bot.report;

/**
 * A game's position as its stream last told it, for the bot's page: public facts of the game only.
 *
 * @param gameId the game
 * @param ourColor {@code white} or {@code black}
 * @param opponent the opponent's name
 * @param fen the position now
 * @param lastMove the last move in UCI, "" before the first
 * @param whiteMs white's clock, -1 when the game has none
 * @param blackMs black's clock, -1 when the game has none
 */
public record PositionReport(String gameId, String ourColor, String opponent, String fen, String lastMove,
    long whiteMs, long blackMs) {}
