package dev.zeitnot.lichess.online;

import java.util.List;

/**
 * What the Lichess opening explorer knows of a position (masters, lichess or player games).
 *
 * @param moves the moves played from it, most played first
 */
public record ExplorerResult(List<Move> moves) {

  /**
   * One move and the results of the games that continued with it.
   *
   * @param uci the move (castling king-two-squares)
   * @param white games White won
   * @param draws drawn games
   * @param black games Black won
   */
  public record Move(String uci, long white, long draws, long black) {

    public long games() {
      return white + draws + black;
    }
  }
}
