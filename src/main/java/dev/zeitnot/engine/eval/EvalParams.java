package dev.zeitnot.engine.eval;

/**
 * Every number of the evaluation, in one place so it can be tuned by matches. Pairs are
 * (middlegame, endgame) in centipawns; the evaluation blends them by game phase. Piece-square
 * tables are written from White's side with rank 8 on top, as a board is drawn.
 */
final class EvalParams {

  private EvalParams() { }

  /** Material by piece type, pawn to king. */
  static final int[] MATERIAL_MG = {71, 302, 325, 421, 1002, 0};
  static final int[] MATERIAL_EG = {94, 335, 351, 585, 1029, 0};

  /** Game phase weight by piece type; the sum over the start position is {@link #PHASE_TOTAL}. */
  static final int[] PHASE_WEIGHT = {0, 1, 1, 2, 4, 0};
  static final int PHASE_TOTAL = 24;

  /** Side to move bonus: the move is worth something. */
  static final int TEMPO_MG = 16;
  static final int TEMPO_EG = 8;

  static final int BISHOP_PAIR_MG = 22;
  static final int BISHOP_PAIR_EG = 56;

  static final int ROOK_OPEN_FILE_MG = 28;
  static final int ROOK_OPEN_FILE_EG = -5;
  static final int ROOK_SEMI_OPEN_FILE_MG = 14;
  static final int ROOK_SEMI_OPEN_FILE_EG = 14;
  /** A rook on the 7th rank as seen from its owner. */
  static final int ROOK_SEVENTH_MG = 3;
  static final int ROOK_SEVENTH_EG = 6;
  /** A knight or bishop right behind a pawn (either side's), sheltered from the front. */
  static final int MINOR_BEHIND_PAWN_MG = 2;
  static final int MINOR_BEHIND_PAWN_EG = 8;
  /** Per bishop: each of our pawns on squares of the bishop's colour. */
  static final int BISHOP_PAWNS_MG = -1;
  static final int BISHOP_PAWNS_EG = -4;

  /** Mobility: bonus by the number of safe squares a piece reaches (index = squares), by piece type. */
  static final int[] KNIGHT_MOBILITY_MG = {-33, -15, -9, -7, -1, 1, 6, 11, 6};
  static final int[] KNIGHT_MOBILITY_EG = {-21, -18, -2, 11, 14, 21, 20, 19, 21};
  static final int[] BISHOP_MOBILITY_MG = {-28, -18, -14, -10, -6, -5, -3, 0, 0, 1, -3, 10, 10, 8};
  static final int[] BISHOP_MOBILITY_EG = {-30, -22, -8, 2, 7, 13, 17, 14, 15, 15, 15, 13, 11, 8};
  static final int[] ROOK_MOBILITY_MG = {-19, -9, -4, -2, -3, 0, 2, 2, 3, 4, 4, 2, -4, -2, -10};
  static final int[] ROOK_MOBILITY_EG = {-27, -12, -5, 3, 7, 13, 14, 19, 23, 26, 27, 32, 36, 35, 35};
  static final int[] QUEEN_MOBILITY_MG = {-18, -11, -10, -9, -7, -4, -7, -6, -3, -1, -1, -2, 2, 1, 6, 5, 6, 10, 3, -4, 13, 28, 0, -10, 5, -14, 0, 7};
  static final int[] QUEEN_MOBILITY_EG = {-54, -75, -76, -31, -31, -19, 0, 7, 9, 13, 23, 34, 18, 30, 22, 32, 35, 33, 40, 41, 37, 13, 40, 32, 26, 20, 45, 58};

