package dev.zeitnot.engine.syzygy;

import java.util.Arrays;

/**
 * The square numberings the Syzygy index is built from, derived here from their rules rather
 * than listed: the a1-d1-d4 triangle of the first piece, the squares below the a1-h8 diagonal,
 * the 462 placements of two kings, and the pawn orderings of the file-split tables; for the
 * variants whose pieces may stand side by side (atomic, antichess) the 518 placements of two
 * unlike pieces, the 278 of two like ones and the spiral order of a larger like group.
 */
final class IndexMaps {
  /** Placements of three pieces with the first one in the triangle (the pawnless index size). */
  static final int PIECE_TRIPLES = 31332;
  /** Placements of two kings with the first one in the triangle. */
  static final int KING_PAIRS = 462;
  /** Placements of two unlike pieces that may touch, the first one in the triangle. */
  static final int TOUCHING_PAIRS = 518;
  /** Placements of two like pieces, one of them in the triangle, up to the board's symmetries. */
  static final int LIKE_PAIRS = 278;
  static final int MAX_PIECES = 7;

  /** Triangle squares: the six off the diagonal (b1 c1 d1 c2 d2 d3), then a1 b2 c3 d4. */
  private static final int[] TRIANGLE_SQUARES = {1, 2, 3, 10, 11, 19, 0, 9, 18, 27};

  private static final int[] TRIANGLE = new int[64];
  private static final int[] LOWER = new int[64];
  private static final int[][] KINGS = new int[10][64];
  /** BINOMIAL[k][n] = n choose k. */
  private static final long[][] BINOMIAL = new long[MAX_PIECES][64];
  /** Index of the first placement with the leading pawn on a square, per number of leading pawns. */
  private static final long[][] LEAD_INDEX = new long[6][24];
  /** Placements of the leading pawns per file a-d, per number of leading pawns. */
  private static final long[][] LEAD_SIZE = new long[6][4];
  /** Codes of two like pieces by the triangle code of the first and the square of the second; -1 if not canonical. */
  private static final int[][] LIKE_PAIR = new int[10][64];
  /** Spiral order of the squares: the four middle ones first, outwards ring by ring, each ring counter-clockwise. */
  private static final int[] SPIRAL = new int[64];
  /** Index of the first placement of a like group with its first piece on a triangle code, per group size. */
  private static final long[][] LIKE_GROUP_INDEX = new long[6][10];
  /** Placements of a like group, per group size. */
  private static final long[] LIKE_GROUP_SIZE = new long[6];

  static {
    for (int sq = 0; sq < 64; sq++) {
      TRIANGLE[sq] = triangleCode(sq);
    }
    int below = 0;
    for (int sq = 0; sq < 64; sq++) {
      if (Integer.signum(rank(sq) - file(sq)) < 0) {
        LOWER[sq] = below++;
      }
    }
    for (int sq = 0; sq < 64; sq++) {
      if (offDiagonal(sq) == 0) {
        LOWER[sq] = 28 + file(sq);
      } else if (offDiagonal(sq) > 0) {
        LOWER[sq] = LOWER[flipDiagonal(sq)];
      }
    }
    for (int k = 0; k < MAX_PIECES; k++) {
      for (int n = 0; n < 64; n++) {
        long f = 1;
        long l = 1;
        for (int i = 0; i < k; i++) {
          f *= n - i;
          l *= i + 1;
        }
        BINOMIAL[k][n] = f / l;
      }
    }
    initKings();
    for (int lead = 0; lead < 6; lead++) {
      long sum = 0;
      for (int j = 0; j < 24; j++) {
        LEAD_INDEX[lead][j] = sum;
        sum += BINOMIAL[lead][pawnRank(square(j / 6, 1 + j % 6))];
        if (j % 6 == 5) {
          LEAD_SIZE[lead][j / 6] = sum;
          sum = 0;
        }
      }
    }
    initLikePairs();
    initSpiral();
    for (int size = 0; size < 6; size++) {
      long sum = 0;
      for (int t = 0; t < 10; t++) {
        LIKE_GROUP_INDEX[size][t] = sum;
        sum += BINOMIAL[size][SPIRAL[TRIANGLE_SQUARES[t]]];
      }
      LIKE_GROUP_SIZE[size] = sum;
    }
  }

