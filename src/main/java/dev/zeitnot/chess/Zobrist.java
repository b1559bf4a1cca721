package dev.zeitnot.chess;

/** Fixed pseudo-random keys for Zobrist hashing (deterministic across runs, so keys can be pinned). */
final class Zobrist {
  static final long[] PIECE_SQUARE = new long[12 * 64];
  static final long[] CASTLING = new long[16];
  static final long[] EP_FILE = new long[8];
  static final long SIDE;
  /** Three-check: the checks a colour has given (1..3), {@code CHECKS[color * 4 + n]}. */
  static final long[] CHECKS = new long[8];
  /** Per {@link Variant}, in every key of its positions (0 for standard chess, whose keys stay as they were). */
  static final long[] VARIANT = new long[Variant.values().length];
  /** Crazyhouse: {@code POCKET[piece * 32 + n]} for n (1..31) of that piece in hand. */
  static final long[] POCKET = new long[12 * 32];

  static {
    long s = 0x1234_5678_9ABC_DEF1L;
    for (int i = 0; i < PIECE_SQUARE.length; i++) {
      s = next(s);
      PIECE_SQUARE[i] = mix(s);
    }
    long[] rights = new long[4];
    for (int i = 0; i < 4; i++) {
      s = next(s);
      rights[i] = mix(s);
    }
    for (int mask = 0; mask < 16; mask++) {
      for (int i = 0; i < 4; i++) {
        if ((mask & (1 << i)) != 0) {
          CASTLING[mask] ^= rights[i];
        }
      }
    }
    for (int i = 0; i < 8; i++) {
      s = next(s);
      EP_FILE[i] = mix(s);
    }
    SIDE = mix(next(s));
    // From a seed of their own, so the keys above stay what they were.
    long c = 0x0DDB_1A5E_5BAD_5EEDL;
    for (int i = 0; i < CHECKS.length; i++) {
      c = next(c);
      CHECKS[i] = mix(c);
    }
    for (int i = 1; i < VARIANT.length; i++) {
      c = next(c);
      VARIANT[i] = mix(c);
    }
    for (int i = 0; i < POCKET.length; i++) {
      c = next(c);
      POCKET[i] = mix(c);
    }
  }

  /** The key of whole pockets, counts by Piece index. */
  static long pockets(int[] pocket) {
    long k = 0;
    for (int piece = 0; piece < pocket.length; piece++) {
      k ^= pocket(piece, pocket[piece]);
    }
    return k;
  }

  /** The key of {@code count} of {@code piece} in a pocket (0 for none). */
  static long pocket(int piece, int count) {
    return count == 0 ? 0 : POCKET[piece * 32 + Math.min(count, 31)];
  }

  /** The key of {@code color} having given {@code checks} checks (0 has none). */
  static long checks(int color, int checks) {
    return checks == 0 ? 0 : CHECKS[color * 4 + Math.min(checks, 3)];
  }

  private Zobrist() {}

  static long piece(int piece, int sq) {
    return PIECE_SQUARE[piece * 64 + sq];
  }

  private static long next(long s) {
    return s + 0x9E3779B97F4A7C15L;
  }

  /** SplitMix64 finaliser. */
  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
