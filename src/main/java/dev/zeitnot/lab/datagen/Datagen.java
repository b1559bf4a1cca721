package dev.zeitnot.lab.datagen;

import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.builtin.Evaluation;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * Generates training data: {@link SelfPlay} games on several threads, appended to a
 * {@link GameRecordFile} in the order of their index, so the file depends only on the settings
 * and not on the number of threads or where an earlier run stopped. Positions are counted as the
 * training positions the games hold ({@link QuietFilter}).
 */
public final class Datagen {

  private static final long THREAD_STACK_BYTES = 64L * 1024 * 1024;
  private static final int REPORT_EVERY_GAMES = 100;

  /**
   * What to generate.
   *
   * @param out the games file (appended to; created if missing)
   * @param openings the book's positions as FEN
   * @param seed the seed of every game's randomness
   * @param nodes nodes per move
   * @param randomPlies random plies after the book position
   * @param threads games played at once
   * @param games stop when the file holds the games numbered below this (0: no limit)
   * @param positions stop once the file holds at least this many training positions (0: no limit)
   * @param evaluation the evaluation the engines play with (data from net N trains net N + 1)
   * @param nodesOvershootPercent 0: a move's search stops at {@code nodes}; above 0 it finishes the
   *     depth it is in, going past {@code nodes} by at most this percentage of it ({@code TimeParams})
   */
  public record Settings(Path out, List<String> openings, long seed, long nodes, int randomPlies,
      int threads, int games, long positions, Evaluation evaluation, int nodesOvershootPercent) {

    /** Settings with the engine's default evaluation and a hard node limit. */
    public Settings(Path out, List<String> openings, long seed, long nodes, int randomPlies, int threads, int games,
        long positions) {
      this(out, openings, seed, nodes, randomPlies, threads, games, positions, EngineSettings.DEFAULT_EVALUATION, 0);
    }

    public Settings {
      openings = List.copyOf(openings);
      if (threads < 1 || nodes < 1 || randomPlies < 0 || games < 0 || positions < 0) {
        throw new IllegalArgumentException("datagen needs threads >= 1, nodes >= 1 and no negative limit");
      }
    }
  }

  /** What a run did: the games it played and the training positions the file holds at the end. */
  public record Summary(int firstGame, int nextGame, long records) { }

  private final Settings settings;
  private final Consumer<String> progress;
  private final AtomicInteger nextToPlay = new AtomicInteger();
  private final TreeMap<Integer, Optional<GameRecord>> finished = new TreeMap<>();
  private int nextToWrite;
  private long records;
  private volatile boolean done;
  private OutputStream out;
  private final long startNanos = System.nanoTime();
  private long recordsAtStart;

  private Datagen(Settings settings, Consumer<String> progress) {
    this.settings = settings;
    this.progress = progress;
  }

  /** Runs until a limit is reached (or forever without one); reports progress now and then. */
  public static Summary run(Settings settings, Consumer<String> progress) throws IOException {
    return new Datagen(settings, progress).run();
  }

  private Summary run() throws IOException {
    GameRecordFile.Contents contents = GameRecordFile.prepareForAppend(settings.out());
    int first = contents.nextGame();
    records = contents.quietPositions();
    recordsAtStart = records;
    nextToPlay.set(first);
    nextToWrite = first;
    done = limitReached();
    try (OutputStream file = new BufferedOutputStream(Files.newOutputStream(settings.out(),
        StandardOpenOption.CREATE, StandardOpenOption.APPEND), 1 << 16)) {
      out = file;
      List<Thread> workers = new ArrayList<>();
      List<Throwable> failures = new ArrayList<>();
      for (int t = 0; t < settings.threads() && !done; t++) {
        Thread worker = new Thread(null, () -> work(failures), "datagen-" + t, THREAD_STACK_BYTES);
        workers.add(worker);
        worker.start();
      }
      for (Thread worker : workers) {
        try {
          worker.join();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          done = true;
        }
      }
      synchronized (failures) {
        if (!failures.isEmpty()) {
          throw new IllegalStateException("a datagen thread failed: " + failures.get(0), failures.get(0));
        }
      }
    }
    return new Summary(first, nextToWrite, records);
  }

  private void work(List<Throwable> failures) {
    try (SelfPlay selfPlay = new SelfPlay(settings.openings(), settings.seed(), settings.nodes(),
        settings.nodesOvershootPercent(), settings.randomPlies(), settings.evaluation())) {
      while (!done) {
        int index = nextToPlay.getAndIncrement();
        if (settings.games() > 0 && index >= settings.games()) {
          return;
        }
        finished(index, selfPlay.play(index));
      }
    } catch (RuntimeException | Error e) {
      synchronized (failures) {
        failures.add(e);
      }
      done = true;
    }
  }

  /** Writes the finished games that are next in order. */
  private synchronized void finished(int index, Optional<GameRecord> game) {
    finished.put(index, game);
    try {
      while (!done && finished.containsKey(nextToWrite)) {
        Optional<GameRecord> next = finished.remove(nextToWrite);
        if (next.isPresent()) {
          ByteArrayOutputStream bytes = new ByteArrayOutputStream();
          GameRecordFormat.write(new DataOutputStream(bytes), next.get());
          out.write(bytes.toByteArray());
          out.flush();
          long[] quiet = {0};
          next.get().forEachQuietPosition((pos, score) -> quiet[0]++);
          records += quiet[0];
        }
        nextToWrite++;
        if (nextToWrite % REPORT_EVERY_GAMES == 0) {
          report();
        }
        done = limitReached();
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + settings.out(), e);
    }
  }

  private boolean limitReached() {
    return (settings.positions() > 0 && records >= settings.positions())
        || (settings.games() > 0 && nextToWrite >= settings.games());
  }

  private void report() {
    double seconds = Math.max(1e-3, (System.nanoTime() - startNanos) / 1e9);
    progress.accept(String.format("games %d  positions %d  (%.0f positions/s this run)",
        nextToWrite, records, (records - recordsAtStart) / seconds));
  }
}
