package dev.zeitnot.engine.eval;

import static dev.zeitnot.engine.eval.EvalParams.*;

import dev.zeitnot.chess.Attacks;
import dev.zeitnot.chess.Bitboards;
import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;

/**
 * The static evaluation: a tapered blend of middlegame and endgame terms (material and
 * piece-square tables, mobility, pawn structure, king safety, bishop pair, rooks on open files)
 * scaled down for material that rarely wins. Stateless and thread-safe.
 */
public final class Evaluator {

  private static final int[][][] TABLE_MG = new int[2][6][64];
  private static final int[][][] TABLE_EG = new int[2][6][64];
  private static final long[] ADJACENT_FILES = new long[8];
  /** Squares in front of a square on its own and both adjacent files, by colour. */
  private static final long[][] PASSED_SPAN = new long[2][64];
  private static final long DARK_SQUARES = 0xAA55AA55AA55AA55L;
  /** The squares at king distance exactly d (1..7) from a square: {@code RING[sq * 8 + d]}. */
  private static final long[] RING = new long[64 * 8];

  static {
    for (int type = 0; type < 6; type++) {
      for (int sq = 0; sq < 64; sq++) {
        TABLE_MG[Color.WHITE][type][sq] = MATERIAL_MG[type] + PST_MG[type][sq ^ 56];
        TABLE_EG[Color.WHITE][type][sq] = MATERIAL_EG[type] + PST_EG[type][sq ^ 56];
        TABLE_MG[Color.BLACK][type][sq] = MATERIAL_MG[type] + PST_MG[type][sq];
        TABLE_EG[Color.BLACK][type][sq] = MATERIAL_EG[type] + PST_EG[type][sq];
      }
    }
    for (int file = 0; file < 8; file++) {
      ADJACENT_FILES[file] = (file > 0 ? Bitboards.file(file - 1) : 0) | (file < 7 ? Bitboards.file(file + 1) : 0);
    }
    for (int sq = 0; sq < 64; sq++) {
      for (int other = 0; other < 64; other++) {
        if (other != sq) {
          RING[sq * 8 + distance(sq, other)] |= 1L << other;
        }
      }
    }
    for (int sq = 0; sq < 64; sq++) {
      long span = Bitboards.file(sq & 7) | ADJACENT_FILES[sq & 7];
      int rank = sq >>> 3;
      long above = rank == 7 ? 0 : -1L << ((rank + 1) * 8);
      long below = rank == 0 ? 0 : -1L >>> ((8 - rank) * 8);
      PASSED_SPAN[Color.WHITE][sq] = span & above;
      PASSED_SPAN[Color.BLACK][sq] = span & below;
    }
  }

  private Evaluator() { }

  /** The evaluation in centipawns from the side to move's point of view. */
  public static int evaluate(Position pos) {
    return evaluate(pos, null, null);
  }

  /**
   * The same evaluation, faster: pawn structures are looked up in (and added to) the workspace's
   * cache, and its sums are reused. A workspace serves one thread.
   */
  public static int evaluate(Position pos, EvalWorkspace workspace) {
    return evaluate(pos, workspace, null);
  }

  /** The evaluation of {@code pos} taken apart into features, for tuning. */
  public static EvalTrace trace(Position pos) {
    EvalTracer tracer = new EvalTracer();
    evaluate(pos, null, tracer);
    return tracer.build(pos);
  }

