package dev.zeitnot.engine.eval;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;

/** Collects what {@link Evaluator} counts while it evaluates one position, into an {@link EvalTrace}. */
final class EvalTracer {

  private static final long DARK_SQUARES = 0xAA55AA55AA55AA55L;

  private final int[] counts = new int[EvalLayout.FEATURES];
  private final byte[] kingZoneHits = new byte[12];
  private final boolean[] kingAttack = new boolean[2];
  private int phase;

  /** Adds {@code count} occurrences of {@code feature} for {@code color}. */
  void count(int color, int feature, int count) {
    counts[feature] += color == Color.WHITE ? count : -count;
  }

  void kingZoneHits(int color, int type, int squares) {
    kingZoneHits[color * 6 + type] += (byte) squares;
  }

  void kingAttack(int color) {
    kingAttack[color] = true;
  }

  void phase(int value) {
    phase = value;
  }

  EvalTrace build(Position pos) {
    int nonZero = 0;
    for (int count : counts) {
      nonZero += count != 0 ? 1 : 0;
    }
    short[] features = new short[nonZero];
    short[] coefficients = new short[nonZero];
    int n = 0;
    for (int f = 0; f < counts.length; f++) {
      if (counts[f] != 0) {
        features[n] = (short) f;
        coefficients[n] = (short) counts[f];
        n++;
      }
    }
    byte[] pieceCounts = new byte[12];
    for (int color = 0; color < 2; color++) {
      for (int type = 0; type < 6; type++) {
        pieceCounts[color * 6 + type] = (byte) Long.bitCount(pos.pieces(color, type));
      }
    }
    return new EvalTrace(features, coefficients, phase, pos.sideToMove() == Color.WHITE,
        pos.isInsufficientMaterial(), kingZoneHits, kingAttack, pieceCounts, oppositeBishops(pos));
  }

  private static boolean oppositeBishops(Position pos) {
    long white = pos.pieces(Color.WHITE, PieceType.BISHOP);
    long black = pos.pieces(Color.BLACK, PieceType.BISHOP);
    long others = pos.pieces(PieceType.KNIGHT) | pos.pieces(PieceType.ROOK) | pos.pieces(PieceType.QUEEN);
    return others == 0 && Long.bitCount(white) == 1 && Long.bitCount(black) == 1
        && ((white & DARK_SQUARES) == 0) != ((black & DARK_SQUARES) == 0);
  }
}
