package dev.zeitnot.engine.eval;

/**
 * Every number of the evaluation, in one place so it can be tuned by matches. Pairs are
 * (middlegame, endgame) in centipawns; the evaluation blends them by game phase. Piece-square
 * tables are written from White's side with rank 8 on top, as a board is drawn.
 */
final class EvalParams {

  private EvalParams() { }

  /** Material by piece type, pawn to king. */
  static final int[] MATERIAL_MG = {76, 311, 335, 450, 1016, 0};
  static final int[] MATERIAL_EG = {97, 314, 329, 547, 975, 0};

  /** Game phase weight by piece type; the sum over the start position is {@link #PHASE_TOTAL}. */
  static final int[] PHASE_WEIGHT = {0, 1, 1, 2, 4, 0};
  static final int PHASE_TOTAL = 24;

  /** Side to move bonus: the move is worth something. */
  static final int TEMPO_MG = 16;
  static final int TEMPO_EG = 7;

  static final int BISHOP_PAIR_MG = 22;
  static final int BISHOP_PAIR_EG = 55;

  static final int ROOK_OPEN_FILE_MG = 29;
  static final int ROOK_OPEN_FILE_EG = 2;
  static final int ROOK_SEMI_OPEN_FILE_MG = 16;
  static final int ROOK_SEMI_OPEN_FILE_EG = 16;
  /** A rook on the 7th rank as seen from its owner. */
  static final int ROOK_SEVENTH_MG = 0;
  static final int ROOK_SEVENTH_EG = 0;
  /** A knight or bishop right behind a pawn (either side's), sheltered from the front. */
  static final int MINOR_BEHIND_PAWN_MG = 0;
  static final int MINOR_BEHIND_PAWN_EG = 0;
  /** Per bishop: each of our pawns on squares of the bishop's colour. */
  static final int BISHOP_PAWNS_MG = 0;
  static final int BISHOP_PAWNS_EG = 0;

