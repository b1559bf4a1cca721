package dev.zeitnot.lab.nnue;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Position;
import dev.zeitnot.lab.datagen.GameRecord;
import dev.zeitnot.lab.datagen.GameRecordFile;
import dev.zeitnot.lab.datagen.SampleFormat;
import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Training positions held in memory in a compact form: per position its pieces (piece * 64 +
 * square), the side to move, the search score and the game's result for White. Read from
 * {@code datagen}'s games files (their training positions, {@link GameRecord#forEachQuietPosition})
 * or the older fixed-size sample files; positions whose score is beyond {@link #MAX_ABS_SCORE} (a won
 * game the search has already seen through) are left out when reading.
 */
public final class TrainingPositions {

  /** Scores beyond this say more about the search than about the position. */
  static final int MAX_ABS_SCORE = 3000;

  private int count;
  private int[] firstPiece = new int[1 << 16];
  private short[] pieces = new short[1 << 20];
  private byte[] blackToMove = new byte[1 << 16];
  private byte[] castling = new byte[1 << 16];
  private short[] whiteScore = new short[1 << 16];
  private byte[] whiteHalfPoints = new byte[1 << 16];
  private int[] game = new int[1 << 16];
  private int pieceCount;

  /** Reads every record of the files, in order. */
  public static TrainingPositions read(List<Path> files) throws IOException {
    TrainingPositions positions = new TrainingPositions();
    for (Path file : files) {
      if (GameRecordFile.isGamesFile(file)) {
        GameRecordFile.forEachGame(file, game -> game.forEachQuietPosition((pos, score) ->
            positions.add(pos, score, game.whiteHalfPoints(), game.index())));
        continue;
      }
      try (InputStream in = new BufferedInputStream(Files.newInputStream(file), 1 << 20)) {
        positions.readAll(new DataInputStream(in), file);
      }
    }
    positions.firstPiece[positions.count] = positions.pieceCount;
    return positions;
  }

  private void readAll(DataInputStream in, Path file) throws IOException {
    byte[] record = new byte[SampleFormat.BYTES];
    long index = 0;
    while (true) {
      try {
        in.readFully(record);
      } catch (EOFException end) {
        return;
      }
      add(record, file, index++);
    }
  }

  private void add(byte[] r, Path file, long index) throws IOException {
    int score = (short) (((r[34] & 0xFF) << 8) | (r[35] & 0xFF));
    if (Math.abs(score) > MAX_ABS_SCORE) {
      return;
    }
    int halfPoints = r[33] & 0xFF;
    if (halfPoints > 2) {
      throw new IOException(file + ": record " + index + " has a result of " + halfPoints + " half points");
    }
    grow();
    long occupancy = 0;
    for (int i = 4; i < 12; i++) {
      occupancy = (occupancy << 8) | (r[i] & 0xFF);
    }
    firstPiece[count] = pieceCount;
    int n = 0;
    for (long bits = occupancy; bits != 0; bits &= bits - 1, n++) {
      int square = Long.numberOfTrailingZeros(bits);
      int nibbles = r[12 + n / 2] & 0xFF;
      int piece = n % 2 == 0 ? nibbles >>> 4 : nibbles & 0xF;
      if (piece >= 12 || n >= 32) {
        throw new IOException(file + ": record " + index + " has a bad board");
      }
      pieces[pieceCount++] = (short) (piece * 64 + square);
    }
    blackToMove[count] = (byte) (r[28] & 1);
    castling[count] = (byte) ((r[28] >>> 1) & 0xF);
    whiteScore[count] = (short) score;
    whiteHalfPoints[count] = (byte) halfPoints;
    game[count] = ((r[0] & 0xFF) << 24) | ((r[1] & 0xFF) << 16) | ((r[2] & 0xFF) << 8) | (r[3] & 0xFF);
    count++;
  }

  private void add(Position pos, int scoreForSideToMove, int halfPoints, int gameIndex) {
    int whiteView = pos.sideToMove() == Color.WHITE ? scoreForSideToMove : -scoreForSideToMove;
    if (Math.abs(whiteView) > MAX_ABS_SCORE) {
      return;
    }
    grow();
    firstPiece[count] = pieceCount;
    for (long bits = pos.occupied(); bits != 0; bits &= bits - 1) {
      int square = Long.numberOfTrailingZeros(bits);
      pieces[pieceCount++] = (short) (pos.pieceAt(square) * 64 + square);
    }
    blackToMove[count] = (byte) (pos.sideToMove() == Color.WHITE ? 0 : 1);
    castling[count] = (byte) pos.castlingRights();
    whiteScore[count] = (short) whiteView;
    whiteHalfPoints[count] = (byte) halfPoints;
    game[count] = gameIndex;
    count++;
  }

  private void grow() {
    if (count + 1 >= firstPiece.length) {
      int size = firstPiece.length * 2;
      firstPiece = Arrays.copyOf(firstPiece, size);
      blackToMove = Arrays.copyOf(blackToMove, size);
      castling = Arrays.copyOf(castling, size);
      whiteScore = Arrays.copyOf(whiteScore, size);
      whiteHalfPoints = Arrays.copyOf(whiteHalfPoints, size);
      game = Arrays.copyOf(game, size);
    }
    if (pieceCount + 32 >= pieces.length) {
      pieces = Arrays.copyOf(pieces, pieces.length * 2);
    }
  }

  /** How many positions were kept. */
  public int size() {
    return count;
  }

  /** The side to move of position {@code i}. */
  int sideToMove(int i) {
    return blackToMove[i] == 0 ? Color.WHITE : Color.BLACK;
  }

  /**
   * Whether position {@code i} may be mirrored left to right without changing its value: no side
   * can castle any more (castling is the only rule that tells the a-side from the h-side).
   */
  boolean mirrorable(int i) {
    return castling[i] == 0;
  }

  /** The search score of position {@code i} from its side to move's view, in centipawns. */
  int scoreForSideToMove(int i) {
    return blackToMove[i] == 0 ? whiteScore[i] : -whiteScore[i];
  }

  /** The game's result from the side to move's view: 0, 0.5 or 1. */
  double resultForSideToMove(int i) {
    double white = whiteHalfPoints[i] / 2.0;
    return blackToMove[i] == 0 ? white : 1 - white;
  }

  /** The game position {@code i} comes from (numbered per data file). */
  int game(int i) {
    return game[i];
  }

  int firstPiece(int i) {
    return firstPiece[i];
  }

  int endPiece(int i) {
    return firstPiece[i + 1];
  }

  /** Piece {@code k}'s code {@code piece * 64 + square}. */
  int pieceSquare(int k) {
    return pieces[k];
  }
}