  static final int ISOLATED_PAWN_MG = -8;
  static final int ISOLATED_PAWN_EG = -16;
  static final int DOUBLED_PAWN_MG = -10;
  static final int DOUBLED_PAWN_EG = -9;
  /** A pawn no pawn of ours can support any more, whose stop square an enemy pawn attacks. */
  static final int BACKWARD_PAWN_MG = 2;
  static final int BACKWARD_PAWN_EG = -6;
  /** A pawn defended by a pawn of ours or with one beside it, by rank as seen from its owner. */
  static final int[] CONNECTED_PAWN_MG = {0, 1, 5, 6, 10, 16, 52, 0};
  static final int[] CONNECTED_PAWN_EG = {0, -3, 3, 8, 12, 41, 59, 0};
  /** Passed pawn bonus by rank as seen from its owner (index 1 = second rank). */
  static final int[] PASSED_PAWN_MG = {0, 8, 3, 0, 12, 56, 90, 0};
  static final int[] PASSED_PAWN_EG = {0, -4, -9, 19, 46, 80, 103, 0};
  /** Endgame: per rank index, bonus per square the enemy king is farther from the stop square. */
  static final int PASSED_PAWN_KING_DISTANCE = 3;
  /** A passed pawn whose stop square is occupied, by rank as seen from its owner. */
  static final int[] PASSED_PAWN_BLOCKED_MG = {0, -6, -2, -12, -4, -8, -42, 0};
  static final int[] PASSED_PAWN_BLOCKED_EG = {0, -6, 2, 1, -7, -23, -46, 0};
  /** Per rank index of a passed pawn whose way to promotion is empty and not attacked by the enemy. */
  static final int PASSED_PAWN_FREE_MG = -19;
  static final int PASSED_PAWN_FREE_EG = 12;

  /** King attack weight per attacked king-zone square, by attacker type. */
  static final int[] KING_ATTACK_WEIGHT = {0, 2, 2, 2, 2, 0};
  /** Penalty = units² / divisor (capped), applied when at least two pieces attack the zone. */
  static final int KING_ATTACK_DIVISOR = 3;
  static final int KING_ATTACK_MAX = 500;
  /** Pawn shield in front of the king (middlegame): one and two squares ahead, and a missing pawn. */
  static final int SHIELD_NEAR = 4;
  static final int SHIELD_FAR = 1;
  static final int SHIELD_MISSING = -11;
  /** A square our knight, bishop, rook or queen can check the enemy king from, that no enemy piece guards. */
  static final int[] SAFE_CHECK_MG = {0, 48, 15, 44, 27, 0};
  static final int[] SAFE_CHECK_EG = {0, -3, 12, 3, 11, 0};

  /** Threats: an enemy piece attacked by a pawn, a rook or queen by a minor, a queen by a rook. */
  static final int THREAT_BY_PAWN_MG = 49;
  static final int THREAT_BY_PAWN_EG = 17;
  static final int THREAT_BY_MINOR_MG = 44;
  static final int THREAT_BY_MINOR_EG = 2;
  static final int THREAT_BY_ROOK_MG = 50;
  static final int THREAT_BY_ROOK_EG = -27;
  /** An enemy piece or pawn we attack and they do not defend. */
  static final int HANGING_MG = 14;
  static final int HANGING_EG = 27;
  /** A knight on ranks 4 to 6 guarded by a pawn, out of reach of enemy pawns. */
  static final int KNIGHT_OUTPOST_MG = 15;
  static final int KNIGHT_OUTPOST_EG = 6;
  /** The same for a bishop. */
  static final int BISHOP_OUTPOST_MG = 12;
  static final int BISHOP_OUTPOST_EG = 3;
  /** An enemy piece a pawn of ours would attack after a push to a square no enemy pawn attacks. */
  static final int THREAT_BY_PUSH_MG = 11;
  static final int THREAT_BY_PUSH_EG = 2;
  /** An enemy king-zone square we attack that no enemy pawn or piece but the king defends. */
  static final int WEAK_KING_SQUARE_MG = 7;
  static final int WEAK_KING_SQUARE_EG = -2;
  /** Per square of distance from our king to the nearest pawn (when there are pawns). */
  static final int KING_PAWN_DISTANCE_MG = 2;
  static final int KING_PAWN_DISTANCE_EG = -16;
  /** A rook of ours on the file of our passed pawn, behind it. */
  static final int ROOK_BEHIND_PASSER_MG = 0;
  static final int ROOK_BEHIND_PASSER_EG = 12;

