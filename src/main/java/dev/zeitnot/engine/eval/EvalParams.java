package dev.zeitnot.engine.eval;

/**
 * Every number of the evaluation, in one place so it can be tuned by matches. Pairs are
 * (middlegame, endgame) in centipawns; the evaluation blends them by game phase. Piece-square
 * tables are written from White's side with rank 8 on top, as a board is drawn.
 */
final class EvalParams {

  private EvalParams() { }

  /** Material by piece type, pawn to king. */
  static final int[] MATERIAL_MG = {82, 330, 350, 470, 1000, 0};
  static final int[] MATERIAL_EG = {100, 290, 305, 520, 950, 0};

  /** Game phase weight by piece type; the sum over the start position is {@link #PHASE_TOTAL}. */
  static final int[] PHASE_WEIGHT = {0, 1, 1, 2, 4, 0};
  static final int PHASE_TOTAL = 24;

  /** Side to move bonus: the move is worth something. */
  static final int TEMPO_MG = 15;
  static final int TEMPO_EG = 5;

  static final int BISHOP_PAIR_MG = 30;
  static final int BISHOP_PAIR_EG = 55;

  static final int ROOK_OPEN_FILE_MG = 25;
  static final int ROOK_OPEN_FILE_EG = 10;
  static final int ROOK_SEMI_OPEN_FILE_MG = 12;
  static final int ROOK_SEMI_OPEN_FILE_EG = 6;

  /** Mobility: (bonus per reachable square, squares counted as neutral) by piece type. */
  static final int[] MOBILITY_MG = {0, 4, 5, 2, 1, 0};
  static final int[] MOBILITY_EG = {0, 4, 5, 4, 2, 0};
  static final int[] MOBILITY_NEUTRAL = {0, 4, 6, 6, 12, 0};

  static final int ISOLATED_PAWN_MG = -8;
  static final int ISOLATED_PAWN_EG = -12;
  static final int DOUBLED_PAWN_MG = -10;
  static final int DOUBLED_PAWN_EG = -20;
  /** Passed pawn bonus by rank as seen from its owner (index 1 = second rank). */
  static final int[] PASSED_PAWN_MG = {0, 5, 8, 12, 25, 45, 75, 0};
  static final int[] PASSED_PAWN_EG = {0, 10, 15, 25, 45, 80, 130, 0};
  /** Endgame: per rank index, bonus per square the enemy king is farther from the stop square. */
  static final int PASSED_PAWN_KING_DISTANCE = 2;

  /** King attack weight per attacked king-zone square, by attacker type. */
  static final int[] KING_ATTACK_WEIGHT = {0, 2, 2, 3, 5, 0};
  /** Penalty = units² / divisor (capped), applied when at least two pieces attack the zone. */
  static final int KING_ATTACK_DIVISOR = 3;
  static final int KING_ATTACK_MAX = 500;
  /** Pawn shield in front of the king (middlegame): one and two squares ahead, and a missing pawn. */
  static final int SHIELD_NEAR = 12;
  static final int SHIELD_FAR = 6;
  static final int SHIELD_MISSING = -15;

  /** Threats: an enemy piece attacked by a pawn, a rook or queen by a minor, a queen by a rook. */
  static final int THREAT_BY_PAWN_MG = 50;
  static final int THREAT_BY_PAWN_EG = 35;
  static final int THREAT_BY_MINOR_MG = 30;
  static final int THREAT_BY_MINOR_EG = 20;
  static final int THREAT_BY_ROOK_MG = 30;
  static final int THREAT_BY_ROOK_EG = 15;
  /** An enemy piece or pawn we attack and they do not defend. */
  static final int HANGING_MG = 20;
  static final int HANGING_EG = 12;
  /** A knight on ranks 4 to 6 guarded by a pawn, out of reach of enemy pawns. */
  static final int KNIGHT_OUTPOST_MG = 25;
  static final int KNIGHT_OUTPOST_EG = 12;

  /** Winning a bare king: drive it to the edge and bring our king close. */
  static final int MOP_UP_EDGE = 10;
  static final int MOP_UP_KING_DISTANCE = 4;

  /** Without pawns, a material edge of at most this much rarely wins. */
  static final int DRAWISH_MATERIAL_EDGE = 400;
  /** Scale (out of 16) for such drawish material and for opposite-coloured bishops. */
  static final int DRAWISH_SCALE = 2;
  static final int OPPOSITE_BISHOPS_SCALE = 8;
  static final int FULL_SCALE = 16;

