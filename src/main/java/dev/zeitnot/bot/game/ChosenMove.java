package dev.zeitnot.bot.game;

import dev.zeitnot.bot.clock.MoveBudget;
import dev.zeitnot.bot.knowledge.KnownMove;
import dev.zeitnot.bot.knowledge.MoveOrigin;
import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.IllegalMoveException;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.San;
import dev.zeitnot.chess.Uci;
import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.SearchInfo;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

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

  private static final Logger log = LoggerFactory.getLogger(ChosenMove.class);

  /**
   * Asks {@code engine} for a move in {@code game} within {@code budget}. The engine gets the
   * whole game from its initial position, so it sees every earlier position for repetitions.
   * Returns null when the position has no legal move.
   */
  static ChosenMove search(Engine engine, Game game, MoveBudget budget) {
    SearchRequest request = new SearchRequest(game.initialFen(), game.uciMoves(), game.isChess960(),
        budget.limits());
    return of(engine.search(request, SearchListener.NONE), game);
  }

  /** The move of a finished search in {@code game}, made legal; null when there is none. */
  static ChosenMove of(SearchResult result, Game game) {
    Position position = game.position().copy();
    int move = legalMove(position, result.bestMove());
    if (move == 0) {
      return null;
    }
    return new ChosenMove(move, Uci.format(move, game.castlingStyle()), San.format(position, move),
        result.ponderMove(), result.info(), MoveOrigin.ENGINE, "");
  }

  /** A move known without a search (already checked legal in {@code game}). */
  static ChosenMove known(KnownMove known, Game game) {
    return new ChosenMove(known.move(), Uci.format(known.move(), game.castlingStyle()),
        San.format(game.position(), known.move()), null, null, known.source(), known.detail());
  }

  // Never post what our rules do not allow: an engine bug must cost a weaker move, not the game.
  private static int legalMove(Position position, String engineMove) {
    if (engineMove != null) {
      try {
        return Uci.parse(position, engineMove);
      } catch (IllegalMoveException e) {
        log.error("engine proposed an illegal move {} in {}; playing the first legal move instead",
            engineMove, position.toFen());
      }
    }
    int[] moves = new int[Position.MAX_MOVES];
    return position.generateLegal(moves) > 0 ? moves[0] : 0;
  }
}
