package dev.zeitnot.engine.eval;

/**
 * Every number of the evaluation, in one place so it can be tuned by matches. Pairs are
 * (middlegame, endgame) in centipawns; the evaluation blends them by game phase. Piece-square
 * tables are written from White's side with rank 8 on top, as a board is drawn.
 */
final class EvalParams {

  private EvalParams() { }

  /** Material by piece type, pawn to king. */
  static final int[] MATERIAL_MG = {79, 324, 349, 469, 1001, 0};
  static final int[] MATERIAL_EG = {98, 298, 313, 527, 957, 0};

  /** Game phase weight by piece type; the sum over the start position is {@link #PHASE_TOTAL}. */
  static final int[] PHASE_WEIGHT = {0, 1, 1, 2, 4, 0};
  static final int PHASE_TOTAL = 24;

  /** Side to move bonus: the move is worth something. */
  static final int TEMPO_MG = 19;
  static final int TEMPO_EG = 6;

  static final int BISHOP_PAIR_MG = 24;
  static final int BISHOP_PAIR_EG = 54;

  static final int ROOK_OPEN_FILE_MG = 28;
  static final int ROOK_OPEN_FILE_EG = 4;
  static final int ROOK_SEMI_OPEN_FILE_MG = 17;
  static final int ROOK_SEMI_OPEN_FILE_EG = 13;

  /** Mobility: (bonus per reachable square, squares counted as neutral) by piece type. */
  static final int[] MOBILITY_MG = {0, 6, 4, 2, 1, 0};
  static final int[] MOBILITY_EG = {0, 3, 4, 4, 5, 0};
  static final int[] MOBILITY_NEUTRAL = {0, 4, 6, 6, 12, 0};

  static final int ISOLATED_PAWN_MG = -7;
  static final int ISOLATED_PAWN_EG = -16;
  static final int DOUBLED_PAWN_MG = -13;
  static final int DOUBLED_PAWN_EG = -16;
  /** Passed pawn bonus by rank as seen from its owner (index 1 = second rank). */
  static final int[] PASSED_PAWN_MG = {0, 12, 2, 7, 20, 42, 67, 0};
  static final int[] PASSED_PAWN_EG = {0, 6, 9, 24, 47, 79, 122, 0};
  /** Endgame: per rank index, bonus per square the enemy king is farther from the stop square. */
  static final int PASSED_PAWN_KING_DISTANCE = 3;

  /** King attack weight per attacked king-zone square, by attacker type. */
  static final int[] KING_ATTACK_WEIGHT = {0, 1, 2, 2, 3, 0};
  /** Penalty = units² / divisor (capped), applied when at least two pieces attack the zone. */
  static final int KING_ATTACK_DIVISOR = 3;
  static final int KING_ATTACK_MAX = 500;
  /** Pawn shield in front of the king (middlegame): one and two squares ahead, and a missing pawn. */
  static final int SHIELD_NEAR = 13;
  static final int SHIELD_FAR = 4;
  static final int SHIELD_MISSING = -15;

  /** Threats: an enemy piece attacked by a pawn, a rook or queen by a minor, a queen by a rook. */
  static final int THREAT_BY_PAWN_MG = 47;
  static final int THREAT_BY_PAWN_EG = 27;
  static final int THREAT_BY_MINOR_MG = 36;
  static final int THREAT_BY_MINOR_EG = 12;
  static final int THREAT_BY_ROOK_MG = 28;
  static final int THREAT_BY_ROOK_EG = 8;
  /** An enemy piece or pawn we attack and they do not defend. */
  static final int HANGING_MG = 24;
  static final int HANGING_EG = 20;
  /** A knight on ranks 4 to 6 guarded by a pawn, out of reach of enemy pawns. */
  static final int KNIGHT_OUTPOST_MG = 23;
  static final int KNIGHT_OUTPOST_EG = 6;