  // Piece-square tables, White's view, rank 8 first.
  static final int[] PAWN_MG = {
      0, 0, 0, 0, 0, 0, 0, 0,
      50, 50, 50, 55, 55, 50, 50, 50,
      15, 15, 25, 35, 35, 25, 15, 15,
      5, 5, 12, 25, 25, 12, 5, 5,
      0, 0, 8, 20, 20, 8, 0, 0,
      2, -2, 0, 5, 5, -5, -2, 2,
      0, 5, 5, -15, -15, 10, 10, 0,
      0, 0, 0, 0, 0, 0, 0, 0};
  static final int[] PAWN_EG = {
      0, 0, 0, 0, 0, 0, 0, 0,
      90, 90, 85, 80, 80, 85, 90, 90,
      55, 55, 50, 45, 45, 50, 55, 55,
      30, 28, 25, 20, 20, 25, 28, 30,
      15, 14, 10, 8, 8, 10, 14, 15,
      5, 5, 3, 2, 2, 3, 5, 5,
      0, 0, 0, 0, 0, 0, 0, 0,
      0, 0, 0, 0, 0, 0, 0, 0};
  static final int[] KNIGHT_MG = {
      -60, -30, -20, -15, -15, -20, -30, -60,
      -30, -15, 5, 10, 10, 5, -15, -30,
      -15, 5, 15, 20, 20, 15, 5, -15,
      -10, 10, 20, 25, 25, 20, 10, -10,
      -10, 5, 15, 20, 20, 15, 5, -10,
      -15, 0, 10, 12, 12, 10, 0, -15,
      -25, -15, 0, 5, 5, 0, -15, -25,
      -50, -25, -20, -15, -15, -20, -25, -50};
  static final int[] KNIGHT_EG = {
      -50, -30, -20, -15, -15, -20, -30, -50,
      -30, -15, -5, 0, 0, -5, -15, -30,
      -20, -5, 5, 10, 10, 5, -5, -20,
      -15, 0, 10, 15, 15, 10, 0, -15,
      -15, 0, 10, 15, 15, 10, 0, -15,
      -20, -5, 5, 10, 10, 5, -5, -20,
      -30, -15, -5, 0, 0, -5, -15, -30,
      -50, -30, -20, -15, -15, -20, -30, -50};
  static final int[] BISHOP_MG = {
      -20, -10, -10, -10, -10, -10, -10, -20,
      -10, 0, 0, 0, 0, 0, 0, -10,
      -10, 0, 5, 10, 10, 5, 0, -10,
      -10, 5, 5, 10, 10, 5, 5, -10,
      -10, 0, 10, 10, 10, 10, 0, -10,
      -10, 10, 10, 10, 10, 10, 10, -10,
      -10, 10, 0, 5, 5, 0, 10, -10,
      -20, -10, -12, -10, -10, -12, -10, -20};
  static final int[] BISHOP_EG = {
      -20, -12, -10, -8, -8, -10, -12, -20,
      -12, -5, 0, 2, 2, 0, -5, -12,
      -10, 0, 5, 8, 8, 5, 0, -10,
      -8, 2, 8, 10, 10, 8, 2, -8,
      -8, 2, 8, 10, 10, 8, 2, -8,
      -10, 0, 5, 8, 8, 5, 0, -10,
      -12, -5, 0, 2, 2, 0, -5, -12,
      -20, -12, -10, -8, -8, -10, -12, -20};
  static final int[] ROOK_MG = {
      5, 5, 5, 5, 5, 5, 5, 5,
      15, 20, 20, 20, 20, 20, 20, 15,
      0, 0, 0, 0, 0, 0, 0, 0,
      -5, 0, 0, 0, 0, 0, 0, -5,
      -5, 0, 0, 0, 0, 0, 0, -5,
      -5, 0, 0, 0, 0, 0, 0, -5,
      -10, -5, 0, 0, 0, 0, -5, -10,
      -5, -5, 0, 5, 5, 2, -5, -5};
  static final int[] ROOK_EG = {
      5, 5, 5, 5, 5, 5, 5, 5,
      10, 10, 10, 10, 10, 10, 10, 10,
      0, 0, 0, 0, 0, 0, 0, 0,
      0, 0, 0, 0, 0, 0, 0, 0,
      0, 0, 0, 0, 0, 0, 0, 0,
      0, 0, 0, 0, 0, 0, 0, 0,
      0, 0, 0, 0, 0, 0, 0, 0,
      -5, 0, 0, 0, 0, 0, 0, -5};
  static final int[] QUEEN_MG = {
      -20, -10, -10, -5, -5, -10, -10, -20,
      -10, -5, 0, 0, 0, 0, -5, -10,
      -10, 0, 5, 5, 5, 5, 0, -10,
      -5, 0, 5, 5, 5, 5, 0, -5,
      -5, 0, 5, 5, 5, 5, 0, -5,
      -10, 2, 5, 5, 5, 5, 2, -10,
      -10, 0, 2, 2, 2, 0, 0, -10,
      -20, -10, -10, 0, -5, -10, -10, -20};
  static final int[] QUEEN_EG = {
      -25, -15, -10, -5, -5, -10, -15, -25,
      -15, -5, 0, 5, 5, 0, -5, -15,
      -10, 0, 10, 15, 15, 10, 0, -10,
      -5, 5, 15, 20, 20, 15, 5, -5,
      -5, 5, 15, 20, 20, 15, 5, -5,
      -10, 0, 10, 15, 15, 10, 0, -10,
      -15, -5, 0, 5, 5, 0, -5, -15,
      -25, -15, -10, -5, -5, -10, -15, -25};
  static final int[] KING_MG = {
      -40, -40, -40, -50, -50, -40, -40, -40,
      -40, -40, -40, -50, -50, -40, -40, -40,
      -40, -40, -40, -50, -50, -40, -40, -40,
      -35, -40, -40, -50, -50, -40, -40, -35,
      -25, -30, -30, -40, -40, -30, -30, -25,
      -15, -20, -20, -25, -25, -20, -20, -15,
      10, 10, -5, -10, -10, -5, 10, 10,
      15, 30, 10, -5, 0, 10, 30, 15};
  static final int[] KING_EG = {
      -50, -30, -20, -15, -15, -20, -30, -50,
      -30, -10, 5, 10, 10, 5, -10, -30,
      -20, 5, 20, 25, 25, 20, 5, -20,
      -15, 10, 25, 30, 30, 25, 10, -15,
      -15, 5, 20, 25, 25, 20, 5, -15,
      -20, 0, 10, 15, 15, 10, 0, -20,
      -30, -10, 0, 5, 5, 0, -10, -30,
      -50, -35, -25, -20, -20, -25, -35, -50};

  static final int[][] PST_MG = {PAWN_MG, KNIGHT_MG, BISHOP_MG, ROOK_MG, QUEEN_MG, KING_MG};
  static final int[][] PST_EG = {PAWN_EG, KNIGHT_EG, BISHOP_EG, ROOK_EG, QUEEN_EG, KING_EG};
}