  /** Winning a bare king: drive it to the edge and bring our king close. */
  static final int MOP_UP_EDGE = -54;
  static final int MOP_UP_KING_DISTANCE = 9;

  /** Without pawns, a material edge of at most this much rarely wins. */
  static final int DRAWISH_MATERIAL_EDGE = 400;
  /** Scale (out of 16) for such drawish material and for opposite-coloured bishops. */
  static final int DRAWISH_SCALE = 2;
  static final int OPPOSITE_BISHOPS_SCALE = 8;
  static final int FULL_SCALE = 16;

  // Piece-square tables, White's view, rank 8 first.
  static final int[] PAWN_MG = {
      0, 0, 0, 0, 0, 0, 0, 0,
      85, 31, 34, 51, 67, 75, 21, 49,
      12, 0, -4, 2, 23, 20, 42, 26,
      -3, -2, 0, 14, 15, 2, 3, 6,
      -4, -7, 4, 15, 7, 9, -2, -10,
      -3, -3, 1, 1, 1, 5, 9, -2,
      1, 4, 4, -5, -4, 18, 28, 2,
      0, 0, 0, 0, 0, 0, 0, 0};
  static final int[] PAWN_EG = {
      0, 0, 0, 0, 0, 0, 0, 0,
      50, 98, 91, 89, 57, 101, 100, 68,
      39, 37, 41, 30, 39, 35, 18, 47,
      26, 18, 16, 4, 16, 21, 22, 24,
      15, 17, 11, 13, 9, 12, 19, 13,
      16, 15, 13, 15, 21, 12, 9, 14,
      17, 16, 13, 24, 23, 18, 7, 8,
      0, 0, 0, 0, 0, 0, 0, 0};
  static final int[] KNIGHT_MG = {
      -58, -50, -16, 46, -23, -90, -33, -122,
      -31, -10, 10, 4, 2, -5, -32, -34,
      0, 11, -10, 32, 29, 29, -4, -2,
      15, 8, 17, 25, 8, 37, 4, 25,
      7, 5, 16, 1, 12, 6, 1, -6,
      -18, 4, 1, -1, 7, 2, 5, -13,
      -17, -10, 1, 2, -3, -3, -13, -22,
      -63, -19, -11, -17, 0, -13, -17, -49};
  static final int[] KNIGHT_EG = {
      -87, 5, 14, -10, 1, 21, -11, -30,
      -11, 7, -7, 17, 10, 2, 11, -19,
      -6, -8, 8, 14, 21, -2, 9, -20,
      -14, 1, 13, 11, 20, 8, 3, 3,
      -12, -1, 3, 17, 16, 16, 0, 6,
      -19, -15, -3, 8, 4, -7, -10, -20,
      -18, -15, -9, -10, -5, -14, 12, 1,
      -3, -23, -13, 7, -13, 0, -15, -61};
  static final int[] BISHOP_MG = {
      -6, -49, -39, -46, -19, 27, -6, 7,
      -45, -13, -14, -30, -3, 11, -38, -37,
      -11, -10, 0, -5, 44, 20, -9, -5,
      -4, 5, 14, 25, 3, 10, 14, -17,
      -1, -4, 1, 15, 10, 2, 0, 1,
      3, 2, 3, -2, 1, 9, -3, -5,
      -7, 6, 3, -4, -2, 0, 17, -1,
      -9, 10, -9, -2, 3, -14, 7, 5};
  static final int[] BISHOP_EG = {
      -6, 26, 7, 7, 7, -8, 7, 5,
      11, 4, 16, 10, 0, 0, 7, -5,
      0, 15, 17, 14, 7, 8, 7, 15,
      -9, 9, 8, 6, 21, 9, -1, 10,
      4, 8, 14, 21, 11, 11, 3, -12,
      -14, 13, 8, 15, 17, 2, 6, 8,
      6, -9, 5, 1, 0, 1, -12, -14,
      -10, 1, -10, -5, -16, -6, -13, 9};
  static final int[] ROOK_MG = {
      44, -14, 12, 30, 8, -11, 45, 28,
      1, 5, 20, 13, 23, 44, 13, 17,
      -6, -2, 9, 14, 24, 27, 21, -18,
      -10, 2, 13, -1, 12, -13, -9, -8,
      -19, -13, -1, -10, -2, -8, -14, -15,
      -22, -14, -15, -11, -14, -16, 1, -9,
      -16, -10, -7, -9, -16, 2, -1, -33,
      -10, -4, -2, 2, 4, -5, -25, -14};
  static final int[] ROOK_EG = {
      9, 29, 24, 19, 21, 36, 26, 31,
      28, 23, 20, 20, 15, 10, 13, 13,
      35, 26, 27, 16, 9, 11, 18, 26,
      24, 22, 18, 19, 11, 23, 25, 19,
      24, 18, 13, 15, 3, 5, 8, 1,
      7, 9, 7, 0, 6, -2, -16, -13,
      -3, -7, 0, -4, -6, -29, -10, -17,
      -6, -8, -2, -11, -13, -10, -3, -31};
  static final int[] QUEEN_MG = {
      -23, 18, 25, 13, 19, 39, 51, 27,
      -21, -24, -9, -7, -31, 53, -7, -6,
      -24, 5, -11, -25, 28, 16, 18, -5,
      -4, -11, -3, -9, -12, -2, -5, -11,
      -11, -12, -14, -5, -10, -13, 4, -7,
      -8, -12, -3, -12, -6, 2, -5, -7,
      -14, -13, -3, -2, -1, 2, -9, -9,
      -3, -4, -3, -4, -6, -3, 5, -23};
  static final int[] QUEEN_EG = {
      2, -8, -14, 4, 40, 33, 3, 25,
      -2, 16, 29, 30, 58, 26, 31, 34,
      11, -15, 15, 58, 19, 27, 32, 22,
      -17, 37, 24, 44, 53, 32, 50, 6,
      -6, 31, 26, 14, 24, 21, -3, 11,
      -16, 18, 2, 13, 7, -11, -2, -27,
      -29, -18, -17, -22, -15, -32, -30, -23,
      -46, -53, -52, -35, -25, -45, -52, -54};
  static final int[] KING_MG = {
      -53, -36, -4, -14, -36, -5, -7, -75,
      -36, -34, -43, -72, -64, -36, -17, -29,
      10, -5, -80, -76, -81, -28, -16, 0,
      -44, 2, -22, -90, -100, -58, 4, -10,
      5, -8, -50, -62, -57, -25, -11, -28,
      -49, -15, -12, -47, -30, -12, -6, -31,
      12, -10, 6, -22, -8, 15, 31, 20,
      -12, 25, 17, -30, 6, -1, 32, 23};
  static final int[] KING_EG = {
      -106, 27, 11, -17, 16, 48, 20, -105,
      37, 29, 35, 14, 32, 40, 47, -1,
      -13, 24, 22, 22, 24, 36, 42, 28,
      -13, -10, 8, 18, 21, 27, 9, -8,
      -34, -18, -5, 9, 5, 1, 0, -12,
      -27, -22, -19, -9, -8, -12, -16, -13,
      -29, -20, -18, -18, -19, -24, -28, -34,
      -63, -37, -31, -28, -40, -32, -45, -50};

  static final int[][] MOBILITY_MG = {{}, KNIGHT_MOBILITY_MG, BISHOP_MOBILITY_MG, ROOK_MOBILITY_MG, QUEEN_MOBILITY_MG, {}};
  static final int[][] MOBILITY_EG = {{}, KNIGHT_MOBILITY_EG, BISHOP_MOBILITY_EG, ROOK_MOBILITY_EG, QUEEN_MOBILITY_EG, {}};
  static final int[][] PST_MG = {PAWN_MG, KNIGHT_MG, BISHOP_MG, ROOK_MG, QUEEN_MG, KING_MG};
  static final int[][] PST_EG = {PAWN_EG, KNIGHT_EG, BISHOP_EG, ROOK_EG, QUEEN_EG, KING_EG};
}
