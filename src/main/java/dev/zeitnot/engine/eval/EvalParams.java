package dev.zeitnot.engine.eval;

/**
 * Every number of the evaluation, in one place so it can be tuned by matches. Pairs are
 * (middlegame, endgame) in centipawns; the evaluation blends them by game phase. Piece-square
 * tables are written from White's side with rank 8 on top, as a board is drawn.
 */
final class EvalParams {

  private EvalParams() { }

  /** Material by piece type, pawn to king. */
  static final int[] MATERIAL_MG = {72, 307, 331, 433, 1031, 0};
  static final int[] MATERIAL_EG = {94, 328, 344, 570, 995, 0};

  /** Game phase weight by piece type; the sum over the start position is {@link #PHASE_TOTAL}. */
  static final int[] PHASE_WEIGHT = {0, 1, 1, 2, 4, 0};
  static final int PHASE_TOTAL = 24;

  /** Side to move bonus: the move is worth something. */
  static final int TEMPO_MG = 16;
  static final int TEMPO_EG = 9;

  static final int BISHOP_PAIR_MG = 20;
  static final int BISHOP_PAIR_EG = 57;

  static final int ROOK_OPEN_FILE_MG = 27;
  static final int ROOK_OPEN_FILE_EG = -4;
  static final int ROOK_SEMI_OPEN_FILE_MG = 13;
  static final int ROOK_SEMI_OPEN_FILE_EG = 15;
  /** A rook on the 7th rank as seen from its owner. */
  static final int ROOK_SEVENTH_MG = 4;
  static final int ROOK_SEVENTH_EG = 6;
  /** A knight or bishop right behind a pawn (either side's), sheltered from the front. */
  static final int MINOR_BEHIND_PAWN_MG = 3;
  static final int MINOR_BEHIND_PAWN_EG = 9;
  /** Per bishop: each of our pawns on squares of the bishop's colour. */
  static final int BISHOP_PAWNS_MG = -1;
  static final int BISHOP_PAWNS_EG = -3;

  /** Mobility: bonus by the number of safe squares a piece reaches (index = squares), by piece type. */
  static final int[] KNIGHT_MOBILITY_MG = {-33, -15, -8, -6, 0, 3, 9, 15, 11};
  static final int[] KNIGHT_MOBILITY_EG = {-24, -19, -4, 8, 11, 17, 16, 15, 16};
  static final int[] BISHOP_MOBILITY_MG = {-26, -15, -12, -8, -4, -3, -1, 2, 3, 3, 1, 11, 11, 12};
  static final int[] BISHOP_MOBILITY_EG = {-35, -26, -12, -2, 3, 10, 13, 11, 12, 13, 11, 11, 8, 9};
  static final int[] ROOK_MOBILITY_MG = {-18, -9, -4, -2, -3, 0, 2, 3, 4, 5, 5, 5, 1, 5, 1};
  static final int[] ROOK_MOBILITY_EG = {-33, -15, -7, 0, 5, 10, 13, 17, 21, 24, 25, 30, 33, 30, 33};
  static final int[] QUEEN_MOBILITY_MG = {-15, -10, -9, -7, -5, -2, -4, -4, 0, 1, 1, 1, 4, 2, 7, 6, 6, 9, 2, -3, 7, 10, -1, -5, 4, -3, 10, 13};
  static final int[] QUEEN_MOBILITY_EG = {-57, -65, -65, -46, -49, -37, -16, -10, -7, -2, 9, 18, 5, 20, 13, 24, 30, 27, 36, 37, 38, 25, 41, 37, 41, 42, 63, 70};

