package dev.zeitnot.engine.syzygy;

/**
 * The square numberings the Syzygy index is built from, derived here from their rules rather
 * than listed: the a1-d1-d4 triangle of the first piece, the squares below the a1-h8 diagonal,
 * the 462 placements of two kings, and the pawn orderings of the file-split tables.
 */
final class IndexMaps {
  /** Placements of three pieces with the first one in the triangle (the pawnless index size). */
  static final int PIECE_TRIPLES = 31332;
  /** Placements of two kings with the first one in the triangle. */
  static final int KING_PAIRS = 462;
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