  /**
   * Two like pieces: for each triangle square of the first, in triangle order, the second on any
   * square (the diagonal ones first when the first is on the diagonal) whose pair is its own
   * canonical form (see {@link #likePairCanonical}); no other placements get a code.
   */
  private static void initLikePairs() {
    int code = 0;
    for (int t = 0; t < 10; t++) {
      int first = TRIANGLE_SQUARES[t];
      Arrays.fill(LIKE_PAIR[t], -1);
      int[] order = new int[64];
      int n = 0;
      for (int pass = 0; pass < 2; pass++) {
        for (int sq = 0; sq < 64; sq++) {
          boolean diagonalFirst = offDiagonal(first) == 0;
          boolean takeNow = !diagonalFirst ? pass == 0 : pass == 0 ? offDiagonal(sq) == 0 : offDiagonal(sq) < 0;
          if (takeNow) {
            order[n++] = sq;
          }
        }
      }
      for (int i = 0; i < n; i++) {
        int second = order[i];
        int[] p = {first, second};
        likePairCanonical(p, p.length);
        if (second != first && p[0] == first && p[1] == second) {
          LIKE_PAIR[t][second] = code++;
        }
      }
    }
    if (code != LIKE_PAIRS) {
      throw new IllegalStateException(code + " like-pair codes, expected " + LIKE_PAIRS);
    }
  }

  private static void initSpiral() {
    for (int sq = 0; sq < 64; sq++) {
      int t = TRIANGLE[sq];
      int ring = t >= 6 ? (9 - t) * 4 : 16 + (5 - t) * 8;
      int before = 0;
      for (int other = 0; other < 64; other++) {
        before += TRIANGLE[other] == t && turn(other) < turn(sq) ? 1 : 0;
      }
      SPIRAL[sq] = ring + before;
    }
  }

  /** The angle of a square around the board's centre, counter-clockwise from straight down, in [0, 2 pi). */
  private static double turn(int sq) {
    double a = Math.atan2(rank(sq) - 3.5, file(sq) - 3.5) + Math.PI / 2;
    return a < 0 ? a + 2 * Math.PI : a;
  }

  /**
   * Brings two like pieces {@code p[0], p[1]} (and the other {@code n - 2} squares with them) to
   * the canonical form of their pair: the lower triangle code first, in the a1-d1-d4 triangle, on
   * the b1 side of the diagonal, the a5-a7-c5 corner case turned over.
   */
  static void likePairCanonical(int[] p, int n) {
    if (TRIANGLE[p[0]] > TRIANGLE[p[1]]) {
      swap(p, 0, 1);
    }
    if ((p[0] & 4) != 0) {
      for (int i = 0; i < n; i++) {
        p[i] ^= 7;
      }
    }
    if ((p[0] & 0x20) != 0) {
      for (int i = 0; i < n; i++) {
        p[i] ^= 0x38;
      }
    }
    if (offDiagonal(p[0]) > 0 || (offDiagonal(p[0]) == 0 && offDiagonal(p[1]) > 0)) {
      for (int i = 0; i < n; i++) {
        p[i] = flipDiagonal(p[i]);
      }
    }
    if (upperCorner(p[1]) && TRIANGLE[p[0]] == TRIANGLE[p[1]]) {
      swap(p, 0, 1);
      for (int i = 0; i < n; i++) {
        p[i] = flipDiagonal(p[i] ^ 0x38);
      }
    }
  }

  /** a5, b5, c5, a6, b6, a7: the squares of ranks 5-7 short of the a8-h1 diagonal. */
  private static boolean upperCorner(int sq) {
    return rank(sq) >= 4 && file(sq) + rank(sq) < 7;
  }

  private static void swap(int[] p, int i, int j) {
    int t = p[i];
    p[i] = p[j];
    p[j] = t;
  }

  private IndexMaps() {}

  private static int square(int file, int rank) {
    return rank * 8 + file;
  }

  static int file(int sq) {
    return sq & 7;
  }

  static int rank(int sq) {
    return sq >>> 3;
  }

  /** +1 above the a1-h8 diagonal (a2 side), 0 on it, -1 below it (b1 side). */
  static int offDiagonal(int sq) {
    return Integer.signum(rank(sq) - file(sq));
  }

  static int flipDiagonal(int sq) {
    return square(rank(sq), file(sq));
  }

  private static int triangleCode(int sq) {
    int f = file(sq) > 3 ? 7 - file(sq) : file(sq);
    int r = rank(sq) > 3 ? 7 - rank(sq) : rank(sq);
    int folded = r > f ? square(r, f) : square(f, r);
    for (int i = 0; i < TRIANGLE_SQUARES.length; i++) {
      if (TRIANGLE_SQUARES[i] == folded) {
        return i;
      }
    }
    throw new IllegalStateException("square " + sq + " folds outside the triangle");
  }

