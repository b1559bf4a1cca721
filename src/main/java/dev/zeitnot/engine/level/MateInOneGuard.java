package dev.zeitnot.engine.level;

import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;

/**
 * Whether a move lets the opponent mate at once. A weakened engine may play a worse move, but
 * walking into a mate in one when another move avoids it is a blunder no level makes: it looks
 * like a broken bot, not a human.
 */
public final class MateInOneGuard {

  private MateInOneGuard() {}

  /** Whether after {@code move} (UCI, legal in {@code position}) the opponent has a mating move. */
  public static boolean allowsMateInOne(Position position, String move) {
    Position p = position.copy();
    p.makeMove(Uci.parse(p, move));
    int[] replies = new int[Position.MAX_MOVES];
    int count = p.generateLegal(replies);
    for (int i = 0; i < count; i++) {
      p.makeMove(replies[i]);
      boolean mate = p.inCheck() && p.countLegal() == 0;
      p.unmakeMove();
      if (mate) {
        return true;
      }
    }
    return false;
  }
}
