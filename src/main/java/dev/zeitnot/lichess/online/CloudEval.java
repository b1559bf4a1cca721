package dev.zeitnot.lichess.online;

import java.util.List;

/**
 * A Lichess cloud evaluation ({@code GET /api/cloud-eval}).
 *
 * @param depth the search depth
 * @param knodes thousands of nodes searched
 * @param pvs the principal variations, best first
 */
public record CloudEval(int depth, long knodes, List<Pv> pvs) {

  /**
   * One line.
   *
   * @param moves the moves in UCI, space separated (castling king-two-squares, as Lichess writes it)
   * @param cp the score in centipawns from White's side, or null with a mate score
   * @param mate moves to mate from White's side (negative: Black mates), or null
   */
  public record Pv(String moves, Integer cp, Integer mate) {

    /** The first move of the line, or null. */
    public String firstMove() {
      return moves == null || moves.isBlank() ? null : moves.trim().split("\\s+")[0];
    }
  }
}
