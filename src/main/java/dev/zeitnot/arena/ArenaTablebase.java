package dev.zeitnot.arena;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;

/**
 * The arena's tablebase, in the shape of the Lichess tablebase ({@code /standard?fen=}). It
 * answers only what it knows for certain, and says "not found" (null) for everything else: a
 * position without mating material (a draw, every move a draw), and a position already over
 * (checkmate: a loss; stalemate: a draw). It does not solve any ending with mating material.
 */
final class ArenaTablebase {

  /** Positions with more pieces (kings included) than this are never answered. */
  static final int MAX_PIECES = 5;

  /** The verdict on {@code fen} for the side to move, or null when the arena does not know it. */
  ObjectNode answer(String fen) {
    Position position = Position.fromFen(fen);
    if (Long.bitCount(position.occupied()) > MAX_PIECES) {
      return null;
    }
    int[] moves = new int[Position.MAX_MOVES];
    int count = position.copy().generateLegal(moves);
    if (count == 0) {
      return verdict(position.inCheck() ? "loss" : "draw");
    }
    if (!position.isInsufficientMaterial()) {
      return null;
    }
    ObjectNode body = verdict("draw");
    ArrayNode list = (ArrayNode) body.get("moves");
    for (int i = 0; i < count; i++) {
      // Without mating material no move can bring it back: every reply is a draw too.
      list.addObject().put("uci", Uci.format(moves[i], Uci.CastlingStyle.KING_TWO_SQUARES))
          .put("category", "draw").put("dtz", 0);
    }
    return body;
  }

  private static ObjectNode verdict(String category) {
    ObjectNode body = Json.object().put("category", category).put("dtz", 0);
    body.putArray("moves");
    return body;
  }
}
