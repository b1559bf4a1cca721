package dev.zeitnot.engine.eval;

/**
 * Every number of the evaluation, in one place so it can be tuned by matches. Pairs are
 * (middlegame, endgame) in centipawns; the evaluation blends them by game phase. Piece-square
 * tables are written from White's side with rank 8 on top, as a board is drawn.
 */
final class EvalParams {

  private EvalParams() { }

  /** Material by piece type, pawn to king. */
  static final int[] MATERIAL_MG = {73, 321, 344, 453, 1024, 0};
  static final int[] MATERIAL_EG = {86, 324, 348, 574, 1023, 0};

  /** Game phase weight by piece type; the sum over the start position is {@link #PHASE_TOTAL}. */
  static final int[] PHASE_WEIGHT = {0, 1, 1, 2, 4, 0};
  static final int PHASE_TOTAL = 24;

  /** Side to move bonus: the move is worth something. */
  static final int TEMPO_MG = 26;
  static final int TEMPO_EG = 9;

  static final int BISHOP_PAIR_MG = 32;
  static final int BISHOP_PAIR_EG = 50;

  static final int ROOK_OPEN_FILE_MG = 32;
  static final int ROOK_OPEN_FILE_EG = -3;
  static final int ROOK_SEMI_OPEN_FILE_MG = 14;
  static final int ROOK_SEMI_OPEN_FILE_EG = 15;
  /** A rook on the 7th rank as seen from its owner. */
  static final int ROOK_SEVENTH_MG = 8;
  static final int ROOK_SEVENTH_EG = 5;
  /** A knight or bishop right behind a pawn (either side's), sheltered from the front. */
  static final int MINOR_BEHIND_PAWN_MG = 4;
  static final int MINOR_BEHIND_PAWN_EG = 12;
  /** Per bishop: each of our pawns on squares of the bishop's colour. */
  static final int BISHOP_PAWNS_MG = -2;
  static final int BISHOP_PAWNS_EG = -6;

  /** Mobility: bonus by the number of safe squares a piece reaches (index = squares), by piece type. */
  static final int[] KNIGHT_MOBILITY_MG = {-30, -9, -1, 4, 10, 13, 19, 23, 18};
  static final int[] KNIGHT_MOBILITY_EG = {-24, -20, -5, 7, 10, 19, 16, 14, 14};
  static final int[] BISHOP_MOBILITY_MG = {-29, -14, -7, -2, 3, 5, 7, 13, 11, 13, 13, 21, 19, 16};
  static final int[] BISHOP_MOBILITY_EG = {-29, -23, -11, -1, 4, 11, 16, 11, 15, 15, 13, 14, 12, 5};
  static final int[] ROOK_MOBILITY_MG = {-20, -6, 1, 4, 3, 6, 9, 10, 10, 11, 11, 9, 0, 8, 6};
  static final int[] ROOK_MOBILITY_EG = {-32, -15, -8, -1, 4, 8, 10, 16, 21, 24, 24, 31, 38, 31, 28};
  static final int[] QUEEN_MOBILITY_MG = {-24, -12, -11, -11, -8, -5, -7, -6, -2, 0, 1, 1, 5, 5, 11, 11, 11, 20, 12, 13, 26, 42, 4, -5, 14, -13, -3, -2};
  static final int[] QUEEN_MOBILITY_EG = {-51, -86, -78, -15, -22, -8, 11, 17, 19, 21, 29, 38, 24, 31, 24, 33, 35, 30, 33, 28, 24, -5, 32, 21, 16, 5, 37, 42};

