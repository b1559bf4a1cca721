package dev.zeitnot.bot.game;

import dev.zeitnot.bot.knowledge.KnownMove;
import dev.zeitnot.bot.knowledge.MoveOrigin;
import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.San;
import dev.zeitnot.chess.Uci;
import dev.zeitnot.engine.SearchInfo;
import dev.zeitnot.engine.SearchResult;

/**
 * The move the bot will post, checked legal against our own copy of the game and written in
 * the game's castling style.
 *
 * @param move the move (checked legal in the game's current position)
 * @param uci the move to post
 * @param san the move for the log
 * @param ponderMove the reply the engine expects (UCI, unchecked), or null
 * @param info the engine's last report (null if no depth completed, or not searched)
 * @param source where the move came from (a book move is played at once, without a search)
 * @param detail what the log says about a known move (empty for the engine's)
 */
record ChosenMove(int move, String uci, String san, String ponderMove, SearchInfo info, MoveOrigin source,
    String detail) {

  /**
   * The move of a finished search in {@code game}, checked legal; null when the engine gave no
   * move or one our rules do not allow (an engine fault: never post it).
   */
  static ChosenMove of(SearchResult result, Game game) {
    if (result.bestMove() == null) {
      return null;
    }
    Position position = game.position().copy();
    try {
      int move = Uci.parse(position, result.bestMove());
      return new ChosenMove(move, Uci.format(move, game.castlingStyle()), San.format(position, move),
          result.ponderMove(), result.info(), MoveOrigin.ENGINE, "");
    } catch (IllegalArgumentException e) { // garbage or an illegal move
      return null;
    }
  }

  /** A move known without a search (already checked legal in {@code game}). */
  static ChosenMove known(KnownMove known, Game game) {
    return new ChosenMove(known.move(), Uci.format(known.move(), game.castlingStyle()),
        San.format(game.position(), known.move()), null, null, known.source(), known.detail());
  }

  /** The first legal move in {@code game} (the last resort); null when the game is over. */
  static ChosenMove firstLegal(Game game) {
    Position position = game.position().copy();
    int[] moves = new int[Position.MAX_MOVES];
    if (position.generateLegal(moves) == 0) {
      return null;
    }
    return new ChosenMove(moves[0], Uci.format(moves[0], game.castlingStyle()), San.format(position, moves[0]),
        null, null, MoveOrigin.ENGINE, "");
  }
}
