package dev.zeitnot.arena.games;

import dev.zeitnot.chess.Variant;
import java.util.List;

/**
 * A consistent copy of a game at one moment, for an arena opponent choosing its move:
 * the start position, the moves in UCI, whose turn, both clocks in ms, the status and the
 * colour whose draw offer stands ({@code drawOfferedBy}, -1 for none), and the rules the game follows.
 */
public record GameSnapshot(String gameId, String initialFen, boolean chess960, List<String> moves,
    int sideToMove, long whiteTimeMs, long blackTimeMs, long incrementMs, ArenaGameStatus status,
    int winner, int drawOfferedBy, Variant variant) {

  public GameSnapshot {
    moves = List.copyOf(moves);
  }

  /** Whether the player not to move offers a draw, which the side to move may accept. */
  public boolean drawOfferedToSideToMove() {
    return drawOfferedBy >= 0 && drawOfferedBy != sideToMove;
  }
}