  /**
   * Two-king codes: the first king in the triangle, the second anywhere not next to it (and not
   * above the diagonal when the first is on it); pairs with both kings on the diagonal come last.
   */
  private static void initKings() {
    int code = 0;
    int[][] deferred = new int[64 * 10][];
    int deferredCount = 0;
    for (int t = 0; t < 10; t++) {
      int first = TRIANGLE_SQUARES[t];
      for (int second = 0; second < 64; second++) {
        KINGS[t][second] = -1;
        boolean touching = Math.abs(file(first) - file(second)) <= 1 && Math.abs(rank(first) - rank(second)) <= 1;
        if (touching || (offDiagonal(first) == 0 && offDiagonal(second) > 0)) {
          continue;
        }
        if (offDiagonal(first) == 0 && offDiagonal(second) == 0) {
          deferred[deferredCount++] = new int[] {t, second};
        } else {
          KINGS[t][second] = code++;
        }
      }
    }
    for (int i = 0; i < deferredCount; i++) {
      KINGS[deferred[i][0]][deferred[i][1]] = code++;
    }
  }

  static int triangle(int sq) {
    return TRIANGLE[sq];
  }

  static int lower(int sq) {
    return LOWER[sq];
  }

  /** Place along the a1-h8 diagonal (a1 = 0); for squares on the other long diagonal 8 + rank. */
  static int diagonal(int sq) {
    if (file(sq) == rank(sq)) {
      return file(sq);
    }
    return file(sq) + rank(sq) == 7 ? 8 + rank(sq) : 0;
  }

  static int kings(int firstSquare, int secondSquare) {
    return KINGS[TRIANGLE[firstSquare]][secondSquare];
  }

  /** Code of two unlike pieces that may touch, already in canonical form (the triple's rule for two). */
  static int touchingPair(int first, int second) {
    int s = second > first ? 1 : 0;
    if (offDiagonal(first) != 0) {
      return TRIANGLE[first] * 63 + second - s;
    }
    if (offDiagonal(second) != 0) {
      return 6 * 63 + diagonal(first) * 28 + LOWER[second];
    }
    return 6 * 63 + 4 * 28 + diagonal(first) * 7 + diagonal(second) - s;
  }

  /** Code of two like pieces in canonical form ({@link #likePairCanonical}). */
  static int likePair(int first, int second) {
    return LIKE_PAIR[TRIANGLE[first]][second];
  }

  static int spiral(int sq) {
    return SPIRAL[sq];
  }

  static long likeGroupIndex(int groupSize, int firstSquare) {
    return LIKE_GROUP_INDEX[groupSize - 1][TRIANGLE[firstSquare]];
  }

  static long likeGroupSize(int groupSize) {
    return LIKE_GROUP_SIZE[groupSize - 1];
  }

  static long binomial(int k, int n) {
    return n < 0 ? 0 : BINOMIAL[k][n];
  }

  /** Rank of the leading-pawn square (file a-d, rank 2-7) as file * 6 + rank - 1, mirrored for e-h. */
  static int leadSlot(int sq) {
    int r = rank(sq);
    if (r == 0 || r == 7) {
      return 0;
    }
    int f = file(sq) > 3 ? 7 - file(sq) : file(sq);
    return f * 6 + r - 1;
  }

  /**
   * Order of pawn squares: the higher, the nearer the a/h edge and, on one file, the lower the
   * rank; it is also the number of squares left to the other pawns when this one leads.
   */
  static int pawnRank(int sq) {
    int r = rank(sq);
    if (r == 0 || r == 7) {
      return 0;
    }
    int f = file(sq) > 3 ? 7 - file(sq) : file(sq);
    return 47 - 2 * (6 * f + r - 1) - (file(sq) > 3 ? 1 : 0);
  }

  static long leadIndex(int leadingPawns, int slot) {
    return LEAD_INDEX[leadingPawns - 1][slot];
  }

  static long leadSize(int leadingPawns, int fileIndex) {
    return LEAD_SIZE[leadingPawns - 1][fileIndex];
  }

  /** Number of ways to place {@code k} like pieces on {@code n} squares. */
  static long placements(int k, int n) {
    long f = n;
    long l = 1;
    for (int i = 1; i < k; i++) {
      f *= n - i;
      l *= i + 1;
    }
    return f / l;
  }
}
