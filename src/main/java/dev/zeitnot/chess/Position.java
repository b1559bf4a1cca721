package dev.zeitnot.chess;

import java.util.Arrays;

/**
 * A mutable chess position with make/unmake, incremental Zobrist key and the key history since it
 * was created (for repetition detection). Not thread-safe: give each thread its own {@link #copy()}.
 */
public final class Position {
  public static final String STARTPOS_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  /** Room for every legal move of a position: crazyhouse's drops go past standard chess's 218 (as Fairy-Stockfish). */
  public static final int MAX_MOVES = 512;

  /** Castling right indices; right i is the bit 1 << i of {@link #castling}. */
  static final int WHITE_KINGSIDE = 0;
  static final int WHITE_QUEENSIDE = 1;
  static final int BLACK_KINGSIDE = 2;
  static final int BLACK_QUEENSIDE = 3;

  final long[] pieceBB = new long[12];
  final long[] colorBB = new long[2];
  long occ;
  final int[] board = new int[64];
  int side;
  int castling;
  /** En-passant target square, set only when an en-passant capture is actually legal; else -1. */
  int ep = -1;
  int halfmove;
  int fullmove = 1;
  long key;
  long checkers;
  boolean chess960;
  Variant variant = Variant.STANDARD;
  /** Three-check: the checks each colour has given. */
  final int[] checksGiven = new int[2];
  /** Crazyhouse: the pieces in hand, by Piece index (kings never). */
  final int[] pocket = new int[12];
  /** Crazyhouse: the pieces on the board that were promoted (they go to a pocket as pawns). */
  long promoted;

  /** Per castling right: the rook's square (-1 if unknown), squares to be empty, king path not attacked. */
  final int[] castleRook = {-1, -1, -1, -1};
  final long[] castlePath = new long[4];
  final long[] castleKingPath = new long[4];
  /** Rights kept when a move touches the square (from or to). */
  final int[] castleKeep = new int[64];

  /** Plies since the last null move: repetition checks do not look back across a null move. */
  int pliesSinceNull;
  History history;

  Position() {
    Arrays.fill(board, Piece.NONE);
    Arrays.fill(castleKeep, 15);
  }

  public static Position fromFen(String fen) {
    return Fen.parse(fen, false, Variant.STANDARD);
  }

  /** Parses a FEN; {@code chess960} forces Chess960 mode (castling printed king-takes-rook, X-FEN read). */
  public static Position fromFen(String fen, boolean chess960) {
    return Fen.parse(fen, chess960, Variant.STANDARD);
  }

  /**
   * Parses a FEN of {@code variant}; a three-check FEN may carry the checks given as the server
   * writes them (a last field {@code +W+B}) or the checks left as Fairy-Stockfish does
   * ({@code W+B} before the clocks).
   */
  public static Position fromFen(String fen, boolean chess960, Variant variant) {
    return Fen.parse(fen, chess960, variant);
  }

  public static Position startpos() {
    return Fen.parse(STARTPOS_FEN, false, Variant.STANDARD);
  }

  public String toFen() {
    return Fen.write(this);
  }

  @Override
  public String toString() {
    return toFen();
  }

  /** Deep copy, including the key history. */
  public Position copy() {
    Position p = new Position();
    System.arraycopy(pieceBB, 0, p.pieceBB, 0, 12);
    System.arraycopy(colorBB, 0, p.colorBB, 0, 2);
    System.arraycopy(board, 0, p.board, 0, 64);
    System.arraycopy(castleRook, 0, p.castleRook, 0, 4);
    System.arraycopy(castlePath, 0, p.castlePath, 0, 4);
    System.arraycopy(castleKingPath, 0, p.castleKingPath, 0, 4);
    System.arraycopy(castleKeep, 0, p.castleKeep, 0, 64);
    p.occ = occ;
    p.side = side;
    p.castling = castling;
    p.ep = ep;
    p.halfmove = halfmove;
    p.fullmove = fullmove;
    p.key = key;
    p.checkers = checkers;
    p.chess960 = chess960;
    p.variant = variant;
    p.checksGiven[0] = checksGiven[0];
    p.checksGiven[1] = checksGiven[1];
    System.arraycopy(pocket, 0, p.pocket, 0, 12);
    p.promoted = promoted;
    p.pliesSinceNull = pliesSinceNull;
    p.history = history.copy();
    return p;
  }