  /**
   * The evaluation; {@code workspace}, when not null, remembers pawn structures and lends the
   * sums; {@code tracer}, when not null, is told what was counted (a traced evaluation does not
   * use a workspace).
   */
  private static int evaluate(Position pos, EvalWorkspace workspace, EvalTracer tracer) {
    if (pos.isInsufficientMaterial()) {
      return 0;
    }
    Side white = evaluateSide(pos, Color.WHITE,
        workspace == null ? new Side(Color.WHITE, tracer) : workspace.white.reset());
    Side black = evaluateSide(pos, Color.BLACK,
        workspace == null ? new Side(Color.BLACK, tracer) : workspace.black.reset());
    PawnCache cache = workspace == null ? null : workspace.pawns;
    pawns(pos, white, black, cache);
    threats(pos, Color.WHITE, white, black);
    threats(pos, Color.BLACK, black, white);
    int mg = white.mg - black.mg;
    int eg = white.eg - black.eg;
    int phase = white.phase + black.phase;
    phase = Math.min(phase, PHASE_TOTAL);
    if (tracer != null) {
      tracer.phase(phase);
    }
    int score = (mg * phase + eg * (PHASE_TOTAL - phase)) / PHASE_TOTAL;
    score = score * scale(pos, score) / FULL_SCALE;
    int stm = pos.sideToMove() == Color.WHITE ? score : -score;
    int tempo = (TEMPO_MG * phase + TEMPO_EG * (PHASE_TOTAL - phase)) / PHASE_TOTAL;
    return stm + tempo;
  }

  /**
   * The middlegame and endgame sums of one side, its share of the phase, and its attacks; with a
   * tracer, each term also counts its feature.
   */
  static final class Side {
    final int color;
    final EvalTracer tracer;
    int mg;
    int eg;
    int phase;
    long attacks;
    /** What our pawns and pieces attack: {@link #attacks} but for the king's squares. */
    long defended;
    long pawnAttacks;
    long minorAttacks;
    long knightAttacks;
    long bishopAttacks;
    long rookAttacks;
    long queenAttacks;

    Side(int color, EvalTracer tracer) {
      this.color = color;
      this.tracer = tracer;
    }

    /** Zeroes every sum and attack set (all fields but the colour and the tracer), for reuse. */
    Side reset() {
      mg = 0;
      eg = 0;
      phase = 0;
      attacks = 0;
      defended = 0;
      pawnAttacks = 0;
      minorAttacks = 0;
      knightAttacks = 0;
      bishopAttacks = 0;
      rookAttacks = 0;
      queenAttacks = 0;
      return this;
    }

    void add(int mgValue, int egValue) {
      mg += mgValue;
      eg += egValue;
    }

    /** Adds {@code count} times the weights of {@code feature}. */
    void add(int feature, int count, int mgWeight, int egWeight) {
      mg += count * mgWeight;
      eg += count * egWeight;
      if (tracer != null) {
        tracer.count(color, feature, count);
      }
    }
  }

