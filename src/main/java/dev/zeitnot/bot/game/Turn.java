package dev.zeitnot.bot.game;

import dev.zeitnot.bot.clock.ReportedClocks;
import dev.zeitnot.chess.Game;

/**
 * Our turn to move, as the latest state told it: what the mover needs to choose and post a move.
 *
 * @param game the game so far (read only for the mover; the session owns it)
 * @param clocks the state's clocks
 * @param ply moves played so far
 * @param receivedNanos when the state came off the socket
 * @param generation the game-stream subscription the state came from
 */
record Turn(Game game, ReportedClocks clocks, int ply, long receivedNanos, int generation) {}