  public boolean isChess960() {
    return chess960;
  }

  public Variant variant() {
    return variant;
  }

  /** Three-check: how many checks {@code color} has given. */
  public int checksGiven(int color) {
    return checksGiven[color];
  }

  /** Crazyhouse: how many pieces of {@code type} {@code color} holds in its pocket (0 in other variants). */
  public int pocket(int color, int type) {
    return pocket[color * 6 + type];
  }

  /**
   * The colour the variant's own rule has made the winner (a king on the hill, a third check, an
   * exploded king, ...), or -1 (none, or a draw by the variant's rule as in racing kings).
   */
  public int variantWinner() {
    if (!variant.standardMoves) {
      return VariantRules.winner(this);
    }
    switch (variant) {
      case KING_OF_THE_HILL -> {
        if ((pieces(Color.WHITE, PieceType.KING) & Variant.HILL) != 0) {
          return Color.WHITE;
        }
        return (pieces(Color.BLACK, PieceType.KING) & Variant.HILL) != 0 ? Color.BLACK : -1;
      }
      case THREE_CHECK -> {
        if (checksGiven[Color.WHITE] >= Variant.CHECKS_TO_WIN) {
          return Color.WHITE;
        }
        return checksGiven[Color.BLACK] >= Variant.CHECKS_TO_WIN ? Color.BLACK : -1;
      }
      default -> {
        return -1;
      }
    }
  }

  /** Whether the variant's own rule has ended the game (then no move is legal). */
  public boolean isVariantEnd() {
    if (!variant.standardMoves) {
      return VariantRules.isEnd(this);
    }
    return variant != Variant.STANDARD && variantWinner() >= 0;
  }

  public int sideToMove() {
    return side;
  }

  public long key() {
    return key;
  }

  public boolean inCheck() {
    return checkers != 0;
  }

  public long checkers() {
    return checkers;
  }

  public int halfmoveClock() {
    return halfmove;
  }

  public int fullmoveNumber() {
    return fullmove;
  }

  public int epSquare() {
    return ep;
  }

  /**
   * The castling rights still held (as in FEN, whether or not castling is possible right now):
   * bit 1 white king side, 2 white queen side, 4 black king side, 8 black queen side.
   */
  public int castlingRights() {
    return castling;
  }

  /**
   * The file (0-7) of the pawn the last move advanced two squares, or -1: unlike {@link #epSquare}
   * it does not ask whether an en-passant capture is legal. For a position just read from a FEN
   * (no move made yet) it is the FEN's en-passant file when that capture is legal, else -1.
   */
  public int doublePushFile() {
    if (ep >= 0) {
      return ep & 7;
    }
    if (history.size == 0) {
      return -1;
    }
    int last = history.moves[history.size - 1];
    int to = Move.to(last);
    boolean pawnDoubleStep = last != Move.NONE && Move.kind(last) == Move.NORMAL
        && (Move.from(last) ^ to) == 16 && Piece.type(board[to]) == PieceType.PAWN && board[to] != Piece.NONE;
    return pawnDoubleStep ? Square.file(to) : -1;
  }

  public long pieces(int color, int type) {
    return pieceBB[color * 6 + type];
  }

  public long pieces(int type) {
    return pieceBB[type] | pieceBB[6 + type];
  }

  public long occupancy(int color) {
    return colorBB[color];
  }

  public long occupied() {
    return occ;
  }

  public int pieceAt(int sq) {
    return board[sq];
  }

  public int kingSquare(int color) {
    return Long.numberOfTrailingZeros(pieceBB[color * 6 + PieceType.KING]);
  }

  public boolean hasNonPawnMaterial(int color) {
    int b = color * 6;
    return (pieceBB[b + 1] | pieceBB[b + 2] | pieceBB[b + 3] | pieceBB[b + 4]) != 0;
  }