  private static Side evaluateSide(Position pos, int us, Side s) {
    EvalTracer tracer = s.tracer;
    int them = Color.opposite(us);
    long occupied = pos.occupied();
    long ours = pos.occupancy(us);
    long ourPawns = pos.pieces(us, PieceType.PAWN);
    long theirPawns = pos.pieces(them, PieceType.PAWN);
    long theirPawnAttacks = pawnAttacks(theirPawns, them);
    s.pawnAttacks = pawnAttacks(ourPawns, us);
    s.attacks = s.pawnAttacks | Attacks.king(pos.kingSquare(us));
    long mobilityArea = ~ours & ~theirPawnAttacks;
    int theirKing = pos.kingSquare(them);
    long theirKingZone = kingZone(theirKing, them);
    int attackers = 0;
    int attackUnits = 0;

    // The pawns' material and squares are counted with their structure (pawnStructure, cached).
    s.phase += PHASE_WEIGHT[PieceType.PAWN] * Long.bitCount(ourPawns);
    for (int type = PieceType.KNIGHT; type <= PieceType.KING; type++) {
      for (long bb = pos.pieces(us, type); bb != 0; bb &= bb - 1) {
        int sq = Long.numberOfTrailingZeros(bb);
        s.add(TABLE_MG[us][type][sq], TABLE_EG[us][type][sq]);
        if (tracer != null) {
          tracer.count(us, EvalLayout.MATERIAL + type, 1);
          tracer.count(us, EvalLayout.PST + type * 64 + (us == Color.WHITE ? sq ^ 56 : sq), 1);
        }
        s.phase += PHASE_WEIGHT[type];
        if (type == PieceType.KING) {
          continue;
        }
        long attacks = attacks(type, sq, occupied);
        s.attacks |= attacks;
        switch (type) {
          case PieceType.KNIGHT -> s.knightAttacks |= attacks;
          case PieceType.BISHOP -> s.bishopAttacks |= attacks;
          case PieceType.ROOK -> s.rookAttacks |= attacks;
          default -> s.queenAttacks |= attacks;
        }
        s.defended |= attacks;
        if (type == PieceType.KNIGHT && isOutpost(sq, us, s.pawnAttacks, theirPawns)) {
          s.add(EvalLayout.KNIGHT_OUTPOST, 1, KNIGHT_OUTPOST_MG, KNIGHT_OUTPOST_EG);
        } else if (type == PieceType.BISHOP && isOutpost(sq, us, s.pawnAttacks, theirPawns)) {
          s.add(EvalLayout.BISHOP_OUTPOST, 1, BISHOP_OUTPOST_MG, BISHOP_OUTPOST_EG);
        }
        if (type <= PieceType.BISHOP) {
          int front = us == Color.WHITE ? sq + 8 : sq - 8;
          if (front >= 0 && front < 64 && (pos.pieces(PieceType.PAWN) & (1L << front)) != 0) {
            s.add(EvalLayout.MINOR_BEHIND_PAWN, 1, MINOR_BEHIND_PAWN_MG, MINOR_BEHIND_PAWN_EG);
          }
          if (type == PieceType.BISHOP) {
            long sameColour = (DARK_SQUARES & (1L << sq)) != 0 ? DARK_SQUARES : ~DARK_SQUARES;
            s.add(EvalLayout.BISHOP_PAWNS, Long.bitCount(ourPawns & sameColour), BISHOP_PAWNS_MG, BISHOP_PAWNS_EG);
          }
        }
        int squares = Long.bitCount(attacks & mobilityArea);
        s.add(EvalLayout.MOBILITY + EvalLayout.MOBILITY_OFFSET[type] + squares, 1,
            MOBILITY_MG[type][squares], MOBILITY_EG[type][squares]);
        long zoneHits = attacks & theirKingZone;
        if (zoneHits != 0) {
          attackers++;
          attackUnits += KING_ATTACK_WEIGHT[type] * Long.bitCount(zoneHits);
          if (tracer != null) {
            tracer.kingZoneHits(us, type, Long.bitCount(zoneHits));
          }
        }
        if (type == PieceType.ROOK) {
          if ((sq >>> 3) == (us == Color.WHITE ? 6 : 1)) {
            s.add(EvalLayout.ROOK_SEVENTH, 1, ROOK_SEVENTH_MG, ROOK_SEVENTH_EG);
          }
          long file = Bitboards.file(sq & 7);
          if ((file & ourPawns) == 0) {
            if ((file & theirPawns) == 0) {
              s.add(EvalLayout.ROOK_OPEN_FILE, 1, ROOK_OPEN_FILE_MG, ROOK_OPEN_FILE_EG);
            } else {
              s.add(EvalLayout.ROOK_SEMI_OPEN_FILE, 1, ROOK_SEMI_OPEN_FILE_MG, ROOK_SEMI_OPEN_FILE_EG);
            }
          }
        }
      }
    }
    s.minorAttacks = s.knightAttacks | s.bishopAttacks;
    s.defended |= s.pawnAttacks;
    kingPawnDistance(s, pos, us);
    if (Long.bitCount(pos.pieces(us, PieceType.BISHOP)) >= 2) {
      s.add(EvalLayout.BISHOP_PAIR, 1, BISHOP_PAIR_MG, BISHOP_PAIR_EG);
    }
    if (attackers >= 2 && pos.pieces(us, PieceType.QUEEN) != 0) {
      s.add(Math.min(KING_ATTACK_MAX, attackUnits * attackUnits / KING_ATTACK_DIVISOR), 0);
      if (tracer != null) {
        tracer.kingAttack(us);
      }
    }
    pawnShield(s, pos.kingSquare(us), us, ourPawns);
    mopUp(s, pos, us, them);
    return s;
  }

