package dev.zeitnot.engine.uci;

import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.Move;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;
import dev.zeitnot.engine.SearchInfo;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The game a GUI set with {@code position}, checked move by move, so that every move zeitnot
 * reports back is legal and written in the castling style the GUI expects.
 */
final class UciGame {

  private static final Logger log = LoggerFactory.getLogger(UciGame.class);

  private String initialFen = UciPosition.STARTPOS;
  private Game game = Game.startpos();

  /** Back to the standard starting position. */
  void reset() {
    initialFen = UciPosition.STARTPOS;
    game = Game.startpos();
  }

  /**
   * Sets the position; a bad FEN keeps the previous position, an illegal move keeps the moves
   * before it (both logged, as UCI has no way to report them).
   */
  void set(UciPosition position, boolean chess960) {
    Game candidate;
    try {
      candidate = new Game(position.initialFen(), chess960);
    } catch (IllegalArgumentException e) {
      log.error("position ignored, bad FEN: {}", e.getMessage());
      return;
    }
    for (String move : position.moves()) {
      try {
        candidate.play(move);
      } catch (IllegalArgumentException e) {
        log.error("position: move '{}' is illegal ({}); using the position before it", move, e.getMessage());
        break;
      }
    }
    initialFen = position.initialFen();
    game = candidate;
  }

  SearchRequest request(SearchLimits limits) {
    return new SearchRequest(initialFen, game.uciMoves(), game.isChess960(), limits);
  }

  /** The info with its principal variation in the GUI's castling style, cut at the first move that is not legal. */
  SearchInfo normalizedInfo(SearchInfo info) {
    Position position = game.position().copy();
    List<String> pv = new ArrayList<>();
    for (String move : info.pv()) {
      int parsed;
      try {
        parsed = Uci.parse(position, move);
      } catch (IllegalArgumentException e) {
        break;
      }
      pv.add(Uci.format(parsed, game.castlingStyle()));
      position.makeMove(parsed);
    }
    return new SearchInfo(info.depth(), info.selDepth(), info.score(), info.nodes(), info.nps(), info.timeMs(),
        info.hashfull(), pv, info.tbHits());
  }

  /**
   * The {@code bestmove} line for the engine's result. Should the engine fail or answer an illegal
   * move, the first legal move is sent: a GUI waiting for bestmove must get one.
   */
  String bestMoveLine(SearchResult result) {
    Position position = game.position().copy();
    int best = parseOrNone(position, result.bestMove());
    if (best == Move.NONE) {
      int[] moves = new int[Position.MAX_MOVES];
      if (position.generateLegal(moves) == 0) {
        return "bestmove 0000";
      }
      log.error("the engine answered '{}', not a legal move in {}; playing the first legal move",
          result.bestMove(), position.toFen());
      best = moves[0];
    }
    String line = "bestmove " + Uci.format(best, game.castlingStyle());
    position.makeMove(best);
    int ponder = parseOrNone(position, result.ponderMove());
    return ponder == Move.NONE ? line : line + " ponder " + Uci.format(ponder, game.castlingStyle());
  }

  private static int parseOrNone(Position position, String move) {
    if (move == null) {
      return Move.NONE;
    }
    try {
      return Uci.parse(position, move);
    } catch (IllegalArgumentException e) {
      return Move.NONE;
    }
  }
}