  /** True if the castling right (a {@code *_KINGSIDE/QUEENSIDE} index) is still held. */
  boolean hasCastlingRight(int right) {
    return (castling & (1 << right)) != 0;
  }

  /** Pieces of both colours that attack sq, with the given occupancy for sliders. */
  public long attackersTo(int sq, long occupied) {
    return (Attacks.pawn(Color.BLACK, sq) & pieceBB[PieceType.PAWN])
        | (Attacks.pawn(Color.WHITE, sq) & pieceBB[6 + PieceType.PAWN])
        | (Attacks.knight(sq) & (pieceBB[1] | pieceBB[7]))
        | (Attacks.king(sq) & (pieceBB[5] | pieceBB[11]))
        | (Attacks.bishop(sq, occupied) & (pieceBB[2] | pieceBB[8] | pieceBB[4] | pieceBB[10]))
        | (Attacks.rook(sq, occupied) & (pieceBB[3] | pieceBB[9] | pieceBB[4] | pieceBB[10]));
  }

  /** The pieces of {@code by} that attack sq, sliders seen through the given occupancy. */
  long attackersBy(int sq, int by, long occupied) {
    int b = by * 6;
    return (Attacks.pawn(by ^ 1, sq) & pieceBB[b])
        | (Attacks.knight(sq) & pieceBB[b + 1])
        | (Attacks.king(sq) & pieceBB[b + 5])
        | (Attacks.bishop(sq, occupied) & (pieceBB[b + 2] | pieceBB[b + 4]))
        | (Attacks.rook(sq, occupied) & (pieceBB[b + 3] | pieceBB[b + 4]));
  }

  /** True if any piece of {@code by} attacks sq, sliders seen through the given occupancy. */
  boolean isAttacked(int sq, int by, long occupied) {
    return attackersBy(sq, by, occupied) != 0;
  }

  /** Pieces of either colour standing alone between the king of {@code color} and an enemy slider. */
  long blockers(int color) {
    int ksq = kingSquare(color);
    int t = (color ^ 1) * 6;
    long snipers = (Attacks.ROOK_EMPTY[ksq] & (pieceBB[t + 3] | pieceBB[t + 4]))
        | (Attacks.BISHOP_EMPTY[ksq] & (pieceBB[t + 2] | pieceBB[t + 4]));
    long result = 0;
    while (snipers != 0) {
      int s = Long.numberOfTrailingZeros(snipers);
      snipers &= snipers - 1;
      long b = Attacks.between(ksq, s) & occ;
      if (b != 0 && (b & (b - 1)) == 0) {
        result |= b;
      }
    }
    return result;
  }

  // ---- move generation and queries ----

  public int generateLegal(int[] moves) {
    if (!variant.standardMoves) {
      return VariantRules.generate(this, moves, false);
    }
    return isVariantEnd() ? 0 : MoveGenerator.generate(this, moves, false);
  }

  /** Legal captures (including en passant) and promotions. */
  public int generateCaptures(int[] moves) {
    if (!variant.standardMoves) {
      return VariantRules.generate(this, moves, true);
    }
    return isVariantEnd() ? 0 : MoveGenerator.generate(this, moves, true);
  }

  /** Number of legal moves, without listing them (fast: used at perft leaves). */
  public int countLegal() {
    if (!variant.standardMoves) {
      return VariantRules.generate(this, new int[MAX_MOVES], false);
    }
    return isVariantEnd() ? 0 : MoveCounter.count(this);
  }

  /** True if {@code move} (any int, e.g. from a hash table) is a legal move here. */
  public boolean isLegal(int move) {
    if (!variant.standardMoves) {
      int[] moves = new int[MAX_MOVES];
      int n = VariantRules.generate(this, moves, false);
      return move != Move.NONE && Arrays.stream(moves, 0, n).anyMatch(m -> m == move);
    }
    return !isVariantEnd() && MoveQueries.isLegal(this, move);
  }