  /** Bonuses for what {@code ours} attacks among the pieces of the other side. */
  private static void threats(Position pos, int us, Side ours, Side theirs) {
    int them = Color.opposite(us);
    long theirKing = pos.pieces(them, PieceType.KING);
    long theirPieces = pos.occupancy(them) & ~pos.pieces(them, PieceType.PAWN) & ~theirKing;
    long theirMajors = pos.pieces(them, PieceType.ROOK) | pos.pieces(them, PieceType.QUEEN);
    int byPawn = Long.bitCount(ours.pawnAttacks & theirPieces);
    int byMinor = Long.bitCount(ours.minorAttacks & theirMajors);
    int byRook = Long.bitCount(ours.rookAttacks & pos.pieces(them, PieceType.QUEEN));
    int hanging = Long.bitCount(ours.attacks & ~theirs.attacks & pos.occupancy(them) & ~theirKing);
    ours.add(EvalLayout.THREAT_BY_PAWN, byPawn, THREAT_BY_PAWN_MG, THREAT_BY_PAWN_EG);
    ours.add(EvalLayout.THREAT_BY_MINOR, byMinor, THREAT_BY_MINOR_MG, THREAT_BY_MINOR_EG);
    ours.add(EvalLayout.THREAT_BY_ROOK, byRook, THREAT_BY_ROOK_MG, THREAT_BY_ROOK_EG);
    ours.add(EvalLayout.HANGING, hanging, HANGING_MG, HANGING_EG);
    safeChecks(pos, us, ours, theirs);
    long ourPawns = pos.pieces(us, PieceType.PAWN);
    long pushed = (us == Color.WHITE ? ourPawns << 8 : ourPawns >>> 8) & ~pos.occupied() & ~theirs.pawnAttacks;
    int byPush = Long.bitCount(pawnAttacks(pushed, us) & theirPieces);
    ours.add(EvalLayout.THREAT_BY_PUSH, byPush, THREAT_BY_PUSH_MG, THREAT_BY_PUSH_EG);
    long weak = kingZone(pos.kingSquare(them), them) & ours.attacks & ~theirs.defended;
    ours.add(EvalLayout.WEAK_KING_SQUARE, Long.bitCount(weak), WEAK_KING_SQUARE_MG, WEAK_KING_SQUARE_EG);
  }

  /** How far our king stands from the nearest pawn, either side's, when there are pawns. */
  private static void kingPawnDistance(Side s, Position pos, int us) {
    long pawns = pos.pieces(PieceType.PAWN);
    if (pawns == 0) {
      return;
    }
    int ring = pos.kingSquare(us) * 8;
    int nearest = 1;
    while ((RING[ring + nearest] & pawns) == 0) {
      nearest++;
    }
    s.add(EvalLayout.KING_PAWN_DISTANCE, nearest, KING_PAWN_DISTANCE_MG, KING_PAWN_DISTANCE_EG);
  }

  /** The squares from which our pieces could check the enemy king and no enemy piece guards. */
  private static void safeChecks(Position pos, int us, Side ours, Side theirs) {
    int king = pos.kingSquare(Color.opposite(us));
    long occupied = pos.occupied();
    long safe = ~theirs.attacks & ~pos.occupancy(us);
    long diagonal = Attacks.bishop(king, occupied) & safe;
    long straight = Attacks.rook(king, occupied) & safe;
    safeCheck(ours, PieceType.KNIGHT, ours.knightAttacks & Attacks.knight(king) & safe);
    safeCheck(ours, PieceType.BISHOP, ours.bishopAttacks & diagonal);
    safeCheck(ours, PieceType.ROOK, ours.rookAttacks & straight);
    safeCheck(ours, PieceType.QUEEN, ours.queenAttacks & (diagonal | straight));
  }

