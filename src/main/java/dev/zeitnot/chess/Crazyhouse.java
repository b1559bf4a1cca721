package dev.zeitnot.chess;

/**
 * Crazyhouse as Lichess plays it: standard moves, plus dropping a piece from one's pocket on an
 * empty square (pawns never on the first or last rank) instead of moving; a captured piece joins
 * the captor's pocket, a promoted one as a pawn. A drop may block a check but never answers a
 * double check.
 */
final class Crazyhouse {
  private static final long PAWN_DROP_SQUARES = ~(Bitboards.RANK_1 | Bitboards.RANK_8);

  private Crazyhouse() {}

  static int generate(Position p, int[] list) {
    int n = MoveGenerator.generate(p, list, false);
    long checkers = p.checkers;
    if ((checkers & (checkers - 1)) != 0) {
      return n;
    }
    long targets = ~p.occ;
    if (checkers != 0) {
      targets &= Attacks.between(p.kingSquare(p.side), Long.numberOfTrailingZeros(checkers));
    }
    int base = p.side * 6;
    for (int type = PieceType.PAWN; type <= PieceType.QUEEN; type++) {
      if (p.pocket[base + type] == 0) {
        continue;
      }
      for (long t = type == PieceType.PAWN ? targets & PAWN_DROP_SQUARES : targets; t != 0; t &= t - 1) {
        list[n++] = Move.drop(type, Long.numberOfTrailingZeros(t));
      }
    }
    return n;
  }

  /** Plays a drop (the undo record at {@code ply} already holds the state before it). */
  static void makeDrop(Position p, int move, int ply) {
    History h = p.history;
    h.captured[ply] = Piece.NONE;
    h.promoted[ply] = p.promoted;
    int us = p.side;
    int piece = Piece.of(us, Move.dropType(move));
    int to = Move.to(move);
    long k = p.key ^ Zobrist.SIDE ^ Zobrist.piece(piece, to) ^ pocketChange(p, piece, -1);
    if (p.ep >= 0) {
      k ^= Zobrist.EP_FILE[p.ep & 7];
      p.ep = -1;
    }
    p.put(to, piece);
    p.halfmove++;
    p.side = us ^ 1;
    if (us == Color.BLACK) {
      p.fullmove++;
    }
    p.pliesSinceNull++;
    p.checkers = p.attackersBy(p.kingSquare(us ^ 1), us, p.occ);
    p.key = k;
    h.size = ply + 1;
    h.keys[ply + 1] = k;
  }

  /** Takes back a drop (the rest of the undo record is restored by the caller). */
  static void unmakeDrop(Position p, int move) {
    int to = Move.to(move);
    int piece = p.board[to];
    p.remove(to, piece);
    p.pocket[piece]++;
  }

  /**
   * After a move of record {@code ply}: the captured piece (a promoted one as a pawn) goes to the
   * captor's pocket, and the promoted marks follow the move. Returns the change of the key.
   */
  static long afterMove(Position p, int from, int to, int kind, int captured, int ply) {
    long before = p.promoted;
    p.history.promoted[ply] = before;
    long k = 0;
    if (captured != Piece.NONE) {
      int type = (before & (1L << to)) != 0 ? PieceType.PAWN : Piece.type(captured);
      k = pocketChange(p, Piece.of(p.side, type), 1);
    }
    long moved = (before & (1L << from)) != 0 || kind >= Move.PROMOTION ? 1L << to : 0;
    p.promoted = (before & ~(1L << from) & ~(1L << to)) | moved;
    return k;
  }

  /** Takes back what {@link #afterMove} did for undo record {@code ply}; {@code us} made the move. */
  static void undoMove(Position p, int to, int captured, int us, int ply) {
    long before = p.history.promoted[ply];
    if (captured != Piece.NONE) {
      int type = (before & (1L << to)) != 0 ? PieceType.PAWN : Piece.type(captured);
      p.pocket[Piece.of(us, type)]--;
    }
    p.promoted = before;
  }

  /** Changes the pocket count of {@code piece} by {@code delta}; returns the change of the key. */
  private static long pocketChange(Position p, int piece, int delta) {
    int count = p.pocket[piece];
    p.pocket[piece] = count + delta;
    return Zobrist.pocket(piece, count) ^ Zobrist.pocket(piece, count + delta);
  }

  /** Chessops's rule: at most three pieces on the board and in the pockets, and none a pawn, rook or queen. */
  static boolean isInsufficientMaterial(Position p) {
    int total = Long.bitCount(p.occ);
    for (int piece = 0; piece < 12; piece++) {
      total += p.pocket[piece];
    }
    int[] heavy = {PieceType.PAWN, PieceType.ROOK, PieceType.QUEEN};
    for (int type : heavy) {
      if (p.pocket[type] + p.pocket[6 + type] > 0) {
        return false;
      }
    }
    return total <= 3 && p.promoted == 0
        && (p.pieces(PieceType.PAWN) | p.pieces(PieceType.ROOK) | p.pieces(PieceType.QUEEN)) == 0;
  }
}