  public boolean isCapture(int move) {
    return Move.isEnPassant(move) || (!Move.isCastling(move) && board[Move.to(move)] != Piece.NONE);
  }

  /** PieceType captured by the move (PAWN for en passant), or -1 if none. */
  public int capturedType(int move) {
    if (Move.isEnPassant(move)) {
      return PieceType.PAWN;
    }
    if (Move.isCastling(move)) {
      return -1;
    }
    int p = board[Move.to(move)];
    return p == Piece.NONE ? -1 : Piece.type(p);
  }

  /** PieceType of the piece on the move's from-square, or -1 if empty. */
  public int movingType(int move) {
    if (Move.isDrop(move)) {
      return Move.dropType(move);
    }
    int p = board[Move.from(move)];
    return p == Piece.NONE ? -1 : Piece.type(p);
  }

  /** True if the legal {@code move} checks the opponent. */
  public boolean givesCheck(int move) {
    if (!variant.standardMoves) {
      makeMove(move);
      boolean check = checkers != 0;
      unmakeMove();
      return check;
    }
    return MoveQueries.givesCheck(this, move);
  }

  // ---- make / unmake ----

  /** Plays a legal move (not validated: check with {@link #isLegal} first when unsure). */
  public void makeMove(int move) {
    History h = history;
    h.ensureRoom();
    int i = h.size;
    h.moves[i] = move;
    h.castling[i] = castling;
    h.ep[i] = ep;
    h.halfmove[i] = halfmove;
    h.pliesSinceNull[i] = pliesSinceNull;
    h.checkers[i] = checkers;

    int us = side;
    int them = us ^ 1;
    int from = move & 63;
    int to = (move >>> 6) & 63;
    int kind = move >>> 12;
    if (kind == Move.DROP) {
      Crazyhouse.makeDrop(this, move, i);
      return;
    }
    int piece = board[from];
    long k = key ^ Zobrist.SIDE;
    if (ep >= 0) {
      k ^= Zobrist.EP_FILE[ep & 7];
      ep = -1;
    }
    int captured = Piece.NONE;
    halfmove++;
    if (kind == Move.CASTLING) {
      int rook = board[to];
      int kingTo = Move.castlingKingTarget(move);
      int rookTo = Move.castlingRookTarget(move);
      remove(from, piece);
      remove(to, rook);
      put(kingTo, piece);
      put(rookTo, rook);
      k ^= Zobrist.piece(piece, from) ^ Zobrist.piece(piece, kingTo)
          ^ Zobrist.piece(rook, to) ^ Zobrist.piece(rook, rookTo);
    } else {
      if (kind == Move.EN_PASSANT) {
        int capSq = to + (us == Color.WHITE ? -8 : 8);
        captured = board[capSq];
        remove(capSq, captured);
        k ^= Zobrist.piece(captured, capSq);
      } else if (board[to] != Piece.NONE) {
        captured = board[to];
        remove(to, captured);
        k ^= Zobrist.piece(captured, to);
      }
      if (captured != Piece.NONE) {
        halfmove = 0;
      }
      move(from, to, piece);
      k ^= Zobrist.piece(piece, from) ^ Zobrist.piece(piece, to);
      if (Piece.type(piece) == PieceType.PAWN) {
        halfmove = 0;
        if (kind >= Move.PROMOTION) {
          int promoted = Piece.of(us, Move.promotion(move));
          remove(to, piece);
          put(to, promoted);
          k ^= Zobrist.piece(piece, to) ^ Zobrist.piece(promoted, to);
        } else if ((from ^ to) == 16) {
          int target = (from + to) >>> 1;
          if (variant.standardMoves ? epCaptureAvailable(target, them) : VariantRules.epCapturable(this, from, them)) {
            ep = target;
            k ^= Zobrist.EP_FILE[target & 7];
          }
        }
      }
      if (captured != Piece.NONE && variant == Variant.ATOMIC) {
        k ^= Atomic.explode(this, to, i);
      } else if (variant == Variant.CRAZYHOUSE) {
        k ^= Crazyhouse.afterMove(this, from, to, kind, captured, i);
      }
    }
    int rights = castling & castleKeep[from] & castleKeep[to];
    if (rights != castling) {
      k ^= Zobrist.CASTLING[castling] ^ Zobrist.CASTLING[rights];
      castling = rights;
    }
    h.captured[i] = captured;
    side = them;
    if (us == Color.BLACK) {
      fullmove++;
    }
    pliesSinceNull++;
    checkers = variant.standardMoves ? attackersBy(kingSquare(them), us, occ) : VariantRules.checkers(this, them);
    if (variant == Variant.THREE_CHECK && checkers != 0) {
      k ^= Zobrist.checks(us, checksGiven[us]) ^ Zobrist.checks(us, checksGiven[us] + 1);
      checksGiven[us]++;
    }
    key = k;
    h.size = i + 1;
    h.keys[i + 1] = k;
  }