  private static void safeCheck(Side s, int type, long squares) {
    if (squares != 0) {
      s.add(EvalLayout.SAFE_CHECK + type, Long.bitCount(squares), SAFE_CHECK_MG[type], SAFE_CHECK_EG[type]);
    }
  }

  /** A square on the 4th to 6th rank, guarded by our pawn, that no enemy pawn can attack. */
  private static boolean isOutpost(int sq, int us, long ourPawnAttacks, long theirPawns) {
    int rank = us == Color.WHITE ? sq >>> 3 : 7 - (sq >>> 3);
    if (rank < 3 || rank > 5) {
      return false;
    }
    boolean guarded = (ourPawnAttacks & (1L << sq)) != 0;
    return guarded && (PASSED_SPAN[us][sq] & ADJACENT_FILES[sq & 7] & theirPawns) == 0;
  }

  /**
   * Both sides' pawn structure terms, from the cache when it holds these pawns, and the kings'
   * distance to each passed pawn's path, which depends on more than the pawns.
   */
  private static void pawns(Position pos, Side white, Side black, PawnCache cache) {
    long whitePawns = pos.pieces(Color.WHITE, PieceType.PAWN);
    long blackPawns = pos.pieces(Color.BLACK, PieceType.PAWN);
    long passers;
    int slot = cache == null ? -1 : cache.slot(whitePawns, blackPawns);
    if (slot >= 0 && cache.holds(slot, whitePawns, blackPawns)) {
      white.add(cache.mg(slot), cache.eg(slot));
      passers = cache.passers(slot);
    } else {
      int mgBefore = white.mg - black.mg;
      int egBefore = white.eg - black.eg;
      passers = pawnStructure(Color.WHITE, white, whitePawns, blackPawns)
          | pawnStructure(Color.BLACK, black, blackPawns, whitePawns);
      if (slot >= 0) {
        cache.store(slot, whitePawns, blackPawns, white.mg - black.mg - mgBefore,
            white.eg - black.eg - egBefore, passers);
      }
    }
    passedPawns(pos, Color.WHITE, white, black, passers & whitePawns);
    passedPawns(pos, Color.BLACK, black, white, passers & blackPawns);
  }

  /**
   * Material and squares of one side's pawns, and its isolated, doubled, backward, connected and
   * passed pawns; returns its passed pawns.
   */
  private static long pawnStructure(int us, Side s, long ourPawns, long theirPawns) {
    long passers = 0;
    long ourPawnAttacks = pawnAttacks(ourPawns, us);
    long theirPawnAttacks = pawnAttacks(theirPawns, Color.opposite(us));
    for (long bb = ourPawns; bb != 0; bb &= bb - 1) {
      int sq = Long.numberOfTrailingZeros(bb);
      s.add(TABLE_MG[us][PieceType.PAWN][sq], TABLE_EG[us][PieceType.PAWN][sq]);
      if (s.tracer != null) {
        s.tracer.count(us, EvalLayout.MATERIAL + PieceType.PAWN, 1);
        s.tracer.count(us, EvalLayout.PST + PieceType.PAWN * 64 + (us == Color.WHITE ? sq ^ 56 : sq), 1);
      }
      long square = 1L << sq;
      int file = sq & 7;
      int rank = us == Color.WHITE ? sq >>> 3 : 7 - (sq >>> 3);
      boolean isolated = (ADJACENT_FILES[file] & ourPawns) == 0;
      if (isolated) {
        s.add(EvalLayout.ISOLATED_PAWN, 1, ISOLATED_PAWN_MG, ISOLATED_PAWN_EG);
      }
      long fileAhead = PASSED_SPAN[us][sq] & Bitboards.file(file);
      if ((fileAhead & ourPawns) != 0) {
        s.add(EvalLayout.DOUBLED_PAWN, 1, DOUBLED_PAWN_MG, DOUBLED_PAWN_EG);
      }
      long beside = ((square & ~Bitboards.FILE_H) << 1) | ((square & ~Bitboards.FILE_A) >>> 1);
      if ((ourPawnAttacks & square) != 0 || (beside & ourPawns) != 0) {
        s.add(EvalLayout.CONNECTED_PAWN + rank, 1, CONNECTED_PAWN_MG[rank], CONNECTED_PAWN_EG[rank]);
      } else if (!isolated && (ADJACENT_FILES[file] & ourPawns & ~PASSED_SPAN[us][sq]) == 0
          && (theirPawnAttacks & (us == Color.WHITE ? square << 8 : square >>> 8)) != 0) {
        s.add(EvalLayout.BACKWARD_PAWN, 1, BACKWARD_PAWN_MG, BACKWARD_PAWN_EG);
      }
      if ((PASSED_SPAN[us][sq] & theirPawns) == 0 && (fileAhead & ourPawns) == 0) {
        s.add(EvalLayout.PASSED_PAWN + rank, 1, PASSED_PAWN_MG[rank], PASSED_PAWN_EG[rank]);
        passers |= square;
      }
    }
    return passers;
  }

