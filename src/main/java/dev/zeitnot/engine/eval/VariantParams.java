package dev.zeitnot.engine.eval;

/**
 * Every number of the variants' evaluations, in centipawns, in one table: the terms added to the
 * hand-written evaluation ({@link VariantTerms}) and the variants' own evaluations ({@link
 * AntichessEvaluation}, {@link HordeEvaluation}, {@link RacingKingsEvaluation}). Arrays by piece
 * type run pawn, knight, bishop, rook, queen (and king where it counts); by rank, from the side's
 * own first rank.
 */
final class VariantParams {

  private VariantParams() { }

  /** Material where a variant's own evaluation counts it plainly (horde, racing kings). */
  static final int[] PIECE_VALUE = {100, 320, 330, 500, 950};

  /** King of the hill: per step of king distance to the hill, with every piece on the board. */
  static final int HILL_STEP_OPENING = 20;
  /** King of the hill: per step of king distance to the hill, with only kings and pawns. */
  static final int HILL_STEP_ENDGAME = 110;

  /** Three-check: what 0, 1 and 2 checks given are worth (the third wins). */
  static final int[] CHECKS_GIVEN = {0, 150, 550};

  /** Antichess: what owning each piece costs (pieces are liabilities: the side with fewer is ahead). */
  static final int[] ANTICHESS_LIABILITY = {130, 20, 70, 130, 250, 50};
  /** Antichess: per square the side's pieces attack: room to give pieces away on one's own terms. */
  static final int ANTICHESS_MOBILITY = 2;

  /** Crazyhouse: a piece in hand, worth more than on the board, since it goes anywhere in one move. */
  static final int[] HAND_VALUE = {120, 330, 340, 480, 920};
  /** Crazyhouse: king danger units per square next to the king the enemy attacks. */
  static final int HOUSE_ZONE_ATTACK_UNITS = 2;
  /** Crazyhouse: king danger units per piece in the enemy's hand, when a square next to the king is empty. */
  static final int HOUSE_HAND_UNITS = 1;
  /** Crazyhouse: the king danger penalty per danger unit squared. */
  static final int HOUSE_DANGER_PER_UNIT_SQUARED = 3;
  /** Crazyhouse: the king danger penalty never exceeds this. */
  static final int HOUSE_DANGER_MAX = 700;

  /** Atomic: per own piece next to our king the enemy can capture (the capture explodes the king). */
  static final int ATOMIC_BLAST_THREAT = 250;
  /** Atomic: per square next to our king the enemy attacks. */
  static final int ATOMIC_KING_PRESSURE = 12;

  /** Horde: by rank, what a white pawn adds to its {@link #PIECE_VALUE} as it advances. */
  static final int[] HORDE_PAWN_ADVANCE = {0, 0, 5, 12, 25, 45, 90, 0};
  /** Horde: by rank, what a white pawn adds when no black pawn stands ahead of it or beside its path. */
  static final int[] HORDE_PASSED_PAWN = {0, 0, 10, 20, 40, 70, 120, 0};
  /** Horde: a white pawn defended by another. */
  static final int HORDE_PAWN_SUPPORTED = 8;
  /** Horde: per square a black piece attacks that black does not occupy. */
  static final int HORDE_BLACK_MOBILITY = 3;
  /** Horde: per white pawn attacking a square next to the black king. */
  static final int HORDE_PAWN_AT_KING = 30;
  /** Horde: below this many white pieces, each missing one brings black's win nearer. */
  static final int HORDE_FEW_PIECES = 12;
  /** Horde: per white piece missing below {@link #HORDE_FEW_PIECES}. */
  static final int HORDE_FEW_PIECES_STEP = 40;

  /** Racing kings: by rank of the king, how far along its race is (the 8th wins, unless black follows at once). */
  static final int[] RACE_RANK = {0, 40, 90, 150, 230, 330, 480, 700};
  /** Racing kings: the king cannot step up a rank: every square ahead of it is guarded or ours. */
  static final int RACE_BLOCKED = 120;
  /** Racing kings: per square ahead of the king that it may step to. */
  static final int RACE_FREE_STEP = 15;
  /** Racing kings and the own evaluations: what having the move is worth. */
  static final int TEMPO = 15;
}