  static final int ISOLATED_PAWN_MG = -8;
  static final int ISOLATED_PAWN_EG = -16;
  static final int DOUBLED_PAWN_MG = -10;
  static final int DOUBLED_PAWN_EG = -9;
  /** A pawn no pawn of ours can support any more, whose stop square an enemy pawn attacks. */
  static final int BACKWARD_PAWN_MG = 1;
  static final int BACKWARD_PAWN_EG = -6;
  /** A pawn defended by a pawn of ours or with one beside it, by rank as seen from its owner. */
  static final int[] CONNECTED_PAWN_MG = {0, 1, 5, 6, 11, 23, 27, 0};
  static final int[] CONNECTED_PAWN_EG = {0, -4, 2, 7, 10, 28, 32, 0};
  /** Passed pawn bonus by rank as seen from its owner (index 1 = second rank). */
  static final int[] PASSED_PAWN_MG = {0, 9, 2, -1, 15, 55, 67, 0};
  static final int[] PASSED_PAWN_EG = {0, -2, -7, 21, 46, 76, 100, 0};
  /** Endgame: per rank index, bonus per square the enemy king is farther from the stop square. */
  static final int PASSED_PAWN_KING_DISTANCE = 3;
  /** A passed pawn whose stop square is occupied, by rank as seen from its owner. */
  static final int[] PASSED_PAWN_BLOCKED_MG = {0, -6, -1, -11, -6, -15, -20, 0};
  static final int[] PASSED_PAWN_BLOCKED_EG = {0, -5, 2, 0, -7, -18, -25, 0};
  /** Per rank index of a passed pawn whose way to promotion is empty and not attacked by the enemy. */
  static final int PASSED_PAWN_FREE_MG = -16;
  static final int PASSED_PAWN_FREE_EG = 11;

  /** King attack weight per attacked king-zone square, by attacker type. */
  static final int[] KING_ATTACK_WEIGHT = {0, 2, 2, 2, 2, 0};
  /** Penalty = units² / divisor (capped), applied when at least two pieces attack the zone. */
  static final int KING_ATTACK_DIVISOR = 3;
  static final int KING_ATTACK_MAX = 500;
  /** Pawn shield in front of the king (middlegame): one and two squares ahead, and a missing pawn. */
  static final int SHIELD_NEAR = 8;
  static final int SHIELD_FAR = 2;
  static final int SHIELD_MISSING = -10;
  /** A square our knight, bishop, rook or queen can check the enemy king from, that no enemy piece guards. */
  static final int[] SAFE_CHECK_MG = {0, 25, 15, 20, 21, 0};
  static final int[] SAFE_CHECK_EG = {0, 5, 13, 14, 17, 0};

  /** Threats: an enemy piece attacked by a pawn, a rook or queen by a minor, a queen by a rook. */
  static final int THREAT_BY_PAWN_MG = 48;
  static final int THREAT_BY_PAWN_EG = 15;
  static final int THREAT_BY_MINOR_MG = 45;
  static final int THREAT_BY_MINOR_EG = 0;
  static final int THREAT_BY_ROOK_MG = 48;
  static final int THREAT_BY_ROOK_EG = -23;
  /** An enemy piece or pawn we attack and they do not defend. */
  static final int HANGING_MG = 14;
  static final int HANGING_EG = 29;
  /** A knight on ranks 4 to 6 guarded by a pawn, out of reach of enemy pawns. */
  static final int KNIGHT_OUTPOST_MG = 18;
  static final int KNIGHT_OUTPOST_EG = 6;
  /** The same for a bishop. */
  static final int BISHOP_OUTPOST_MG = 0;
  static final int BISHOP_OUTPOST_EG = 0;
  /** An enemy piece a pawn of ours would attack after a push to a square no enemy pawn attacks. */
  static final int THREAT_BY_PUSH_MG = 0;
  static final int THREAT_BY_PUSH_EG = 0;
  /** An enemy king-zone square we attack that no enemy pawn or piece but the king defends. */
  static final int WEAK_KING_SQUARE_MG = 0;
  static final int WEAK_KING_SQUARE_EG = 0;
  /** Per square of distance from our king to the nearest pawn (when there are pawns). */
  static final int KING_PAWN_DISTANCE_MG = 0;
  static final int KING_PAWN_DISTANCE_EG = 0;
  /** A rook of ours on the file of our passed pawn, behind it. */
  static final int ROOK_BEHIND_PASSER_MG = 0;
  static final int ROOK_BEHIND_PASSER_EG = 0;