  public void unmakeMove() {
    History h = history;
    int i = --h.size;
    int move = h.moves[i];
    int them = side;
    int us = them ^ 1;
    side = us;
    if (us == Color.BLACK) {
      fullmove--;
    }
    int from = move & 63;
    int to = (move >>> 6) & 63;
    int kind = move >>> 12;
    if (kind == Move.CASTLING) {
      int kingTo = Move.castlingKingTarget(move);
      int rookTo = Move.castlingRookTarget(move);
      int king = board[kingTo];
      int rook = board[rookTo];
      remove(kingTo, king);
      remove(rookTo, rook);
      put(from, king);
      put(to, rook);
    } else if (kind == Move.DROP) {
      Crazyhouse.unmakeDrop(this, move);
    } else {
      if (variant == Variant.ATOMIC && h.captured[i] != Piece.NONE) {
        Atomic.restore(this, i);
      }
      int piece = board[to];
      if (kind >= Move.PROMOTION) {
        remove(to, piece);
        piece = Piece.of(us, PieceType.PAWN);
        put(to, piece);
      }
      move(to, from, piece);
      int captured = h.captured[i];
      if (captured != Piece.NONE) {
        put(kind == Move.EN_PASSANT ? to + (us == Color.WHITE ? -8 : 8) : to, captured);
      }
      if (variant == Variant.CRAZYHOUSE) {
        Crazyhouse.undoMove(this, to, captured, us, i);
      }
    }
    castling = h.castling[i];
    ep = h.ep[i];
    halfmove = h.halfmove[i];
    pliesSinceNull = h.pliesSinceNull[i];
    if (variant == Variant.THREE_CHECK && checkers != 0) {
      checksGiven[us]--;
    }
    checkers = h.checkers[i];
    key = h.keys[i];
  }

  /** Passes the move (for null-move pruning); must not be called when in check. */
  public void makeNullMove() {
    History h = history;
    h.ensureRoom();
    int i = h.size;
    h.moves[i] = Move.NONE;
    h.castling[i] = castling;
    h.ep[i] = ep;
    h.halfmove[i] = halfmove;
    h.pliesSinceNull[i] = pliesSinceNull;
    h.checkers[i] = checkers;
    h.captured[i] = Piece.NONE;
    long k = key ^ Zobrist.SIDE;
    if (ep >= 0) {
      k ^= Zobrist.EP_FILE[ep & 7];
      ep = -1;
    }
    halfmove++;
    pliesSinceNull = 0;
    side ^= 1;
    key = k;
    h.size = i + 1;
    h.keys[i + 1] = k;
    checkers = 0;
  }

  public void unmakeNullMove() {
    History h = history;
    int i = --h.size;
    side ^= 1;
    ep = h.ep[i];
    halfmove = h.halfmove[i];
    pliesSinceNull = h.pliesSinceNull[i];
    checkers = h.checkers[i];
    key = h.keys[i];
  }

  // ---- draws ----

  /** The current key occurred before within the reversible window (since the last capture/pawn move). */
  public boolean isRepetition() {
    return history.repetitions(Math.min(halfmove, pliesSinceNull), 1) > 0;
  }

