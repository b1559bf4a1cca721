package dev.zeitnot.lichess.online;

import java.util.List;

/**
 * The chessdb answer to {@code action=querypv} (a line) or {@code action=querybest} (a move).
 *
 * @param status {@code ok} when the position is known ({@code unknown}, {@code invalid board} otherwise)
 * @param score centipawns for the side to move (querypv)
 * @param depth the depth of the line (querypv)
 * @param pv the best line in UCI (querypv)
 * @param move the move chessdb drew among its good ones (querybest)
 */
public record ChessDbResult(String status, Integer score, Integer depth, List<String> pv, String move) {}
