package dev.zeitnot.lichess.online;

import java.util.List;

/**
 * The chessdb answer to {@code action=querypv}.
 *
 * @param status {@code ok} when the position is known ({@code unknown}, {@code invalid board} otherwise)
 * @param score centipawns for the side to move
 * @param depth the depth of the line
 * @param pv the best line in UCI
 */
public record ChessDbResult(String status, Integer score, Integer depth, List<String> pv) {}