  static final int ISOLATED_PAWN_MG = -7;
  static final int ISOLATED_PAWN_EG = -16;
  static final int DOUBLED_PAWN_MG = -10;
  static final int DOUBLED_PAWN_EG = -7;
  /** A pawn no pawn of ours can support any more, whose stop square an enemy pawn attacks. */
  static final int BACKWARD_PAWN_MG = 1;
  static final int BACKWARD_PAWN_EG = -12;
  /** A pawn defended by a pawn of ours or with one beside it, by rank as seen from its owner. */
  static final int[] CONNECTED_PAWN_MG = {0, 1, 9, 10, 15, 27, 69, 0};
  static final int[] CONNECTED_PAWN_EG = {0, -4, 1, 6, 14, 55, 73, 0};
  /** Passed pawn bonus by rank as seen from its owner (index 1 = second rank). */
  static final int[] PASSED_PAWN_MG = {0, 5, -1, -7, 11, 57, 95, 0};
  static final int[] PASSED_PAWN_EG = {0, -3, -9, 19, 42, 71, 88, 0};
  /** Endgame: per rank index, bonus per square the enemy king is farther from the stop square. */
  static final int PASSED_PAWN_KING_DISTANCE = 3;
  /** A passed pawn whose stop square is occupied, by rank as seen from its owner. */
  static final int[] PASSED_PAWN_BLOCKED_MG = {0, -11, -3, -14, -5, -12, -42, 0};
  static final int[] PASSED_PAWN_BLOCKED_EG = {0, 0, 2, 1, -5, -22, -50, 0};
  /** Per rank index of a passed pawn whose way to promotion is empty and not attacked by the enemy. */
  static final int PASSED_PAWN_FREE_MG = -23;
  static final int PASSED_PAWN_FREE_EG = 14;

  /** King attack weight per attacked king-zone square, by attacker type. */
  static final int[] KING_ATTACK_WEIGHT = {0, 2, 2, 3, 2, 0};
  /** Penalty = units² / divisor (capped), applied when at least two pieces attack the zone. */
  static final int KING_ATTACK_DIVISOR = 3;
  static final int KING_ATTACK_MAX = 500;
  /** Pawn shield in front of the king (middlegame): one and two squares ahead, and a missing pawn. */
  static final int SHIELD_NEAR = 3;
  static final int SHIELD_FAR = 1;
  static final int SHIELD_MISSING = -11;
  /** A square our knight, bishop, rook or queen can check the enemy king from, that no enemy piece guards. */
  static final int[] SAFE_CHECK_MG = {0, 52, 20, 54, 33, 0};
  static final int[] SAFE_CHECK_EG = {0, -5, 9, -2, 4, 0};

  /** Threats: an enemy piece attacked by a pawn, a rook or queen by a minor, a queen by a rook. */
  static final int THREAT_BY_PAWN_MG = 59;
  static final int THREAT_BY_PAWN_EG = 16;
  static final int THREAT_BY_MINOR_MG = 50;
  static final int THREAT_BY_MINOR_EG = 1;
  static final int THREAT_BY_ROOK_MG = 54;
  static final int THREAT_BY_ROOK_EG = -21;
  /** An enemy piece or pawn we attack and they do not defend. */
  static final int HANGING_MG = 15;
  static final int HANGING_EG = 24;
  /** A knight on ranks 4 to 6 guarded by a pawn, out of reach of enemy pawns. */
  static final int KNIGHT_OUTPOST_MG = 18;
  static final int KNIGHT_OUTPOST_EG = 9;
  /** The same for a bishop. */
  static final int BISHOP_OUTPOST_MG = 20;
  static final int BISHOP_OUTPOST_EG = 2;
  /** An enemy piece a pawn of ours would attack after a push to a square no enemy pawn attacks. */
  static final int THREAT_BY_PUSH_MG = 13;
  static final int THREAT_BY_PUSH_EG = 1;
  /** An enemy king-zone square we attack that no enemy pawn or piece but the king defends. */
  static final int WEAK_KING_SQUARE_MG = 11;
  static final int WEAK_KING_SQUARE_EG = -3;
  /** Per square of distance from our king to the nearest pawn (when there are pawns). */
  static final int KING_PAWN_DISTANCE_MG = 2;
  static final int KING_PAWN_DISTANCE_EG = -17;
  /** A rook of ours on the file of our passed pawn, behind it. */
  static final int ROOK_BEHIND_PASSER_MG = 4;
  static final int ROOK_BEHIND_PASSER_EG = 15;