  /**
   * What passed pawns are worth beyond their rank, which depends on more than the pawns: in the
   * endgame they gain as their stop square is nearer our king than theirs; a blocked one loses,
   * and one whose way to promotion is empty and unguarded by the enemy gains.
   */
  private static void passedPawns(Position pos, int us, Side s, Side theirs, long passers) {
    int ourKing = pos.kingSquare(us);
    int theirKing = pos.kingSquare(Color.opposite(us));
    long occupied = pos.occupied();
    for (long bb = passers; bb != 0; bb &= bb - 1) {
      int sq = Long.numberOfTrailingZeros(bb);
      int rank = us == Color.WHITE ? sq >>> 3 : 7 - (sq >>> 3);
      int stop = us == Color.WHITE ? sq + 8 : sq - 8;
      int kingDistance = rank * (2 * distance(theirKing, stop) - distance(ourKing, stop));
      s.add(EvalLayout.PASSED_PAWN_KING, kingDistance, 0, PASSED_PAWN_KING_DISTANCE);
      long path = PASSED_SPAN[us][sq] & Bitboards.file(sq & 7);
      long behind = Bitboards.file(sq & 7) & ~path & ~(1L << sq);
      if ((pos.pieces(us, PieceType.ROOK) & behind) != 0) {
        s.add(EvalLayout.ROOK_BEHIND_PASSER, 1, ROOK_BEHIND_PASSER_MG, ROOK_BEHIND_PASSER_EG);
      }
      if ((occupied & (1L << stop)) != 0) {
        s.add(EvalLayout.PASSED_PAWN_BLOCKED + rank, 1, PASSED_PAWN_BLOCKED_MG[rank], PASSED_PAWN_BLOCKED_EG[rank]);
      } else if ((path & (occupied | theirs.attacks)) == 0) {
        s.add(EvalLayout.PASSED_PAWN_FREE, rank, PASSED_PAWN_FREE_MG, PASSED_PAWN_FREE_EG);
      }
    }
  }

  /** Middlegame bonus for pawns in front of the king on its file and the two beside it. */
  private static void pawnShield(Side s, int king, int us, long ourPawns) {
    int file = king & 7;
    int rank = king >>> 3;
    int forward = us == Color.WHITE ? 1 : -1;
    if (rank != (us == Color.WHITE ? 0 : 7) && rank != (us == Color.WHITE ? 1 : 6)) {
      return;
    }
    for (int f = Math.max(0, file - 1); f <= Math.min(7, file + 1); f++) {
      int near = rank + forward;
      int far = rank + 2 * forward;
      if (near >= 0 && near < 8 && (ourPawns & (1L << (near * 8 + f))) != 0) {
        s.add(EvalLayout.SHIELD_NEAR, 1, SHIELD_NEAR, 0);
      } else if (far >= 0 && far < 8 && (ourPawns & (1L << (far * 8 + f))) != 0) {
        s.add(EvalLayout.SHIELD_FAR, 1, SHIELD_FAR, 0);
      } else {
        s.add(EvalLayout.SHIELD_MISSING, 1, SHIELD_MISSING, 0);
      }
    }
  }

