package dev.zeitnot.chess;

/**
 * FEN reading and writing. Castling rights are read as standard ({@code KQkq}), X-FEN ({@code KQkq}
 * meaning the outermost rook) or Shredder-FEN ({@code HAha}); impossible positions are rejected.
 */
final class Fen {
  static final String PLACEMENT = "piece placement";
  static final String SIDE = "side to move";
  static final String CASTLING = "castling";
  static final String EN_PASSANT = "en passant";
  static final String HALFMOVE = "halfmove clock";
  static final String FULLMOVE = "fullmove number";

  private Fen() {}

  static Position parse(String fen, boolean chess960, Variant variant) {
    if (fen == null || fen.isBlank()) {
      throw new FenException("fen", "empty", String.valueOf(fen));
    }
    String[] fields = fen.trim().split("\\s+");
    Position p = new Position();
    p.variant = variant;
    if (variant == Variant.THREE_CHECK) {
      fields = ThreeCheckFen.readChecks(p, fields, fen);
    }
    if (fields.length < 4 || fields.length > 6) {
      throw new FenException("fen", "expected 6 space-separated fields, found " + fields.length, fen);
    }
    p.chess960 = chess960;
    parsePlacement(p, variant == Variant.CRAZYHOUSE ? CrazyhouseFen.readPockets(p, fields[0], fen) : fields[0], fen);
    if (fields[1].equals("w")) {
      p.side = Color.WHITE;
    } else if (fields[1].equals("b")) {
      p.side = Color.BLACK;
    } else {
      throw new FenException(SIDE, "'" + fields[1] + "' is neither 'w' nor 'b'", fen);
    }
    validateMaterial(p, fen);
    parseCastling(p, castles(variant) ? fields[2] : "-", fen);
    parseEnPassant(p, fields[3], fen);
    p.halfmove = fields.length > 4 ? parseNumber(fields[4], HALFMOVE, 0, fen) : 0;
    p.fullmove = fields.length > 5 ? Math.max(1, parseNumber(fields[5], FULLMOVE, 0, fen)) : 1;
    p.key = p.computeKey();
    p.history = new History(p.key, variant);
    p.checkers = checkersOf(p, p.side);
    return p;
  }

  private static void parsePlacement(Position p, String placement, String fen) {
    String[] ranks = placement.split("/", -1);
    if (ranks.length != 8) {
      throw new FenException(PLACEMENT, "expected 8 ranks separated by '/', found " + ranks.length, fen);
    }
    for (int r = 0; r < 8; r++) {
      int rank = 7 - r;
      int file = 0;
      for (char c : ranks[r].toCharArray()) {
        if (c >= '1' && c <= '8') {
          file += c - '0';
        } else if (c == '~' && p.variant == Variant.CRAZYHOUSE && file > 0
            && p.board[Square.of(file - 1, rank)] != Piece.NONE) {
          p.promoted |= 1L << Square.of(file - 1, rank);
        } else {
          int type = PieceType.fromSymbol(c);
          if (type < 0) {
            throw new FenException(PLACEMENT, "'" + c + "' is not a piece letter (pnbrqk/PNBRQK) or digit", fen);
          }
          if (file > 7) {
            throw new FenException(PLACEMENT, "rank " + (rank + 1) + " has more than 8 squares", fen);
          }
          p.put(Square.of(file, rank), Piece.of(Character.isUpperCase(c) ? Color.WHITE : Color.BLACK, type));
          file++;
        }
      }
      if (file != 8) {
        throw new FenException(PLACEMENT, "rank " + (rank + 1) + " has " + file + " squares instead of 8", fen);
      }
    }
  }

  /** Antichess and racing kings never castle: the server writes no rights, and any given are dropped. */
  private static boolean castles(Variant variant) {
    return variant != Variant.ANTICHESS && variant != Variant.RACING_KINGS;
  }

  private static long checkersOf(Position p, int color) {
    return p.variant.standardMoves ? p.attackersBy(p.kingSquare(color), color ^ 1, p.occ)
        : VariantRules.checkers(p, color);
  }

