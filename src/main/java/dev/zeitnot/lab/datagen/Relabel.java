package dev.zeitnot.lab.datagen;

import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.Score;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.function.Consumer;

/**
 * Gives datagen's positions a better search score: each position of a {@link SampleFile} searched
 * again by another engine (Stockfish, or the built-in one deeper) to a fixed depth, written with
 * the same position and game result to a new file. The tuner then learns from a stronger judge
 * than the few thousand nodes the self-play games could afford. Resumable: a rerun continues
 * after the records the output already holds.
 */
public final class Relabel {

  /** Scores beyond this (and mates) are written as this many centipawns: the logistic curve is flat there. */
  public static final int DECISIVE_CP = 3000;
  private static final int REPORT_EVERY = 20_000;

  private Relabel() { }

  /** What a run did: the records it relabelled and the records the output holds at the end. */
  public record Summary(long relabelled, long records) { }

  /**
   * Relabels the records of {@code in} that {@code out} does not hold yet, with {@code engine}
   * searching each to {@code depth}; the engine starts a new game at each new game index.
   */
  public static Summary run(Path in, Path out, Engine engine, int depth, Consumer<String> progress)
      throws IOException {
    if (depth < 1) {
      throw new IllegalArgumentException("the relabelling depth must be at least 1, was " + depth);
    }
    List<Sample> samples = SampleFile.readAll(in);
    long done = SampleFile.count(out);
    if (done > samples.size()) {
      throw new IllegalArgumentException(out + " holds more records (" + done + ") than " + in + " ("
          + samples.size() + "): it was relabelled from another file");
    }
    if (Files.exists(out)) {
      try (RandomAccessFile file = new RandomAccessFile(out.toFile(), "rw")) {
        file.setLength(done * SampleFormat.BYTES);
      }
    }
    long startNanos = System.nanoTime();
    try (DataOutputStream data = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(out,
        StandardOpenOption.CREATE, StandardOpenOption.APPEND), 1 << 16))) {
      int game = -1;
      for (int i = (int) done; i < samples.size(); i++) {
        Sample sample = samples.get(i);
        if (sample.game() != game) {
          engine.newGame();
          game = sample.game();
        }
        SearchResult result = engine.search(SearchRequest.fen(sample.fen(), SearchLimits.depth(depth)),
            SearchListener.NONE);
        int score = centipawns(result);
        boolean whiteToMove = sample.fen().split(" ")[1].equals("w");
        SampleFormat.write(data, new Sample(sample.game(), sample.fen(), whiteToMove ? score : -score,
            sample.whiteHalfPoints()));
        if ((i + 1) % REPORT_EVERY == 0) {
          data.flush();
          double seconds = (System.nanoTime() - startNanos) / 1e9;
          progress.accept(String.format("relabelled %d of %d positions (%.0f a second this run)", i + 1,
              samples.size(), (i + 1 - done) / Math.max(seconds, 1e-9)));
        }
      }
    }
    return new Summary(samples.size() - done, samples.size());
  }

  /** The side to move's score, mates and huge scores held at {@link #DECISIVE_CP}. */
  static int centipawns(SearchResult result) {
    if (result.info() == null || result.info().score() == null) {
      throw new IllegalStateException("the engine reported no score for its move " + result.bestMove());
    }
    Score score = result.info().score();
    if (score.isMate()) {
      return score.mateIn() > 0 ? DECISIVE_CP : -DECISIVE_CP;
    }
    return Math.max(-DECISIVE_CP, Math.min(DECISIVE_CP, score.centipawns()));
  }
}
