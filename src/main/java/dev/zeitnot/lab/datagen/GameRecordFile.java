package dev.zeitnot.lab.datagen;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * A file of {@link GameRecordFormat} games in ascending order of index. Datagen appends whole
 * games; a run cut off while writing leaves a partial last game, which {@link #prepareForAppend}
 * cuts so the next run plays that game again.
 */
public final class GameRecordFile {

  /** Sees each game of a file in order. */
  public interface GameVisitor {
    void visit(GameRecord game) throws IOException;
  }

  /** Where an existing file stands: the next game to play and the training positions it holds. */
  public record Contents(int nextGame, long quietPositions) { }

  private GameRecordFile() { }

  /** Whether {@code file} begins like a games file (and is not, say, the older fixed-size samples). */
  public static boolean isGamesFile(Path file) throws IOException {
    if (!Files.isRegularFile(file) || Files.size(file) < GameRecordFormat.MAGIC.length) {
      return false;
    }
    try (InputStream in = Files.newInputStream(file)) {
      return Arrays.equals(in.readNBytes(GameRecordFormat.MAGIC.length), GameRecordFormat.MAGIC);
    }
  }

  /** Streams every whole game of {@code file} to {@code visitor}; a cut last game is skipped. */
  public static void forEachGame(Path file, GameVisitor visitor) throws IOException {
    try (DataInputStream in = open(file)) {
      while (true) {
        GameRecord game;
        try {
          game = GameRecordFormat.read(in);
        } catch (EOFException end) {
          return;
        }
        visitor.visit(game);
      }
    }
  }

  /**
   * Makes {@code file} ready for appending games: a missing or empty file gets the header; a cut
   * last game is removed.
   *
   * @throws IOException when the file is not a games file
   */
  public static Contents prepareForAppend(Path file) throws IOException {
    if (!Files.exists(file) || Files.size(file) == 0) {
      Files.write(file, GameRecordFormat.MAGIC);
      return new Contents(0, 0);
    }
    if (!isGamesFile(file)) {
      throw new IOException(file + " is not a datagen games file; give datagen a new file name");
    }
    long wholeBytes = GameRecordFormat.MAGIC.length;
    int nextGame = 0;
    long[] positions = {0};
    try (DataInputStream in = open(file)) {
      while (true) {
        GameRecord game;
        try {
          game = GameRecordFormat.read(in);
        } catch (EOFException cut) {
          break;
        }
        wholeBytes += GameRecordFormat.size(game);
        nextGame = game.index() + 1;
        game.forEachQuietPosition((pos, score) -> positions[0]++);
      }
    }
    try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw")) {
      raf.setLength(wholeBytes);
    }
    return new Contents(nextGame, positions[0]);
  }

  private static DataInputStream open(Path file) throws IOException {
    DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file), 1 << 16));
    byte[] magic = in.readNBytes(GameRecordFormat.MAGIC.length);
    if (!Arrays.equals(magic, GameRecordFormat.MAGIC)) {
      in.close();
      throw new IOException(file + " is not a datagen games file");
    }
    return in;
  }
}
