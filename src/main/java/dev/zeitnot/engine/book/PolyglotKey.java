package dev.zeitnot.engine.book;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Piece;
import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Square;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The Polyglot position key: the XOR of the published 781 random numbers (pieces, castling
 * rights, en-passant file, white to move). It differs from our own Zobrist key, so books made by
 * any Polyglot tool can be read.
 *
 * <p>Rules of the format: the en-passant file counts when the last move was a double step and a
 * pawn of the side to move stands beside the pushed pawn (legal or not). Castling rights are the
 * four FEN rights; in Chess960 a right counts as the king- or queen-side right of its colour
 * (the format's "outer rook" convention).
 */
public final class PolyglotKey {
  private static final int CASTLE = 768;
  private static final int EN_PASSANT = 772;
  private static final int TURN = 780;
  private static final long[] RANDOM = load();

  private PolyglotKey() {}

  /** The Polyglot key of {@code position}. */
  public static long of(Position position) {
    long key = 0;
    long occupied = position.occupied();
    while (occupied != 0) {
      int sq = Long.numberOfTrailingZeros(occupied);
      occupied &= occupied - 1;
      int piece = position.pieceAt(sq);
      int kind = 2 * Piece.type(piece) + (Piece.color(piece) == Color.WHITE ? 1 : 0);
      key ^= RANDOM[64 * kind + sq];
    }
    int rights = position.castlingRights();
    for (int i = 0; i < 4; i++) {
      if ((rights & (1 << i)) != 0) {
        key ^= RANDOM[CASTLE + i];
      }
    }
    int file = position.doublePushFile();
    if (file >= 0 && pawnBeside(position, file)) {
      key ^= RANDOM[EN_PASSANT + file];
    }
    if (position.sideToMove() == Color.WHITE) {
      key ^= RANDOM[TURN];
    }
    return key;
  }

  // The pushed pawn stands on rank 4 (white pushed) or 5 (black pushed); the side to move captures it.
  private static boolean pawnBeside(Position position, int file) {
    int us = position.sideToMove();
    int rank = us == Color.WHITE ? 4 : 3;
    long ours = position.pieces(us, PieceType.PAWN);
    return (file > 0 && (ours & (1L << Square.of(file - 1, rank))) != 0)
        || (file < 7 && (ours & (1L << Square.of(file + 1, rank))) != 0);
  }

  private static long[] load() {
    long[] values = new long[781];
    try (InputStream in = PolyglotKey.class.getResourceAsStream("polyglot-random64.txt")) {
      if (in == null) {
        throw new IllegalStateException("polyglot-random64.txt is missing from the jar");
      }
      BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII));
      for (int i = 0; i < values.length; i++) {
        values[i] = Long.parseUnsignedLong(reader.readLine().trim(), 16);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return values;
  }
}
