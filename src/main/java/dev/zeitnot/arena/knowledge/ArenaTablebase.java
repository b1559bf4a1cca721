package dev.zeitnot.arena.knowledge;

import dev.zeitnot.arena.http.Json;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;

/**
 * The arena's tablebase, in the shape of the Lichess tablebase ({@code /standard?fen=}). It
 * answers only what it knows for certain, and says "not found" (null) for everything else:
 * king and queen or king and rook against king (solved exactly, {@link LoneKingEnding}), a
 * position without mating material (a draw), and a position already over (checkmate: a loss;
 * stalemate: a draw). Distances are in plies; a win that the fifty-move rule would catch first,
 * counting from the position's halfmove clock, is a cursed win (a loss: a blessed loss).
 */
public final class ArenaTablebase {

  /** Positions with more pieces (kings included) than this are never answered. */
  static final int MAX_PIECES = 5;
  /** Plies without a capture or pawn move after which the game is drawn. */
  private static final int FIFTY_MOVES = 100;

  private LoneKingEnding queen;
  private LoneKingEnding rook;

  /** A verdict for the side to move; {@code dtm} null when unknown. */
  private record Verdict(String category, int dtz, Integer dtm) {
    static final Verdict DRAW = new Verdict("draw", 0, null);
  }

  /** The verdict on {@code fen} for the side to move and each move, or null when the arena does not know it. */
  ObjectNode answer(String fen) {
    Position position = Position.fromFen(fen);
    if (Long.bitCount(position.occupied()) > MAX_PIECES) {
      return null;
    }
    Verdict root = verdict(position);
    if (root == null) {
      return null;
    }
    ObjectNode body = json(Json.object(), root);
    ArrayNode list = body.putArray("moves");
    int[] moves = new int[Position.MAX_MOVES];
    int count = position.copy().generateLegal(moves);
    for (int i = 0; i < count; i++) {
      Position after = position.copy();
      after.makeMove(moves[i]);
      Verdict next = verdict(after);
      if (next != null) { // always known: the endings answered lead only to each other
        json(list.addObject().put("uci", Uci.format(moves[i], Uci.CastlingStyle.KING_TWO_SQUARES)), next);
      }
    }
    return body;
  }

  private static ObjectNode json(ObjectNode node, Verdict verdict) {
    node.put("category", verdict.category()).put("dtz", verdict.dtz());
    if (verdict.dtm() != null) {
      node.put("dtm", verdict.dtm());
    }
    return node;
  }

  private Verdict verdict(Position position) {
    if (position.countLegal() == 0) {
      return position.inCheck() ? new Verdict("loss", 0, 0) : Verdict.DRAW;
    }
    if (position.isInsufficientMaterial()) {
      return Verdict.DRAW; // no mating material: no move brings it back
    }
    if (Long.bitCount(position.occupied()) != 3 || position.castlingRights() != 0) {
      return null;
    }
    for (int type : new int[] {PieceType.QUEEN, PieceType.ROOK}) {
      for (int strong : new int[] {Color.WHITE, Color.BLACK}) {
        long piece = position.pieces(strong, type);
        if (piece != 0) {
          return loneKing(position, type, strong, Long.numberOfTrailingZeros(piece));
        }
      }
    }
    return null;
  }

  private Verdict loneKing(Position position, int type, int strong, int pieceSquare) {
    LoneKingEnding ending = ending(type);
    // Without pawns or castling the colours do not matter: the tables' White is the strong side.
    int strongKing = position.kingSquare(strong);
    int weakKing = position.kingSquare(Color.opposite(strong));
    int piece = pieceSquare;
    boolean strongToMove = position.sideToMove() == strong;
    int plies = strongToMove ? ending.whiteToMove(strongKing, weakKing, piece)
        : ending.blackToMove(strongKing, weakKing, piece);
    if (plies == LoneKingEnding.DRAW) {
      return Verdict.DRAW;
    }
    boolean inTime = position.halfmoveClock() + plies <= FIFTY_MOVES;
    return strongToMove ? new Verdict(inTime ? "win" : "cursed-win", plies, plies)
        : new Verdict(inTime ? "loss" : "blessed-loss", -plies, -plies);
  }

  private synchronized LoneKingEnding ending(int type) {
    if (type == PieceType.QUEEN) {
      queen = queen == null ? LoneKingEnding.solve(PieceType.QUEEN) : queen;
      return queen;
    }
    rook = rook == null ? LoneKingEnding.solve(PieceType.ROOK) : rook;
    return rook;
  }
}
