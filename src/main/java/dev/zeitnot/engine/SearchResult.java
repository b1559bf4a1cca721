package dev.zeitnot.engine;

/**
 * The outcome of a search.
 *
 * @param bestMove the move to play in UCI notation; null only when the position has no legal move
 * @param ponderMove the expected reply in UCI notation, or null
 * @param info the last progress report, or null when no depth completed
 */
public record SearchResult(String bestMove, String ponderMove, SearchInfo info) { }
