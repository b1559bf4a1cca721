package dev.zeitnot.chess;

/** Static helpers for 64-bit square sets (bit i set = square i occupied). */
public final class Bitboards {
  public static final long FILE_A = 0x0101010101010101L;
  public static final long FILE_H = FILE_A << 7;
  public static final long RANK_1 = 0xFFL;
  public static final long RANK_8 = RANK_1 << 56;

  private Bitboards() {}

  public static long file(int file) {
    return FILE_A << file;
  }

  public static long rank(int rank) {
    return RANK_1 << (8 * rank);
  }

  public static long bit(int sq) {
    return 1L << sq;
  }

  public static boolean contains(long bb, int sq) {
    return (bb & (1L << sq)) != 0;
  }

  /** Lowest set square; undefined for an empty set. */
  public static int first(long bb) {
    return Long.numberOfTrailingZeros(bb);
  }

  public static int count(long bb) {
    return Long.bitCount(bb);
  }

  public static boolean moreThanOne(long bb) {
    return (bb & (bb - 1)) != 0;
  }

  /** The squares of the set in ascending order. */
  public static int[] squares(long bb) {
    int[] out = new int[Long.bitCount(bb)];
    for (int i = 0; bb != 0; bb &= bb - 1) {
      out[i++] = Long.numberOfTrailingZeros(bb);
    }
    return out;
  }
}
