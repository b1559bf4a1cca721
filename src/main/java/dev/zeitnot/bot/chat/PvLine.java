package dev.zeitnot.bot.chat;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.IllegalMoveException;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.San;
import dev.zeitnot.chess.Uci;
import java.util.List;

/**
 * A principal variation (UCI moves, as the engine reports it) written for chat in SAN with move
 * numbers, {@code 12. Nf3 Nc6 13. Bb5} or {@code 12... Nc6 13. Bb5}, cut before it would pass the
 * given length; a move that is not legal where it stands ends the line there.
 */
final class PvLine {

  private PvLine() {}

  /** {@code pv} from {@code start} (not changed) in at most {@code maxChars} characters; "" when none fits. */
  static String format(Position start, List<String> pv, int maxChars) {
    Position position = start.copy();
    StringBuilder line = new StringBuilder();
    String kept = "";
    for (int i = 0; i < pv.size(); i++) {
      int move;
      try {
        move = Uci.parse(position, pv.get(i));
      } catch (IllegalMoveException e) {
        break;
      }
      if (!position.isLegal(move)) {
        break;
      }
      boolean white = position.sideToMove() == Color.WHITE;
      if (white) {
        line.append(line.isEmpty() ? "" : " ").append(position.fullmoveNumber()).append('.');
      } else if (i == 0) {
        line.append(position.fullmoveNumber()).append("...");
      }
      line.append(' ').append(San.format(position, move));
      if (line.length() > maxChars) {
        break;
      }
      kept = line.toString();
      position.makeMove(move);
    }
    return kept;
  }
}