  /** Mobility: bonus by the number of safe squares a piece reaches (index = squares), by piece type. */
  static final int[] KNIGHT_MOBILITY_MG = {-20, -15, -10, -5, 0, 5, 10, 15, 20};
  static final int[] KNIGHT_MOBILITY_EG = {-12, -9, -6, -3, 0, 3, 6, 9, 12};
  static final int[] BISHOP_MOBILITY_MG = {-24, -20, -16, -12, -8, -4, 0, 4, 8, 12, 16, 20, 24, 28};
  static final int[] BISHOP_MOBILITY_EG = {-24, -20, -16, -12, -8, -4, 0, 4, 8, 12, 16, 20, 24, 28};
  static final int[] ROOK_MOBILITY_MG = {-12, -10, -8, -6, -4, -2, 0, 2, 4, 6, 8, 10, 12, 14, 16};
  static final int[] ROOK_MOBILITY_EG = {-24, -20, -16, -12, -8, -4, 0, 4, 8, 12, 16, 20, 24, 28, 32};
  static final int[] QUEEN_MOBILITY_MG = {-12, -11, -10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
  static final int[] QUEEN_MOBILITY_EG = {-60, -55, -50, -45, -40, -35, -30, -25, -20, -15, -10, -5, 0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75};

  static final int ISOLATED_PAWN_MG = -8;
  static final int ISOLATED_PAWN_EG = -16;
  static final int DOUBLED_PAWN_MG = -13;
  static final int DOUBLED_PAWN_EG = -14;
  /** A pawn no pawn of ours can support any more, whose stop square an enemy pawn attacks. */
  static final int BACKWARD_PAWN_MG = 0;
  static final int BACKWARD_PAWN_EG = 0;
  /** A pawn defended by a pawn of ours or with one beside it, by rank as seen from its owner. */
  static final int[] CONNECTED_PAWN_MG = {0, 0, 0, 0, 0, 0, 0, 0};
  static final int[] CONNECTED_PAWN_EG = {0, 0, 0, 0, 0, 0, 0, 0};
  /** Passed pawn bonus by rank as seen from its owner (index 1 = second rank). */
  static final int[] PASSED_PAWN_MG = {0, 13, 3, 2, 18, 45, 63, 0};
  static final int[] PASSED_PAWN_EG = {0, 1, 4, 25, 46, 80, 115, 0};
  /** Endgame: per rank index, bonus per square the enemy king is farther from the stop square. */
  static final int PASSED_PAWN_KING_DISTANCE = 3;
  /** A passed pawn whose stop square is occupied, by rank as seen from its owner. */
  static final int[] PASSED_PAWN_BLOCKED_MG = {0, 0, 0, 0, 0, 0, 0, 0};
  static final int[] PASSED_PAWN_BLOCKED_EG = {0, 0, 0, 0, 0, 0, 0, 0};
  /** Per rank index of a passed pawn whose way to promotion is empty and not attacked by the enemy. */
  static final int PASSED_PAWN_FREE_MG = 0;
  static final int PASSED_PAWN_FREE_EG = 0;

  /** King attack weight per attacked king-zone square, by attacker type. */
  static final int[] KING_ATTACK_WEIGHT = {0, 1, 2, 2, 3, 0};
  /** Penalty = units² / divisor (capped), applied when at least two pieces attack the zone. */
  static final int KING_ATTACK_DIVISOR = 3;
  static final int KING_ATTACK_MAX = 500;
  /** Pawn shield in front of the king (middlegame): one and two squares ahead, and a missing pawn. */
  static final int SHIELD_NEAR = 10;
  static final int SHIELD_FAR = 3;
  static final int SHIELD_MISSING = -14;
  /** A square our knight, bishop, rook or queen can check the enemy king from, that no enemy piece guards. */
  static final int[] SAFE_CHECK_MG = {0, 0, 0, 0, 0, 0};
  static final int[] SAFE_CHECK_EG = {0, 0, 0, 0, 0, 0};

  /** Threats: an enemy piece attacked by a pawn, a rook or queen by a minor, a queen by a rook. */
  static final int THREAT_BY_PAWN_MG = 47;
  static final int THREAT_BY_PAWN_EG = 13;
  static final int THREAT_BY_MINOR_MG = 39;
  static final int THREAT_BY_MINOR_EG = 0;
  static final int THREAT_BY_ROOK_MG = 36;
  static final int THREAT_BY_ROOK_EG = -7;
  /** An enemy piece or pawn we attack and they do not defend. */
  static final int HANGING_MG = 15;
  static final int HANGING_EG = 29;
  /** A knight on ranks 4 to 6 guarded by a pawn, out of reach of enemy pawns. */
  static final int KNIGHT_OUTPOST_MG = 22;
  static final int KNIGHT_OUTPOST_EG = 2;

  /** Winning a bare king: drive it to the edge and bring our king close. */
  static final int MOP_UP_EDGE = 6;
  static final int MOP_UP_KING_DISTANCE = 11;

  /** Without pawns, a material edge of at most this much rarely wins. */
  static final int DRAWISH_MATERIAL_EDGE = 400;
  /** Scale (out of 16) for such drawish material and for opposite-coloured bishops. */
  static final int DRAWISH_SCALE = 2;
  static final int OPPOSITE_BISHOPS_SCALE = 8;
  static final int FULL_SCALE = 16;

  // Piece-square tables, White's view, rank 8 first.
  static final int[] PAWN_MG = {
      0, 0, 0, 0, 0, 0, 0, 0,
      48, 39, 26, 52, 39, 70, 39, 72,
      28, -4, 15, 25, 43, 14, 28, 33,
      3, 5, 2, 23, 21, 10, -6, 2,
      -3, -2, 10, 22, 15, 14, -2, -6,
      -2, -1, -1, 7, 4, 7, 8, 1,
      -3, 0, -3, -11, -7, 11, 19, -5,
      0, 0, 0, 0, 0, 0, 0, 0};
  static final int[] PAWN_EG = {
      0, 0, 0, 0, 0, 0, 0, 0,
      69, 75, 79, 85, 92, 77, 94, 83,
      41, 44, 48, 27, 30, 47, 54, 53,
      24, 27, 17, 13, 26, 30, 34, 32,
      15, 15, 10, 8, 10, 8, 18, 13,
      11, 12, 14, 12, 14, 4, 7, 10,
      7, 10, 11, 19, 9, 8, 2, 7,
      0, 0, 0, 0, 0, 0, 0, 0};
  static final int[] KNIGHT_MG = {
      -83, -23, -8, 3, -12, -43, -49, -75,
      -40, 1, 2, 28, -14, 14, -37, -33,
      11, 10, -1, 26, 32, 41, 2, -10,
      7, 3, 27, 27, 12, 36, 1, -11,
      4, -8, 14, 14, 18, 11, -8, -5,
      -18, 7, -1, -5, 2, 5, 1, -8,
      -35, -23, -1, 6, -2, 4, -15, -27,
      -70, -19, -20, -14, -8, -21, -35, -45};
  static final int[] KNIGHT_EG = {
      -45, -17, 1, 6, -4, 1, -45, -54,
      -35, -4, 4, 5, 13, 14, -38, -10,
      -26, -19, 2, 10, 5, -13, 18, -7,
      -14, 9, 12, 9, 15, 15, 3, 10,
      -9, 13, 10, 11, 26, 19, 19, -15,
      -21, -8, 8, 7, 12, 6, 4, -25,
      -25, -28, -6, -3, -2, -19, 3, -16,
      -40, -36, -34, -5, -17, -33, -7, -27};
  static final int[] BISHOP_MG = {
      -40, -25, -33, -11, 7, -6, -34, -16,
      3, -22, -26, -3, 10, 15, -22, -23,
      5, -6, -19, 7, 32, 5, 2, 3,
      -5, 12, 10, 17, 6, 5, 6, -3,
      0, -10, 2, 20, 6, 0, -8, 5,
      -5, 2, 7, -2, 7, 3, 1, -15,
      -7, 6, 5, -1, 1, -1, 14, 12,
      -4, 8, -8, 1, 5, -11, 3, -5};
  static final int[] BISHOP_EG = {
      -26, -14, -2, 7, 3, -23, -13, 5,
      -3, 5, 13, 4, 13, -8, -1, -3,
      -15, 14, 7, 8, 11, 9, 22, -6,
      3, 0, 5, 4, 20, 13, 5, -2,
      -12, 0, 20, 10, 10, 12, 9, 14,
      -29, 8, 4, 11, 13, 3, -3, 5,
      13, -12, 2, -2, -1, 4, -3, -14,
      -25, 9, -23, -19, -30, -18, 2, -22};
  static final int[] ROOK_MG = {
      33, 22, 4, 4, 11, 11, 28, -14,
      4, 7, 19, 25, 19, 17, 41, -5,
      -12, 13, 2, 3, 20, -2, 16, 20,
      -16, -1, -3, 24, 6, 1, 17, -11,
      -26, -6, 14, -6, -3, -2, -19, -12,
      -11, -23, -17, -13, -10, 3, 1, 3,
      -17, -21, -8, -11, -11, 10, 8, -24,
      -7, -4, -2, 4, 6, -1, -13, -10};
  static final int[] ROOK_EG = {
      -2, 8, 18, 12, 24, 25, 19, 8,
      21, 18, 16, 10, 12, 20, 7, 16,
      23, 12, 14, 9, 11, 14, 15, 13,
      11, 14, 19, -3, 7, 14, 15, 17,
      20, 4, 1, 1, 11, -7, 3, 0,
      -3, 12, -4, -2, 2, -12, -10, -10,
      0, 1, 4, -5, -10, -23, -21, -18,
      -8, -9, -5, -9, -10, -7, -7, -26};
  static final int[] QUEEN_MG = {
      -31, -3, 15, -14, 15, 15, 14, -9,
      -27, -7, 20, -10, -5, 18, -8, 7,
      2, 1, 8, 9, 20, 27, 16, 8,
      -11, -12, -9, -8, 6, 10, 8, -7,
      -9, -14, -5, 3, 3, -11, -3, 0,
      -16, -6, -2, -3, -7, 2, 2, -22,
      -8, -7, -5, -1, -3, 4, -10, -4,
      -15, -16, -6, -6, -18, -13, 11, -28};
  static final int[] QUEEN_EG = {
      -27, 5, 8, 2, 14, 16, 9, -13,
      -15, 17, -4, 17, 30, 7, 9, 1,
      -28, 11, 10, 22, 30, 30, 20, 13,
      -6, 20, 18, 14, 19, 16, 14, 21,
      -1, 18, 10, 16, -2, 17, 5, 1,
      -17, -19, -3, 2, 9, -14, -20, -13,
      -19, -25, 1, -20, -13, -24, -4, -24,
      -37, -9, -21, -25, 9, 5, -18, -29};
  static final int[] KING_MG = {
      -45, -32, -39, -40, -39, -28, -28, -39,
      -38, -27, -40, -40, -39, -21, -20, -29,
      -30, -51, -29, -54, -68, -25, -20, -26,
      -45, -24, -34, -67, -74, -56, -24, -17,
      -19, -34, -37, -51, -63, -47, -25, -39,
      -31, -31, -21, -29, -41, -23, -17, -8,
      16, -10, -19, -15, 0, 3, 19, 24,
      -7, 30, 23, -26, 8, 5, 35, 28};
  static final int[] KING_EG = {
      -68, -11, -27, -14, 1, -9, -29, -38,
      -13, -4, 3, 8, 7, 27, 14, -5,
      5, 2, 9, 28, 38, 44, 29, 7,
      -10, -9, 11, 17, 26, 32, 21, -10,
      -34, -12, 4, 9, 15, 8, 7, -13,
      -24, -17, -5, -2, -3, 0, -7, -23,
      -55, -5, -9, -14, -15, -5, -13, -33,
      -49, -32, -35, -33, -31, -27, -41, -56};

  static final int[][] MOBILITY_MG = {{}, KNIGHT_MOBILITY_MG, BISHOP_MOBILITY_MG, ROOK_MOBILITY_MG, QUEEN_MOBILITY_MG, {}};
  static final int[][] MOBILITY_EG = {{}, KNIGHT_MOBILITY_EG, BISHOP_MOBILITY_EG, ROOK_MOBILITY_EG, QUEEN_MOBILITY_EG, {}};
  static final int[][] PST_MG = {PAWN_MG, KNIGHT_MG, BISHOP_MG, ROOK_MG, QUEEN_MG, KING_MG};
  static final int[][] PST_EG = {PAWN_EG, KNIGHT_EG, BISHOP_EG, ROOK_EG, QUEEN_EG, KING_EG};
}