  private static void validateMaterial(Position p, String fen) {
    for (int color = Color.WHITE; color <= Color.BLACK; color++) {
      int kings = Long.bitCount(p.pieces(color, PieceType.KING));
      String allowed = allowedKings(p.variant, color);
      if (allowed.indexOf((char) ('0' + Math.min(kings, 9))) < 0) {
        throw new FenException(PLACEMENT, Color.name(color) + " has " + kings + " kings, " + p.variant.lichessKey()
            + " allows " + String.join(" or ", allowed.split("")), fen);
      }
    }
    long firstRankPawns = p.variant == Variant.HORDE ? p.pieces(Color.BLACK, PieceType.PAWN) & Bitboards.RANK_8
        : p.pieces(PieceType.PAWN) & Bitboards.RANK_1;
    if (firstRankPawns != 0 || (p.pieces(PieceType.PAWN) & Bitboards.RANK_8) != 0) {
      throw new FenException(PLACEMENT, "a pawn stands on the first or last rank", fen);
    }
    int other = p.side ^ 1;
    if (checkersOf(p, other) != 0) {
      throw new FenException(SIDE, Color.name(other) + " is in check but it is " + Color.name(p.side) + " to move",
          fen);
    }
  }

  /** How many kings a colour may have in the variant, as digits ("1"; antichess any, horde's white none). */
  private static String allowedKings(Variant variant, int color) {
    return switch (variant) {
      case ANTICHESS -> "0123456789";
      case ATOMIC -> "01";
      case HORDE -> color == Color.WHITE ? "0" : "1";
      default -> "1";
    };
  }

  private static void parseCastling(Position p, String field, String fen) {
    if (field.equals("-")) {
      return;
    }
    boolean shredder = false;
    for (char c : field.toCharArray()) {
      int color = Character.isUpperCase(c) ? Color.WHITE : Color.BLACK;
      char lower = Character.toLowerCase(c);
      int backRank = color == Color.WHITE ? 0 : 7;
      int ksq = p.kingSquare(color);
      if (lower != 'k' && lower != 'q' && (lower < 'a' || lower > 'h')) {
        throw new FenException(CASTLING, "'" + c + "' is not K, Q, k, q or a file letter", fen);
      }
      if (ksq == 64 || Long.bitCount(p.pieces(color, PieceType.KING)) > 1 || Square.rank(ksq) != backRank) {
        throw new FenException(CASTLING, "right '" + c + "' but the " + Color.name(color)
            + " king is not on its first rank", fen);
      }
      int rook = Piece.of(color, PieceType.ROOK);
      int rsq = -1;
      if (lower == 'k') {
        for (int f = 7; f > Square.file(ksq) && rsq < 0; f--) {
          rsq = p.board[Square.of(f, backRank)] == rook ? Square.of(f, backRank) : -1;
        }
      } else if (lower == 'q') {
        for (int f = 0; f < Square.file(ksq) && rsq < 0; f++) {
          rsq = p.board[Square.of(f, backRank)] == rook ? Square.of(f, backRank) : -1;
        }
      } else {
        shredder = true;
        int sq = Square.of(lower - 'a', backRank);
        rsq = p.board[sq] == rook && sq != ksq ? sq : -1;
      }
      if (rsq < 0) {
        throw new FenException(CASTLING, "right '" + c + "' but no " + Color.name(color)
            + " rook stands where it needs to castle from", fen);
      }
      addRight(p, color, ksq, rsq);
    }
    if (shredder) {
      p.chess960 = true;
    }
    for (int right = 0; right < 4; right++) {
      if (p.hasCastlingRight(right)) {
        int ksq = p.kingSquare(right < 2 ? Color.WHITE : Color.BLACK);
        int rookFile = Square.file(p.castleRook[right]);
        if (Square.file(ksq) != 4 || (rookFile != 0 && rookFile != 7)) {
          p.chess960 = true;
        }
      }
    }
  }

  /** Records the castling right of {@code color} with the rook on rsq: paths and rights lost by moves. */
  static void addRight(Position p, int color, int ksq, int rsq) {
    int right = color * 2 + (rsq > ksq ? 0 : 1);
    int kingTo = Square.of(rsq > ksq ? 6 : 2, Square.rank(ksq));
    int rookTo = Square.of(rsq > ksq ? 5 : 3, Square.rank(ksq));
    p.castling |= 1 << right;
    p.castleRook[right] = rsq;
    long kingPath = Attacks.between(ksq, kingTo) | (1L << kingTo);
    long rookPath = Attacks.between(rsq, rookTo) | (1L << rookTo);
    p.castlePath[right] = (kingPath | rookPath) & ~(1L << ksq) & ~(1L << rsq);
    p.castleKingPath[right] = kingPath;
    p.castleKeep[ksq] &= ~(3 << (color * 2));
    p.castleKeep[rsq] &= ~(1 << right);
  }

