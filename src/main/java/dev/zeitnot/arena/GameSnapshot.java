package dev.zeitnot.arena;

import java.util.List;

/**
 * A consistent copy of a game at one moment, for an arena opponent choosing its move:
 * the start position, the moves in UCI, whose turn, both clocks in ms and the status.
 */
public record GameSnapshot(String gameId, String initialFen, boolean chess960, List<String> moves,
    int sideToMove, long whiteTimeMs, long blackTimeMs, long incrementMs, GameStatus status,
    int winner) {

  public GameSnapshot {
    moves = List.copyOf(moves);
  }
}
