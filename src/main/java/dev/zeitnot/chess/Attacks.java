package dev.zeitnot.chess;

/**
 * Attack sets of every piece, with sliding attacks from fancy magic bitboards (the magic numbers
 * are fixed constants in {@link Magics}; the tables are filled and checked at class initialisation).
 */
public final class Attacks {
  private static final long[] KNIGHT = new long[64];
  private static final long[] KING = new long[64];
  private static final long[][] PAWN = new long[2][64];
  private static final long[] BETWEEN = new long[64 * 64];
  private static final long[] LINE = new long[64 * 64];
  static final long[] ROOK_EMPTY = new long[64];
  static final long[] BISHOP_EMPTY = new long[64];

  private static final long[] ROOK_MASK = new long[64];
  private static final long[] ROOK_MAGIC = Magics.ROOK;
  private static final int[] ROOK_SHIFT = new int[64];
  private static final int[] ROOK_OFFSET = new int[64];
  private static final long[] BISHOP_MASK = new long[64];
  private static final long[] BISHOP_MAGIC = Magics.BISHOP;
  private static final int[] BISHOP_SHIFT = new int[64];
  private static final int[] BISHOP_OFFSET = new int[64];
  private static final long[] SLIDER_TABLE;

  private static final int[][] ROOK_DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  private static final int[][] BISHOP_DIRS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

  static {
    int[][] knightSteps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    int[][] kingSteps = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    for (int sq = 0; sq < 64; sq++) {
      KNIGHT[sq] = steps(sq, knightSteps);
      KING[sq] = steps(sq, kingSteps);
      PAWN[Color.WHITE][sq] = steps(sq, new int[][] {{-1, 1}, {1, 1}});
      PAWN[Color.BLACK][sq] = steps(sq, new int[][] {{-1, -1}, {1, -1}});
      ROOK_EMPTY[sq] = slide(sq, 0, ROOK_DIRS);
      BISHOP_EMPTY[sq] = slide(sq, 0, BISHOP_DIRS);
    }
    int rookSize = 0;
    int bishopSize = 0;
    for (int sq = 0; sq < 64; sq++) {
      ROOK_MASK[sq] = relevantMask(sq, ROOK_DIRS);
      BISHOP_MASK[sq] = relevantMask(sq, BISHOP_DIRS);
      rookSize += 1 << Long.bitCount(ROOK_MASK[sq]);
      bishopSize += 1 << Long.bitCount(BISHOP_MASK[sq]);
    }
    SLIDER_TABLE = new long[rookSize + bishopSize];
    int offset = 0;
    for (int sq = 0; sq < 64; sq++) {
      ROOK_OFFSET[sq] = offset;
      ROOK_SHIFT[sq] = 64 - Long.bitCount(ROOK_MASK[sq]);
      fill(sq, ROOK_MASK[sq], ROOK_MAGIC[sq], ROOK_SHIFT[sq], offset, ROOK_DIRS);
      offset += 1 << Long.bitCount(ROOK_MASK[sq]);
    }
    for (int sq = 0; sq < 64; sq++) {
      BISHOP_OFFSET[sq] = offset;
      BISHOP_SHIFT[sq] = 64 - Long.bitCount(BISHOP_MASK[sq]);
      fill(sq, BISHOP_MASK[sq], BISHOP_MAGIC[sq], BISHOP_SHIFT[sq], offset, BISHOP_DIRS);
      offset += 1 << Long.bitCount(BISHOP_MASK[sq]);
    }
    for (int a = 0; a < 64; a++) {
      for (int b = 0; b < 64; b++) {
        if (a == b) {
          continue;
        }
        long bbA = 1L << a;
        long bbB = 1L << b;
        if ((ROOK_EMPTY[a] & bbB) != 0) {
          LINE[a * 64 + b] = (ROOK_EMPTY[a] & ROOK_EMPTY[b]) | bbA | bbB;
          BETWEEN[a * 64 + b] = slide(a, bbB, ROOK_DIRS) & slide(b, bbA, ROOK_DIRS);
        } else if ((BISHOP_EMPTY[a] & bbB) != 0) {
          LINE[a * 64 + b] = (BISHOP_EMPTY[a] & BISHOP_EMPTY[b]) | bbA | bbB;
          BETWEEN[a * 64 + b] = slide(a, bbB, BISHOP_DIRS) & slide(b, bbA, BISHOP_DIRS);
        }
      }
    }
  }

