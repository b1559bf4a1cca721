package dev.zeitnot.lab.datagen;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A file of {@link SampleFormat} records, games in ascending order. Datagen appends whole games
 * to it; a run that was cut off leaves at most a partial last game, which
 * {@link #prepareForAppend} removes so the next run plays that game again.
 */
public final class SampleFile {

  private SampleFile() { }

  /**
   * Makes {@code file} ready to be appended to: cuts a partial last record and the records of the
   * last game (which may be incomplete). Returns the index of the game to play next (0 for a new
   * or empty file).
   */
  public static int prepareForAppend(Path file) throws IOException {
    if (!Files.exists(file)) {
      return 0;
    }
    try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw")) {
      long records = raf.length() / SampleFormat.BYTES;
      if (records == 0) {
        raf.setLength(0);
        return 0;
      }
      int last = gameAt(raf, records - 1);
      long keep = records - 1;
      while (keep > 0 && gameAt(raf, keep - 1) == last) {
        keep--;
      }
      raf.setLength(keep * SampleFormat.BYTES);
      return last;
    }
  }

  private static int gameAt(RandomAccessFile raf, long record) throws IOException {
    raf.seek(record * SampleFormat.BYTES);
    return raf.readInt();
  }

  /** The number of whole records in {@code file}. */
  public static long count(Path file) throws IOException {
    return Files.exists(file) ? Files.size(file) / SampleFormat.BYTES : 0;
  }

  /**
   * Every whole record of {@code file}, in order; of a games file ({@link GameRecordFile}), its
   * games' training positions.
   */
  public static List<Sample> readAll(Path file) throws IOException {
    if (GameRecordFile.isGamesFile(file)) {
      List<Sample> samples = new ArrayList<>();
      GameRecordFile.forEachGame(file, game -> samples.addAll(game.quietSamples()));
      return samples;
    }
    long records = count(file);
    List<Sample> samples = new ArrayList<>((int) Math.min(Integer.MAX_VALUE - 8, records));
    try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file), 1 << 16))) {
      for (long i = 0; i < records; i++) {
        samples.add(SampleFormat.read(in));
      }
    }
    return samples;
  }
}