  /** Winning a bare king: drive it to the edge and bring our king close. */
  static final int MOP_UP_EDGE = -31;
  static final int MOP_UP_KING_DISTANCE = -1;

  /** Without pawns, a material edge of at most this much rarely wins. */
  static final int DRAWISH_MATERIAL_EDGE = 400;
  /** Scale (out of 16) for such drawish material and for opposite-coloured bishops. */
  static final int DRAWISH_SCALE = 2;
  static final int OPPOSITE_BISHOPS_SCALE = 8;
  static final int FULL_SCALE = 16;

  // Piece-square tables, White's view, rank 8 first.
  static final int[] PAWN_MG = {
      0, 0, 0, 0, 0, 0, 0, 0,
      61, 38, 40, 60, 39, 75, 27, 55,
      15, 1, 2, 13, 31, 21, 27, 31,
      -2, -3, 0, 15, 15, 3, 5, 8,
      -3, -5, 6, 17, 9, 10, 1, -8,
      -2, -2, 2, 3, 2, 6, 11, 0,
      2, 4, 4, -5, -5, 17, 30, 2,
      0, 0, 0, 0, 0, 0, 0, 0};
  static final int[] PAWN_EG = {
      0, 0, 0, 0, 0, 0, 0, 0,
      51, 94, 86, 84, 70, 94, 94, 62,
      37, 39, 44, 31, 43, 38, 31, 48,
      23, 18, 16, 4, 17, 22, 22, 23,
      12, 15, 10, 13, 8, 13, 19, 13,
      14, 14, 12, 15, 22, 14, 11, 14,
      15, 15, 13, 24, 24, 20, 10, 9,
      0, 0, 0, 0, 0, 0, 0, 0};
  static final int[] KNIGHT_MG = {
      -75, -33, -9, 22, -15, -62, -40, -98,
      -26, -4, 8, 12, -4, -1, -22, -30,
      3, 10, -8, 30, 34, 42, 0, 1,
      13, 2, 14, 22, 5, 36, -1, 10,
      6, 0, 14, -2, 11, 4, 2, -7,
      -19, 3, 0, -2, 7, 1, 4, -13,
      -19, -9, 2, 3, -3, -1, -13, -20,
      -59, -19, -10, -15, 2, -6, -18, -47};
  static final int[] KNIGHT_EG = {
      -64, -2, 11, -2, 1, 16, -27, -49,
      -15, 4, -5, 17, 15, 3, -13, -19,
      -10, -7, 8, 17, 20, -8, 6, -16,
      -14, 4, 14, 13, 20, 8, 5, 12,
      -13, 1, 3, 17, 17, 16, 2, 5,
      -19, -15, -1, 9, 4, -6, -7, -21,
      -13, -14, -10, -9, -4, -13, 11, -2,
      -19, -23, -16, 6, -11, -11, -13, -42};
  static final int[] BISHOP_MG = {
      -19, -29, -34, -28, -6, 12, -18, -2,
      -23, -15, -15, -22, -2, 13, -34, -35,
      -11, -7, -1, 0, 46, 21, -6, -3,
      -8, 1, 13, 28, 1, 7, 5, -21,
      -1, -5, -1, 16, 12, -1, -2, -2,
      3, 0, 3, -3, 2, 9, -3, -4,
      -6, 6, 3, -4, -2, 1, 20, -1,
      -9, 10, -9, -1, 3, -13, 9, 8};
  static final int[] BISHOP_EG = {
      -7, 10, 5, 3, 4, -5, 6, 11,
      -1, 4, 17, 8, -3, 0, 4, -5,
      1, 14, 19, 14, 7, 9, 10, 10,
      -7, 11, 9, 6, 23, 12, 2, 10,
      2, 8, 15, 20, 10, 12, 3, -8,
      -19, 12, 7, 14, 14, -1, 6, 8,
      5, -10, 5, -1, -2, -2, -14, -16,
      -10, 1, -10, -6, -17, -7, -16, 0};
  static final int[] ROOK_MG = {
      49, 3, 13, 22, 7, -1, 39, 10,
      2, 5, 20, 15, 23, 35, 23, 11,
      -3, -2, 11, 15, 23, 20, 24, -3,
      -11, -1, 10, 2, 8, -16, -6, -4,
      -18, -14, -1, -11, 0, -9, -13, -13,
      -22, -13, -15, -9, -14, -12, 5, -9,
      -16, -8, -7, -9, -15, 5, 2, -30,
      -9, -4, -1, 3, 4, -4, -23, -13};
  static final int[] ROOK_EG = {
      4, 21, 21, 21, 20, 32, 27, 31,
      27, 22, 19, 20, 15, 13, 11, 14,
      33, 24, 24, 15, 9, 14, 18, 22,
      23, 21, 17, 15, 9, 25, 24, 17,
      22, 15, 11, 13, 1, 5, 6, 0,
      6, 5, 5, -2, 5, -4, -18, -13,
      -4, -10, -2, -4, -7, -31, -11, -18,
      -6, -8, -3, -12, -13, -10, -2, -30};
  static final int[] QUEEN_MG = {
      -17, 9, 14, 3, 29, 32, 33, 14,
      -17, -20, 2, -2, -20, 42, 0, 8,
      -17, -1, -6, -13, 29, 24, 26, 3,
      -5, -16, -6, -5, -8, -3, -3, -13,
      -12, -13, -12, -2, -5, -14, 2, -6,
      -8, -10, -1, -11, -4, 4, -2, -7,
      -13, -12, -1, 0, 1, 5, -8, -9,
      -3, -7, -4, -2, -7, -10, 2, -28};
  static final int[] QUEEN_EG = {
      -9, 3, -5, 10, 31, 33, 14, 10,
      -6, 9, 13, 24, 44, 28, 19, 15,
      -7, -7, 3, 40, 16, 23, 31, 19,
      -19, 34, 20, 31, 39, 30, 34, 11,
      -9, 24, 16, 6, 15, 19, -2, 9,
      -17, 4, -5, 7, 4, -13, -5, -11,
      -28, -21, -19, -25, -16, -33, -19, -25,
      -37, -35, -44, -37, -16, -18, -34, -40};
  static final int[] KING_MG = {
      -53, -29, -22, -29, -37, -13, -16, -56,
      -28, -20, -31, -53, -44, -31, -9, -27,
      -13, -28, -50, -63, -78, -31, -15, -10,
      -40, -12, -23, -79, -87, -59, -14, -14,
      -6, -18, -48, -62, -67, -40, -25, -33,
      -41, -19, -19, -43, -36, -18, -12, -26,
      24, -14, 1, -24, -9, 11, 29, 20,
      -13, 25, 20, -25, 9, 0, 32, 25};
  static final int[] KING_EG = {
      -89, 8, -6, -19, 9, 18, -5, -68,
      12, 18, 26, 9, 25, 35, 37, 1,
      -8, 26, 21, 20, 24, 37, 44, 27,
      -4, -2, 9, 17, 22, 33, 18, -3,
      -31, -15, -5, 10, 10, 9, 11, -6,
      -31, -20, -18, -11, -5, -6, -9, -11,
      -36, -21, -20, -22, -20, -20, -25, -31,
      -53, -35, -36, -38, -43, -33, -43, -48};

  static final int[][] MOBILITY_MG = {{}, KNIGHT_MOBILITY_MG, BISHOP_MOBILITY_MG, ROOK_MOBILITY_MG, QUEEN_MOBILITY_MG, {}};
  static final int[][] MOBILITY_EG = {{}, KNIGHT_MOBILITY_EG, BISHOP_MOBILITY_EG, ROOK_MOBILITY_EG, QUEEN_MOBILITY_EG, {}};
  static final int[][] PST_MG = {PAWN_MG, KNIGHT_MG, BISHOP_MG, ROOK_MG, QUEEN_MG, KING_MG};
  static final int[][] PST_EG = {PAWN_EG, KNIGHT_EG, BISHOP_EG, ROOK_EG, QUEEN_EG, KING_EG};
}
