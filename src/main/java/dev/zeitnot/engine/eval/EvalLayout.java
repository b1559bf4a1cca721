package dev.zeitnot.engine.eval;

import static dev.zeitnot.engine.eval.EvalParams.*;

import dev.zeitnot.chess.PieceType;
import java.util.ArrayList;
import java.util.List;

/**
 * Where each tunable number of {@link EvalParams} sits in one flat parameter vector, and the
 * evaluation's features (the things a weight is multiplied by). Feature {@code f} has a
 * middlegame weight at index {@code f} and an endgame weight at {@code FEATURES + f}; the tempo
 * bonus and the king-attack weights follow. Used by {@link EvalTrace} and by the tuner.
 *
 * <p>Not in the vector, because they are not weights of a sum: the phase weights, the
 * king-attack divisor and cap, and the scale factors and their threshold.
 */
public final class EvalLayout {

  public static final int MATERIAL = 0;
  /** Piece-square tables: feature {@code PST + type * 64 + i}, i the index in the table as written. */
  public static final int PST = MATERIAL + 6;
  /**
   * Mobility: feature {@code MOBILITY + MOBILITY_OFFSET[type] + squares}, one per number of safe
   * squares a knight (0..8), bishop (0..13), rook (0..14) or queen (0..27) reaches.
   */
  public static final int MOBILITY = PST + 6 * 64;
  static final int[] MOBILITY_OFFSET = {0, 0, 9, 23, 38, 66};
  public static final int PASSED_PAWN = MOBILITY + 66;
  public static final int BISHOP_PAIR = PASSED_PAWN + 8;
  public static final int ROOK_OPEN_FILE = BISHOP_PAIR + 1;
  public static final int ROOK_SEMI_OPEN_FILE = ROOK_OPEN_FILE + 1;
  public static final int ISOLATED_PAWN = ROOK_SEMI_OPEN_FILE + 1;
  public static final int DOUBLED_PAWN = ISOLATED_PAWN + 1;
  public static final int THREAT_BY_PAWN = DOUBLED_PAWN + 1;
  public static final int THREAT_BY_MINOR = THREAT_BY_PAWN + 1;
  public static final int THREAT_BY_ROOK = THREAT_BY_MINOR + 1;
  public static final int HANGING = THREAT_BY_ROOK + 1;
  public static final int KNIGHT_OUTPOST = HANGING + 1;
  /** Endgame only. */
  public static final int PASSED_PAWN_KING = KNIGHT_OUTPOST + 1;
  /** Middlegame only. */
  public static final int SHIELD_NEAR = PASSED_PAWN_KING + 1;
  public static final int SHIELD_FAR = SHIELD_NEAR + 1;
  public static final int SHIELD_MISSING = SHIELD_FAR + 1;
  /** Endgame only. */
  public static final int MOP_UP_EDGE = SHIELD_MISSING + 1;
  public static final int MOP_UP_KING = MOP_UP_EDGE + 1;
  public static final int BACKWARD_PAWN = MOP_UP_KING + 1;
  /** By rank as seen from the pawn's owner. */
  public static final int CONNECTED_PAWN = BACKWARD_PAWN + 1;
  public static final int PASSED_PAWN_BLOCKED = CONNECTED_PAWN + 8;
  public static final int PASSED_PAWN_FREE = PASSED_PAWN_BLOCKED + 8;
  /** By the checking piece's type (knight to queen). */
  public static final int SAFE_CHECK = PASSED_PAWN_FREE + 1;
  public static final int ROOK_SEVENTH = SAFE_CHECK + 6;
  public static final int MINOR_BEHIND_PAWN = ROOK_SEVENTH + 1;
  public static final int BISHOP_PAWNS = MINOR_BEHIND_PAWN + 1;
  public static final int BISHOP_OUTPOST = BISHOP_PAWNS + 1;
  public static final int THREAT_BY_PUSH = BISHOP_OUTPOST + 1;
  public static final int WEAK_KING_SQUARE = THREAT_BY_PUSH + 1;
  public static final int KING_PAWN_DISTANCE = WEAK_KING_SQUARE + 1;
  public static final int ROOK_BEHIND_PASSER = KING_PAWN_DISTANCE + 1;
  /** The number of features. */
  public static final int FEATURES = ROOK_BEHIND_PASSER + 1;