  /** Endgame help against a bare king: push it to the edge, bring our king closer. */
  private static void mopUp(Side s, Position pos, int us, int them) {
    if (pos.occupancy(them) != pos.pieces(them, PieceType.KING)
        || !pos.hasNonPawnMaterial(us)) {
      return;
    }
    int theirKing = pos.kingSquare(them);
    int file = theirKing & 7;
    int rank = theirKing >>> 3;
    int edge = Math.max(3 - file, file - 4) + Math.max(3 - rank, rank - 4);
    s.add(EvalLayout.MOP_UP_EDGE, edge, 0, MOP_UP_EDGE);
    s.add(EvalLayout.MOP_UP_KING, 14 - distance(pos.kingSquare(us), theirKing), 0, MOP_UP_KING_DISTANCE);
  }

  /** Out of 16: how much of the score the stronger side can hope to convert. */
  private static int scale(Position pos, int whiteScore) {
    int strong = whiteScore >= 0 ? Color.WHITE : Color.BLACK;
    int weak = Color.opposite(strong);
    if (pos.pieces(strong, PieceType.PAWN) == 0
        && nonPawnMaterial(pos, strong) - nonPawnMaterial(pos, weak) <= DRAWISH_MATERIAL_EDGE) {
      return DRAWISH_SCALE;
    }
    long whiteBishops = pos.pieces(Color.WHITE, PieceType.BISHOP);
    long blackBishops = pos.pieces(Color.BLACK, PieceType.BISHOP);
    long others = pos.pieces(PieceType.KNIGHT) | pos.pieces(PieceType.ROOK) | pos.pieces(PieceType.QUEEN);
    if (others == 0 && Long.bitCount(whiteBishops) == 1 && Long.bitCount(blackBishops) == 1
        && ((whiteBishops & DARK_SQUARES) == 0) != ((blackBishops & DARK_SQUARES) == 0)) {
      return OPPOSITE_BISHOPS_SCALE;
    }
    return FULL_SCALE;
  }

  private static int nonPawnMaterial(Position pos, int color) {
    int sum = 0;
    for (int type = PieceType.KNIGHT; type <= PieceType.QUEEN; type++) {
      sum += Long.bitCount(pos.pieces(color, type)) * MATERIAL_MG[type];
    }
    return sum;
  }

  private static long attacks(int type, int sq, long occupied) {
    return switch (type) {
      case PieceType.KNIGHT -> Attacks.knight(sq);
      case PieceType.BISHOP -> Attacks.bishop(sq, occupied);
      case PieceType.ROOK -> Attacks.rook(sq, occupied);
      default -> Attacks.queen(sq, occupied);
    };
  }

  private static long pawnAttacks(long pawns, int color) {
    long notA = ~Bitboards.FILE_A;
    long notH = ~Bitboards.FILE_H;
    return color == Color.WHITE
        ? ((pawns & notA) << 7) | ((pawns & notH) << 9)
        : ((pawns & notA) >>> 9) | ((pawns & notH) >>> 7);
  }

  /** The king's square, its neighbours, and the squares two steps ahead of it. */
  private static long kingZone(int king, int color) {
    long zone = Attacks.king(king) | (1L << king);
    return zone | (color == Color.WHITE ? zone << 8 : zone >>> 8);
  }

  private static int distance(int a, int b) {
    return Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >>> 3) - (b >>> 3)));
  }
}