  private static void parseEnPassant(Position p, String field, String fen) {
    if (field.equals("-")) {
      return;
    }
    int target;
    try {
      target = Square.parse(field);
    } catch (IllegalArgumentException e) {
      throw new FenException(EN_PASSANT, "'" + field + "' is not '-' or a square", fen);
    }
    int us = p.side;
    int expectedRank = us == Color.WHITE ? 5 : 2;
    if (Square.rank(target) != expectedRank) {
      throw new FenException(EN_PASSANT, "square " + field + " is not on rank " + (expectedRank + 1)
          + " as it must be with " + Color.name(us) + " to move", fen);
    }
    int pushed = target + (us == Color.WHITE ? -8 : 8);
    int origin = target + (us == Color.WHITE ? 8 : -8);
    if (p.board[pushed] != Piece.of(us ^ 1, PieceType.PAWN) || p.board[target] != Piece.NONE
        || p.board[origin] != Piece.NONE) {
      throw new FenException(EN_PASSANT, "square " + field + " does not follow a pawn's double step", fen);
    }
    boolean capturable = p.variant.standardMoves ? p.epCaptureAvailable(target, us)
        : (Attacks.pawn(us ^ 1, target) & p.pieces(us, PieceType.PAWN)) != 0;
    if (capturable) {
      p.ep = target;
    }
  }

  private static int parseNumber(String text, String field, int min, String fen) {
    try {
      int value = Integer.parseInt(text);
      if (value >= min) {
        return value;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new FenException(field, "'" + text + "' is not a number >= " + min, fen);
  }

  static String write(Position p) {
    StringBuilder sb = new StringBuilder(90);
    for (int rank = 7; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < 8; file++) {
        int piece = p.board[Square.of(file, rank)];
        if (piece == Piece.NONE) {
          empty++;
        } else {
          if (empty > 0) {
            sb.append(empty);
            empty = 0;
          }
          sb.append(Piece.symbol(piece));
          if ((p.promoted & (1L << Square.of(file, rank))) != 0) {
            sb.append('~');
          }
        }
      }
      if (empty > 0) {
        sb.append(empty);
      }
      if (rank > 0) {
        sb.append('/');
      }
    }
    if (p.variant == Variant.CRAZYHOUSE) {
      sb.append(CrazyhouseFen.pocketsField(p));
    }
    sb.append(p.side == Color.WHITE ? " w " : " b ");
    int before = sb.length();
    for (int right = 0; right < 4; right++) {
      if (p.hasCastlingRight(right)) {
        sb.append(castlingLetter(p, right));
      }
    }
    if (sb.length() == before) {
      sb.append('-');
    }
    sb.append(' ').append(p.ep >= 0 && epCaptureLegal(p) ? Square.name(p.ep) : "-");
    sb.append(' ').append(p.halfmove).append(' ').append(p.fullmove);
    if (p.variant == Variant.THREE_CHECK) {
      sb.append(' ').append(ThreeCheckFen.checksField(p));
    }
    return sb.toString();
  }

  /** Whether an en-passant capture is among the legal moves (always so for standard moves: ep is kept only then). */
  private static boolean epCaptureLegal(Position p) {
    if (p.variant.standardMoves) {
      return true;
    }
    int[] moves = new int[Position.MAX_MOVES];
    int n = p.generateLegal(moves);
    for (int i = 0; i < n; i++) {
      if (Move.isEnPassant(moves[i])) {
        return true;
      }
    }
    return false;
  }

  /** X-FEN: K/Q when the castling rook is the outermost one on its side, else its file letter. */
  private static char castlingLetter(Position p, int right) {
    int color = right < 2 ? Color.WHITE : Color.BLACK;
    int rsq = p.castleRook[right];
    int ksq = p.kingSquare(color);
    int rook = Piece.of(color, PieceType.ROOK);
    boolean kingside = rsq > ksq;
    boolean outermost = true;
    for (int sq = rsq + (kingside ? 1 : -1); Square.rank(sq) == Square.rank(rsq) && sq >= 0 && sq < 64;
        sq += kingside ? 1 : -1) {
      if (p.board[sq] == rook) {
        outermost = false;
      }
    }
    char c = outermost ? (kingside ? 'k' : 'q') : (char) ('a' + Square.file(rsq));
    return color == Color.WHITE ? Character.toUpperCase(c) : c;
  }
}