  /** Parameter index of the middlegame and endgame tempo bonus. */
  public static final int TEMPO_MG = 2 * FEATURES;
  public static final int TEMPO_EG = TEMPO_MG + 1;
  /** Parameter index of the king-attack weight of piece type 0 (pawn) to 5 (king). */
  public static final int KING_ATTACK_WEIGHT = TEMPO_EG + 1;
  /** The length of the parameter vector. */
  public static final int SIZE = KING_ATTACK_WEIGHT + 6;

  /**
   * One constant of {@link EvalParams}: its name, whether it is an array, and the parameter
   * indices its numbers sit at, in the order they are written.
   */
  public record Field(String name, boolean array, int[] indices) { }

  private static final List<Field> FIELDS = new ArrayList<>();
  private static final int[] CURRENT = new int[SIZE];

  static {
    array("MATERIAL_MG", mg(MATERIAL, 6), MATERIAL_MG);
    array("MATERIAL_EG", eg(MATERIAL, 6), MATERIAL_EG);
    scalar("TEMPO_MG", TEMPO_MG, EvalParams.TEMPO_MG);
    scalar("TEMPO_EG", TEMPO_EG, EvalParams.TEMPO_EG);
    pair("BISHOP_PAIR", BISHOP_PAIR, BISHOP_PAIR_MG, BISHOP_PAIR_EG);
    pair("ROOK_OPEN_FILE", ROOK_OPEN_FILE, ROOK_OPEN_FILE_MG, ROOK_OPEN_FILE_EG);
    pair("ROOK_SEMI_OPEN_FILE", ROOK_SEMI_OPEN_FILE, ROOK_SEMI_OPEN_FILE_MG, ROOK_SEMI_OPEN_FILE_EG);
    pair("ROOK_SEVENTH", ROOK_SEVENTH, ROOK_SEVENTH_MG, ROOK_SEVENTH_EG);
    pair("MINOR_BEHIND_PAWN", MINOR_BEHIND_PAWN, MINOR_BEHIND_PAWN_MG, MINOR_BEHIND_PAWN_EG);
    pair("BISHOP_PAWNS", BISHOP_PAWNS, BISHOP_PAWNS_MG, BISHOP_PAWNS_EG);
    String[] mobile = {"", "KNIGHT", "BISHOP", "ROOK", "QUEEN"};
    for (int type = PieceType.KNIGHT; type <= PieceType.QUEEN; type++) {
      int from = MOBILITY + MOBILITY_OFFSET[type];
      int length = MOBILITY_OFFSET[type + 1] - MOBILITY_OFFSET[type];
      array(mobile[type] + "_MOBILITY_MG", mg(from, length), EvalParams.MOBILITY_MG[type]);
      array(mobile[type] + "_MOBILITY_EG", eg(from, length), EvalParams.MOBILITY_EG[type]);
    }
    pair("ISOLATED_PAWN", ISOLATED_PAWN, ISOLATED_PAWN_MG, ISOLATED_PAWN_EG);
    pair("DOUBLED_PAWN", DOUBLED_PAWN, DOUBLED_PAWN_MG, DOUBLED_PAWN_EG);
    pair("BACKWARD_PAWN", BACKWARD_PAWN, BACKWARD_PAWN_MG, BACKWARD_PAWN_EG);
    array("CONNECTED_PAWN_MG", mg(CONNECTED_PAWN, 8), CONNECTED_PAWN_MG);
    array("CONNECTED_PAWN_EG", eg(CONNECTED_PAWN, 8), CONNECTED_PAWN_EG);
    array("PASSED_PAWN_MG", mg(PASSED_PAWN, 8), PASSED_PAWN_MG);
    array("PASSED_PAWN_EG", eg(PASSED_PAWN, 8), PASSED_PAWN_EG);
    scalar("PASSED_PAWN_KING_DISTANCE", FEATURES + PASSED_PAWN_KING, EvalParams.PASSED_PAWN_KING_DISTANCE);
    array("PASSED_PAWN_BLOCKED_MG", mg(PASSED_PAWN_BLOCKED, 8), PASSED_PAWN_BLOCKED_MG);
    array("PASSED_PAWN_BLOCKED_EG", eg(PASSED_PAWN_BLOCKED, 8), PASSED_PAWN_BLOCKED_EG);
    pair("PASSED_PAWN_FREE", PASSED_PAWN_FREE, PASSED_PAWN_FREE_MG, PASSED_PAWN_FREE_EG);
    array("KING_ATTACK_WEIGHT", range(KING_ATTACK_WEIGHT, 6), EvalParams.KING_ATTACK_WEIGHT);
    scalar("SHIELD_NEAR", SHIELD_NEAR, EvalParams.SHIELD_NEAR);
    scalar("SHIELD_FAR", SHIELD_FAR, EvalParams.SHIELD_FAR);
    scalar("SHIELD_MISSING", SHIELD_MISSING, EvalParams.SHIELD_MISSING);
    array("SAFE_CHECK_MG", mg(SAFE_CHECK, 6), SAFE_CHECK_MG);
    array("SAFE_CHECK_EG", eg(SAFE_CHECK, 6), SAFE_CHECK_EG);
    pair("THREAT_BY_PAWN", THREAT_BY_PAWN, THREAT_BY_PAWN_MG, THREAT_BY_PAWN_EG);
    pair("THREAT_BY_MINOR", THREAT_BY_MINOR, THREAT_BY_MINOR_MG, THREAT_BY_MINOR_EG);
    pair("THREAT_BY_ROOK", THREAT_BY_ROOK, THREAT_BY_ROOK_MG, THREAT_BY_ROOK_EG);
    pair("HANGING", HANGING, HANGING_MG, HANGING_EG);
    pair("KNIGHT_OUTPOST", KNIGHT_OUTPOST, KNIGHT_OUTPOST_MG, KNIGHT_OUTPOST_EG);
    pair("BISHOP_OUTPOST", BISHOP_OUTPOST, BISHOP_OUTPOST_MG, BISHOP_OUTPOST_EG);
    pair("THREAT_BY_PUSH", THREAT_BY_PUSH, THREAT_BY_PUSH_MG, THREAT_BY_PUSH_EG);
    pair("WEAK_KING_SQUARE", WEAK_KING_SQUARE, WEAK_KING_SQUARE_MG, WEAK_KING_SQUARE_EG);
    pair("KING_PAWN_DISTANCE", KING_PAWN_DISTANCE, KING_PAWN_DISTANCE_MG, KING_PAWN_DISTANCE_EG);
    pair("ROOK_BEHIND_PASSER", ROOK_BEHIND_PASSER, ROOK_BEHIND_PASSER_MG, ROOK_BEHIND_PASSER_EG);
    scalar("MOP_UP_EDGE", FEATURES + MOP_UP_EDGE, EvalParams.MOP_UP_EDGE);
    scalar("MOP_UP_KING_DISTANCE", FEATURES + MOP_UP_KING, EvalParams.MOP_UP_KING_DISTANCE);
    String[] pieces = {"PAWN", "KNIGHT", "BISHOP", "ROOK", "QUEEN", "KING"};
    for (int type = 0; type < 6; type++) {
      array(pieces[type] + "_MG", mg(PST + type * 64, 64), PST_MG[type]);
      array(pieces[type] + "_EG", eg(PST + type * 64, 64), PST_EG[type]);
    }
  }

  private EvalLayout() { }

  /** The constants of {@link EvalParams} the vector holds, in the order of the source file. */
  public static List<Field> fields() {
    return List.copyOf(FIELDS);
  }

  /** The parameter vector of the engine's evaluation as compiled ({@link EvalParams}). */
  public static int[] current() {
    return CURRENT.clone();
  }

  private static int[] range(int from, int length) {
    int[] indices = new int[length];
    for (int i = 0; i < length; i++) {
      indices[i] = from + i;
    }
    return indices;
  }

  private static int[] mg(int feature, int length) {
    return range(feature, length);
  }

  private static int[] eg(int feature, int length) {
    return range(FEATURES + feature, length);
  }

  private static void array(String name, int[] indices, int[] values) {
    FIELDS.add(new Field(name, true, indices));
    for (int i = 0; i < indices.length; i++) {
      CURRENT[indices[i]] = values[i];
    }
  }

  private static void scalar(String name, int index, int value) {
    FIELDS.add(new Field(name, false, new int[] {index}));
    CURRENT[index] = value;
  }

  private static void pair(String name, int feature, int mg, int eg) {
    scalar(name + "_MG", feature, mg);
    scalar(name + "_EG", FEATURES + feature, eg);
  }
}