  /** Winning a bare king: drive it to the edge and bring our king close. */
  static final int MOP_UP_EDGE = 14;
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
      43, 43, 42, 50, 48, 56, 45, 56,
      21, 9, 20, 29, 30, 22, 21, 23,
      0, 4, 6, 22, 21, 6, -3, -1,
      0, -2, 10, 24, 16, 11, 1, -5,
      1, -1, 2, 9, 5, 2, 3, 0,
      0, 2, 1, -8, -9, 8, 15, -5,
      0, 0, 0, 0, 0, 0, 0, 0};
  static final int[] PAWN_EG = {
      0, 0, 0, 0, 0, 0, 0, 0,
      82, 82, 77, 83, 75, 78, 93, 84,
      52, 48, 50, 39, 38, 44, 52, 61,
      23, 27, 18, 13, 25, 33, 32, 32,
      14, 11, 5, 5, 7, 9, 15, 11,
      6, 10, 7, 8, 8, 3, 6, 7,
      2, 7, 8, 8, 7, 7, 1, 2,
      0, 0, 0, 0, 0, 0, 0, 0};
  static final int[] KNIGHT_MG = {
      -68, -29, -14, -11, -15, -27, -32, -65,
      -35, -8, -1, 17, 2, 10, -22, -23,
      -7, 1, 7, 20, 19, 23, 12, -15,
      -2, 4, 27, 28, 19, 27, 3, -3,
      -2, -1, 13, 15, 25, 17, -2, -5,
      -22, 7, 4, 5, 5, 4, 4, -8,
      -31, -22, 2, 8, 0, 6, -9, -31,
      -57, -20, -27, -9, -8, -25, -28, -49};
  static final int[] KNIGHT_EG = {
      -53, -29, -13, -10, -10, -14, -32, -52,
      -24, -8, -9, 7, 7, 1, -22, -23,
      -14, -11, -2, 7, 5, -2, 2, -13,
      -7, 6, 13, 8, 12, 17, 7, -7,
      -8, 5, 8, 9, 22, 13, 8, -18,
      -25, -5, 6, 3, 13, 8, -2, -15,
      -27, -17, 0, -1, -6, -12, -7, -23,
      -57, -30, -27, -8, -17, -27, -23, -43};
  static final int[] BISHOP_MG = {
      -27, -15, -17, -8, -3, -10, -17, -21,
      -4, -7, -7, 6, 7, 6, -6, -6,
      -6, 7, -3, 5, 18, 12, 4, -4,
      -4, 9, 2, 16, 6, 8, 9, -4,
      -3, -4, 4, 13, 3, 6, -7, -2,
      -12, 3, 10, 3, 7, 3, 6, -5,
      -3, 5, 7, 1, 2, -5, 14, -5,
      -15, -2, -10, -13, -4, -7, -7, -13};
  static final int[] BISHOP_EG = {
      -21, -18, -7, -2, -2, -17, -18, -13,
      -5, 1, 1, 3, 10, -3, -10, -10,
      -17, 8, -1, 4, 15, 10, 7, -2,
      -4, -1, 12, 8, 14, 14, 7, -4,
      -10, -1, 16, 8, 15, 12, 7, 0,
      -18, 0, 7, 9, 14, 3, 4, -3,
      -4, -13, -4, -2, 0, 6, 0, -6,
      -14, -4, -17, -12, -16, -15, -5, -14};
  static final int[] ROOK_MG = {
      13, 12, 12, 8, 12, 11, 13, 2,
      15, 14, 22, 19, 20, 21, 27, 8,
      -2, 8, 6, 2, 7, 6, 7, 8,
      -6, 6, 7, 8, 5, 7, 6, 2,
      -12, -6, 7, -1, -2, -7, -6, 0,
      -10, -7, -7, -7, -3, -3, 4, 0,
      -17, -13, 0, -6, -6, 4, 1, -18,
      -3, -4, 3, 6, 8, 1, -12, -11};
  static final int[] ROOK_EG = {
      6, 6, 11, 4, 13, 13, 13, 1,
      15, 11, 11, 7, 7, 11, 6, 6,
      8, 8, 7, 6, 7, 7, 8, 8,
      1, 8, 8, 3, 6, 7, 7, 8,
      8, 2, 5, -2, 3, -1, 1, -1,
      -7, -2, -7, -6, 1, -6, -3, 0,
      2, 0, -1, -6, -7, -8, -7, -8,
      -10, -7, -1, -8, -8, -5, -7, -13};
  static final int[] QUEEN_MG = {
      -27, -13, -2, -12, 3, -3, -3, -14,
      -17, 0, 7, 1, 6, 7, -1, -4,
      -7, 2, 5, 6, 13, 12, 7, -3,
      -3, -1, 0, -2, 2, 8, 7, 0,
      -4, -8, -1, 5, 1, 0, 5, -1,
      -17, -5, 0, -2, -1, -1, 3, -12,
      -3, -7, -3, 0, 1, -2, -2, -8,
      -24, -8, -3, -3, -9, -3, -3, -18};
  static final int[] QUEEN_EG = {
      -31, -9, -3, -10, 2, -2, -8, -20,
      -22, 2, 2, 11, 12, 6, 0, -10,
      -16, 6, 9, 20, 22, 17, 7, -2,
      -8, 7, 20, 14, 14, 16, 11, 3,
      -9, 2, 13, 18, 13, 11, 5, 0,
      -16, -7, 3, 8, 9, 3, -6, -10,
      -10, -12, 2, -3, -2, -7, -10, -17,
      -31, -11, -6, -13, 1, -3, -14, -22};
  static final int[] KING_MG = {
      -42, -36, -36, -46, -45, -36, -38, -38,
      -37, -36, -36, -50, -49, -34, -34, -36,
      -36, -41, -36, -49, -52, -36, -34, -37,
      -35, -37, -44, -55, -57, -42, -33, -28,
      -29, -35, -34, -46, -47, -36, -23, -27,
      -21, -27, -27, -29, -32, -20, -23, -9,
      3, 3, -11, -18, -12, 0, 16, 17,
      7, 26, 16, -13, 4, 4, 30, 22};
  static final int[] KING_EG = {
      -56, -23, -15, -10, -8, -18, -36, -44,
      -24, -3, 11, 5, 9, 13, -2, -22,
      -12, 11, 19, 27, 32, 28, 13, -12,
      -9, 3, 17, 23, 30, 32, 18, -8,
      -23, -2, 13, 18, 19, 14, 13, -10,
      -16, -7, 3, 7, 7, 8, 0, -20,
      -38, -4, -2, -3, -2, 5, -4, -23,
      -56, -30, -19, -27, -21, -21, -32, -47};

  static final int[][] PST_MG = {PAWN_MG, KNIGHT_MG, BISHOP_MG, ROOK_MG, QUEEN_MG, KING_MG};
  static final int[][] PST_EG = {PAWN_EG, KNIGHT_EG, BISHOP_EG, ROOK_EG, QUEEN_EG, KING_EG};
}