  /** Winning a bare king: drive it to the edge and bring our king close. */
  static final int MOP_UP_EDGE = -48;
  static final int MOP_UP_KING_DISTANCE = 6;

  /** Without pawns, a material edge of at most this much rarely wins. */
  static final int DRAWISH_MATERIAL_EDGE = 400;
  /** Scale (out of 16) for such drawish material and for opposite-coloured bishops. */
  static final int DRAWISH_SCALE = 2;
  static final int OPPOSITE_BISHOPS_SCALE = 8;
  static final int FULL_SCALE = 16;

  // Piece-square tables, White's view, rank 8 first.
  static final int[] PAWN_MG = {
      0, 0, 0, 0, 0, 0, 0, 0,
      93, 30, 46, 54, 66, 74, 17, 43,
      12, 7, -3, 11, 24, 26, 47, 35,
      -1, 0, 4, 14, 22, 10, 13, 13,
      -5, -10, 4, 12, 7, 12, 3, -8,
      -8, -9, -2, -4, 1, 6, 9, -6,
      -1, 1, 6, -2, 3, 26, 33, -1,
      0, 0, 0, 0, 0, 0, 0, 0};
  static final int[] PAWN_EG = {
      0, 0, 0, 0, 0, 0, 0, 0,
      39, 102, 89, 77, 42, 83, 93, 53,
      34, 30, 41, 25, 35, 30, 9, 34,
      21, 15, 14, 1, 8, 12, 12, 13,
      14, 17, 12, 11, 7, 9, 13, 9,
      17, 15, 12, 16, 20, 13, 5, 12,
      19, 16, 14, 17, 25, 16, 5, 7,
      0, 0, 0, 0, 0, 0, 0, 0};
  static final int[] KNIGHT_MG = {
      -49, -62, -17, 62, -20, -110, -33, -143,
      -34, -4, 13, 1, -4, -5, -32, -42,
      -12, 22, -4, 36, 35, 45, 13, 7,
      23, 13, 21, 36, 17, 47, 11, 35,
      9, 12, 26, 10, 20, 15, 10, 0,
      -15, 6, 7, 6, 19, 10, 12, -5,
      -17, -14, 8, 11, 6, 2, -4, -15,
      -81, -19, -15, -4, 12, -10, -10, -52};
  static final int[] KNIGHT_EG = {
      -106, 8, 20, -15, -5, 19, -11, -11,
      -8, 5, -6, 15, 13, -4, 10, -23,
      2, -12, 15, 15, 20, -6, 6, -25,
      -18, 1, 15, 12, 18, 5, -4, 8,
      -10, 1, 2, 18, 16, 12, -4, 1,
      -27, -15, -1, 10, 4, -8, -9, -22,
      -26, -10, -14, -11, -9, -17, 9, 1,
      -16, -21, -13, -1, -13, 5, -22, -65};
  static final int[] BISHOP_MG = {
      7, -62, -30, -47, -15, 35, 2, 10,
      -50, -3, -15, -30, 0, -1, -37, -42,
      -4, -9, 7, -1, 54, 23, -7, 1,
      3, 15, 17, 34, 11, 21, 22, -7,
      3, 4, 9, 19, 19, 8, 10, 8,
      10, 9, 9, 4, 7, 17, 1, 6,
      -1, 12, 8, 2, 7, 7, 25, 1,
      -15, 16, -5, 8, 12, -8, 9, 12};
  static final int[] BISHOP_EG = {
      -5, 38, 3, 10, 7, -16, 12, 5,
      17, 4, 24, 12, 2, 5, 9, -13,
      -1, 20, 21, 16, 5, 11, 4, 18,
      -10, 6, 10, 4, 23, 1, -1, 7,
      8, 7, 9, 21, 7, 9, 1, -18,
      -13, 12, 8, 14, 18, 1, 4, 0,
      1, -11, 2, 1, -5, -2, -18, -23,
      -7, -5, -9, -8, -17, -11, -17, 3};
  static final int[] ROOK_MG = {
      42, -19, 10, 34, 7, -9, 50, 31,
      5, 5, 18, 19, 25, 54, 17, 10,
      -10, 10, 11, 25, 23, 24, 27, -14,
      0, 7, 20, 5, 19, -4, -2, -13,
      -19, -11, 5, -8, 1, -1, -10, -14,
      -22, -13, -15, -6, -9, -12, 1, -11,
      -16, -6, -6, -5, -12, 7, 1, -38,
      -7, -1, 4, 9, 10, 1, -25, -15};
  static final int[] ROOK_EG = {
      7, 32, 29, 20, 21, 35, 27, 30,
      27, 22, 21, 18, 15, 7, 11, 14,
      36, 20, 25, 11, 9, 9, 14, 25,
      18, 20, 14, 17, 10, 18, 22, 20,
      21, 15, 7, 15, 0, -1, 4, -2,
      6, 10, 7, -3, 1, -5, -14, -13,
      -4, -11, -3, -9, -9, -29, -12, -18,
      -6, -9, -6, -15, -17, -12, 0, -25};
  static final int[] QUEEN_MG = {
      -25, 27, 33, 17, 21, 49, 65, 15,
      -24, -26, -16, -16, -36, 65, -13, -7,
      -28, 2, -12, -30, 34, 25, 18, -2,
      -7, -11, -7, -8, -10, 2, -9, -15,
      -15, -11, -14, -5, -10, -14, 6, -12,
      -12, -13, -3, -12, -4, 8, -1, -6,
      -15, -10, -1, 0, 3, 8, -2, -20,
      -5, -3, 0, 1, 3, 8, 9, -11};
  static final int[] QUEEN_EG = {
      4, -11, -22, 4, 41, 25, -3, 25,
      -2, 23, 36, 36, 56, 17, 39, 40,
      19, -11, 20, 67, 15, 22, 32, 26,
      -19, 43, 30, 52, 56, 27, 60, 8,
      -5, 32, 29, 18, 31, 17, -5, 14,
      -13, 24, 6, 15, 3, -13, -3, -31,
      -22, -9, -19, -20, -18, -36, -45, -23,
      -46, -65, -52, -42, -43, -65, -65, -64};
  static final int[] KING_MG = {
      -64, -44, 6, -3, -35, -4, -7, -92,
      -49, -35, -53, -82, -78, -34, -17, -42,
      21, 15, -100, -75, -97, -33, -5, 3,
      -47, 7, -16, -90, -106, -65, 4, -16,
      10, 1, -41, -45, -58, -24, -4, -41,
      -47, 2, -5, -45, -24, -7, -9, -35,
      30, -15, 12, -22, -6, 15, 34, 18,
      -9, 34, 18, -38, 3, -11, 34, 21};
  static final int[] KING_EG = {
      -128, 32, 8, -10, 22, 56, 29, -133,
      39, 33, 33, 16, 29, 43, 39, -15,
      -22, 18, 22, 18, 17, 30, 35, 23,
      -5, -9, 11, 18, 17, 20, 2, -16,
      -32, -19, -5, 9, 11, 2, -2, -11,
      -22, -23, -16, -6, -4, -8, -12, -13,
      -19, -14, -16, -14, -13, -16, -24, -31,
      -65, -39, -28, -24, -36, -22, -42, -48};

  static final int[][] MOBILITY_MG = {{}, KNIGHT_MOBILITY_MG, BISHOP_MOBILITY_MG, ROOK_MOBILITY_MG, QUEEN_MOBILITY_MG, {}};
  static final int[][] MOBILITY_EG = {{}, KNIGHT_MOBILITY_EG, BISHOP_MOBILITY_EG, ROOK_MOBILITY_EG, QUEEN_MOBILITY_EG, {}};
  static final int[][] PST_MG = {PAWN_MG, KNIGHT_MG, BISHOP_MG, ROOK_MG, QUEEN_MG, KING_MG};
  static final int[][] PST_EG = {PAWN_EG, KNIGHT_EG, BISHOP_EG, ROOK_EG, QUEEN_EG, KING_EG};
}