  private Attacks() {}

  public static long knight(int sq) {
    return KNIGHT[sq];
  }

  public static long king(int sq) {
    return KING[sq];
  }

  /** Squares a pawn of {@code color} standing on {@code sq} attacks. */
  public static long pawn(int color, int sq) {
    return PAWN[color][sq];
  }

  public static long rook(int sq, long occupied) {
    return SLIDER_TABLE[ROOK_OFFSET[sq] + (int) (((occupied & ROOK_MASK[sq]) * ROOK_MAGIC[sq]) >>> ROOK_SHIFT[sq])];
  }

  public static long bishop(int sq, long occupied) {
    return SLIDER_TABLE[BISHOP_OFFSET[sq]
        + (int) (((occupied & BISHOP_MASK[sq]) * BISHOP_MAGIC[sq]) >>> BISHOP_SHIFT[sq])];
  }

  public static long queen(int sq, long occupied) {
    return rook(sq, occupied) | bishop(sq, occupied);
  }

  /** Squares strictly between a and b if they share a rank, file or diagonal, else empty. */
  public static long between(int a, int b) {
    return BETWEEN[a * 64 + b];
  }

  /** The whole rank, file or diagonal through a and b (edge to edge), or empty if not aligned. */
  public static long line(int a, int b) {
    return LINE[a * 64 + b];
  }

  /** Attacks of a non-pawn piece type from sq. */
  public static long of(int type, int sq, long occupied) {
    switch (type) {
      case PieceType.KNIGHT: return KNIGHT[sq];
      case PieceType.BISHOP: return bishop(sq, occupied);
      case PieceType.ROOK: return rook(sq, occupied);
      case PieceType.QUEEN: return queen(sq, occupied);
      case PieceType.KING: return KING[sq];
      default: throw new IllegalArgumentException("no occupancy-based attacks for piece type " + type);
    }
  }

  private static long steps(int sq, int[][] deltas) {
    long bb = 0;
    for (int[] d : deltas) {
      int f = Square.file(sq) + d[0];
      int r = Square.rank(sq) + d[1];
      if (f >= 0 && f < 8 && r >= 0 && r < 8) {
        bb |= 1L << Square.of(f, r);
      }
    }
    return bb;
  }

  private static long slide(int sq, long occupied, int[][] dirs) {
    long bb = 0;
    for (int[] d : dirs) {
      int f = Square.file(sq) + d[0];
      int r = Square.rank(sq) + d[1];
      while (f >= 0 && f < 8 && r >= 0 && r < 8) {
        long b = 1L << Square.of(f, r);
        bb |= b;
        if ((occupied & b) != 0) {
          break;
        }
        f += d[0];
        r += d[1];
      }
    }
    return bb;
  }

  /** The squares whose occupancy matters for a slider on sq: its rays without the board edge. */
  private static long relevantMask(int sq, int[][] dirs) {
    long bb = 0;
    for (int[] d : dirs) {
      int f = Square.file(sq) + d[0];
      int r = Square.rank(sq) + d[1];
      while (f + d[0] >= 0 && f + d[0] < 8 && r + d[1] >= 0 && r + d[1] < 8) {
        bb |= 1L << Square.of(f, r);
        f += d[0];
        r += d[1];
      }
    }
    return bb;
  }

  /** Stores the attacks of every occupancy subset at its magic slot; fails on a destructive collision. */
  private static void fill(int sq, long mask, long magic, int shift, int offset, int[][] dirs) {
    boolean[] used = new boolean[1 << Long.bitCount(mask)];
    long subset = 0;
    do {
      long attacks = slide(sq, subset, dirs);
      int index = (int) ((subset * magic) >>> shift);
      if (used[index] && SLIDER_TABLE[offset + index] != attacks) {
        throw new IllegalStateException("magic " + Long.toHexString(magic) + " collides on square " + Square.name(sq));
      }
      used[index] = true;
      SLIDER_TABLE[offset + index] = attacks;
      subset = (subset - mask) & mask;
    } while (subset != 0);
  }
}