  /** How many times the current key occurred before within the reversible window. */
  public int repetitionCount() {
    return history.repetitions(Math.min(halfmove, pliesSinceNull), Integer.MAX_VALUE);
  }

  /**
   * Neither side can ever win: bare kings plus at most one minor piece, or only same-coloured
   * bishops; the variants have their own rules (see {@link VariantRules#isInsufficientMaterial}).
   */
  public boolean isInsufficientMaterial() {
    if (!variant.standardMoves) {
      return VariantRules.isInsufficientMaterial(this);
    }
    if (variant == Variant.KING_OF_THE_HILL) {
      return false; // a bare king can still walk to the hill
    }
    if (variant == Variant.THREE_CHECK) {
      return occ == pieces(PieceType.KING); // while a piece is left, checks can still win
    }
    if ((pieces(PieceType.PAWN) | pieces(PieceType.ROOK) | pieces(PieceType.QUEEN)) != 0) {
      return false;
    }
    long minors = pieces(PieceType.KNIGHT) | pieces(PieceType.BISHOP);
    if (Long.bitCount(minors) <= 1) {
      return true;
    }
    long dark = 0xAA55AA55AA55AA55L;
    long bishops = pieces(PieceType.BISHOP);
    return pieces(PieceType.KNIGHT) == 0 && ((bishops & dark) == 0 || (bishops & ~dark) == 0);
  }

  /** Halfmove clock reached 100 and the side to move is not checkmated. */
  public boolean isFiftyMoveDraw() {
    return halfmove >= 100 && !(checkers != 0 && countLegal() == 0);
  }

  // ---- board editing ----

  /** Would a pawn of {@code by} have a legal en-passant capture onto target (the pawn just double-pushed)? */
  boolean epCaptureAvailable(int target, int by) {
    long capturers = Attacks.pawn(by ^ 1, target) & pieceBB[by * 6];
    while (capturers != 0) {
      int from = Long.numberOfTrailingZeros(capturers);
      capturers &= capturers - 1;
      if (epCaptureLegal(from, target, by)) {
        return true;
      }
    }
    return false;
  }

  /** Full legality of an en-passant capture by {@code by} from {@code from} onto {@code target}. */
  boolean epCaptureLegal(int from, int target, int by) {
    int capSq = target + (by == Color.WHITE ? -8 : 8);
    long after = (occ ^ (1L << from) ^ (1L << capSq)) | (1L << target);
    int ksq = kingSquare(by);
    long attackers = attackersBy(ksq, by ^ 1, after) & ~(1L << capSq);
    return attackers == 0;
  }

  void put(int sq, int piece) {
    long b = 1L << sq;
    pieceBB[piece] |= b;
    colorBB[piece >= 6 ? 1 : 0] |= b;
    occ |= b;
    board[sq] = piece;
  }

  void remove(int sq, int piece) {
    long b = ~(1L << sq);
    pieceBB[piece] &= b;
    colorBB[piece >= 6 ? 1 : 0] &= b;
    occ &= b;
    board[sq] = Piece.NONE;
  }

  private void move(int from, int to, int piece) {
    long b = (1L << from) | (1L << to);
    pieceBB[piece] ^= b;
    colorBB[piece >= 6 ? 1 : 0] ^= b;
    occ ^= b;
    board[from] = Piece.NONE;
    board[to] = piece;
  }

  /** Key computed from scratch; the incremental key must always equal it. */
  long computeKey() {
    long k = side == Color.BLACK ? Zobrist.SIDE : 0;
    for (int sq = 0; sq < 64; sq++) {
      if (board[sq] != Piece.NONE) {
        k ^= Zobrist.piece(board[sq], sq);
      }
    }
    k ^= Zobrist.CASTLING[castling];
    if (ep >= 0) {
      k ^= Zobrist.EP_FILE[ep & 7];
    }
    return k ^ Zobrist.checks(Color.WHITE, checksGiven[Color.WHITE]) ^ Zobrist.checks(Color.BLACK,
        checksGiven[Color.BLACK]) ^ Zobrist.VARIANT[variant.ordinal()] ^ Zobrist.pockets(pocket);
  }
}
