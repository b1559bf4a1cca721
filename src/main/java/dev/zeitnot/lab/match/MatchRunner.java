package dev.zeitnot.lab.match;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Pgn;
import dev.zeitnot.engine.Engine;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Plays a match between two engines: openings in file order, each with both colours (a game
 * pair), several games at once (each worker has its own pair of engines), a result line per game
 * with the running score, and optionally every game appended to a PGN file as it finishes. With
 * an {@link Sprt} the match stops as soon as the test decides. A match stopped part way goes on
 * from its PGN file ({@link #resume}): its finished games count, the others are played.
 */
public final class MatchRunner {

  private static final Logger log = LoggerFactory.getLogger(MatchRunner.class);

  /**
   * @param games games to play; game {@code i} uses opening {@code i / 2} and gives the first
   *     engine white when {@code i} is even
   * @param concurrency games played at the same time
   * @param maxMoves full moves after which a game is drawn (0 = no cap)
   * @param pgnFile where to write the games, or null
   * @param nodesPerMove when positive, every move is searched with {@code go nodes} instead of the clock
   * @param sprt the test that ends the match early once decided ({@code games} is then a maximum), or null
   * @param adjudicate end games early when the engines' scores agree ({@link Adjudication#byScores})
   * @param nodesTime when positive, each move is charged the nodes searched divided by this many
   *     per millisecond instead of its wall time (the engines must count time the same way)
   */
  public record Settings(FischerClock timeControl, int games, int concurrency, int maxMoves, List<String> openings,
      Path pgnFile, long nodesPerMove, Sprt sprt, boolean adjudicate, long nodesTime) {

    /** A match on the clock, without a test. */
    public Settings(FischerClock timeControl, int games, int concurrency, int maxMoves, List<String> openings,
        Path pgnFile) {
      this(timeControl, games, concurrency, maxMoves, openings, pgnFile, 0, null, false, 0);
    }

    public Settings {
      if (nodesPerMove < 0) {
        throw new IllegalArgumentException("nodes per move must be positive (or 0 for the clock), was "
            + nodesPerMove);
      }
      if (nodesTime < 0 || (nodesTime > 0 && nodesPerMove > 0)) {
        throw new IllegalArgumentException("--nodes-time must be positive and goes with a clock (--tc), not with "
            + "--nodes; was " + nodesTime);
      }
      if (games < 1 || concurrency < 1) {
        throw new IllegalArgumentException("games and concurrency must be at least 1, were " + games + " and "
            + concurrency);
      }
      if (openings.isEmpty()) {
        throw new IllegalArgumentException("a match needs at least one opening");
      }
      openings = List.copyOf(openings);
    }
  }

  private final Settings settings;
  private final Supplier<Engine> engine1;
  private final Supplier<Engine> engine2;
  private final PrintStream out;
  private final MatchScore score = new MatchScore();
  private final AtomicBoolean aborted = new AtomicBoolean();
  private final AtomicBoolean decided = new AtomicBoolean();
  /** The test's decision when it first decided, with the games and the LLR then. */
  private volatile Sprt.Decision decision = Sprt.Decision.CONTINUE;
  private volatile int decidedAtGame;
  private volatile double decidedAtLlr;
  private volatile String name1 = "engine1";
  private volatile String name2 = "engine2";

  /** {@code engine1} and {@code engine2} start a fresh engine each time they are called. */
  public MatchRunner(Settings settings, Supplier<Engine> engine1, Supplier<Engine> engine2, PrintStream out) {
    this.settings = settings;
    this.engine1 = engine1;
    this.engine2 = engine2;
    this.out = out;
  }

  /**
   * Plays every game and prints the summary.
   *
   * @throws IllegalStateException when an engine cannot be started (the match stops)
   */
  public MatchScore run() {
    if (settings.pgnFile() != null) {
      writePgn("", StandardOpenOption.TRUNCATE_EXISTING);
    }
    return play(Set.of());
  }

  /**
   * Goes on with the match whose games the PGN file holds (a missing file is a match not begun):
   * its finished games count as played, the rest are played and appended, and an SPRT that those
   * games already decide ends the match at once.
   *
   * @throws IllegalArgumentException when the file holds a game of another match (round, opening
   *     or time control), or cannot be read
   * @throws IllegalStateException when an engine cannot be started (the match stops)
   */
  public MatchScore resume() {
    if (settings.pgnFile() == null) {
      throw new IllegalArgumentException("a match resumes from its PGN file: give --pgn");
    }
    EarlierGames earlier = EarlierGames.read(settings.pgnFile(), settings);
    earlier.results().forEach((index, result) -> score.add(index, result, index % 2 == 0));
    if (earlier.firstName() != null) {
      name1 = earlier.firstName();
      name2 = earlier.secondName();
    }
    synchronized (out) {
      out.printf("Resumed from %s: %d games finished, %s%s%n", settings.pgnFile(), score.games(), score.describe(),
          checkTest());
      out.flush();
    }
    return play(earlier.results().keySet());
  }

  private MatchScore play(Set<Integer> finished) {
    Queue<Integer> next = new ConcurrentLinkedQueue<>();
    for (int index = 0; index < settings.games(); index++) {
      if (!finished.contains(index)) {
        next.add(index);
      }
    }
    ExecutorService workers = Executors.newFixedThreadPool(settings.concurrency());
    List<Future<?>> running = new ArrayList<>();
    for (int i = 0; i < settings.concurrency(); i++) {
      running.add(workers.submit(() -> work(next)));
    }
    workers.shutdown();
    try {
      for (Future<?> worker : running) {
        worker.get();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      aborted.set(true);
    } catch (ExecutionException e) {
      aborted.set(true);
      throw new IllegalStateException("the match stopped: " + e.getCause().getMessage(), e.getCause());
    }
    printSummary();
    return score;
  }

  private void work(Queue<Integer> next) {
    Engine first = null;
    Engine second = null;
    try {
      Integer index;
      while (!aborted.get() && !decided.get() && (index = next.poll()) != null) {
        if (first == null) {
          first = engine1.get();
        }
        if (second == null) {
          second = engine2.get();
        }
        nameEngines(first, second);
        boolean firstIsWhite = index % 2 == 0;
        String opening = settings.openings().get(index / 2 % settings.openings().size());
        MatchGame match = new MatchGame(settings.timeControl(), settings.maxMoves(), System::nanoTime,
            settings.nodesPerMove(), settings.adjudicate(), settings.nodesTime());
        PlayedGame played = firstIsWhite ? match.play(first, second, opening) : match.play(second, first, opening);
        record(index, played, firstIsWhite);
        MatchOutcome result = played.result();
        boolean failed = result.termination() == MatchOutcome.Termination.ENGINE_FAILURE
            || result.termination() == MatchOutcome.Termination.TIME_FORFEIT;
        // An engine that crashed or overran its clock may be stuck mid-search: start it afresh.
        if (failed && (result.winner() == Color.BLACK) == firstIsWhite) {
          first.close();
          first = null;
        } else if (failed) {
          second.close();
          second = null;
        }
      }
    } catch (RuntimeException e) {
      aborted.set(true);
      throw e;
    } finally {
      if (first != null) {
        first.close();
      }
      if (second != null) {
        second.close();
      }
    }
  }

  private void nameEngines(Engine first, Engine second) {
    boolean same = first.name().equals(second.name());
    name1 = same ? first.name() + " (1)" : first.name();
    name2 = same ? second.name() + " (2)" : second.name();
  }

  private void record(int index, PlayedGame played, boolean firstIsWhite) {
    String white = firstIsWhite ? name1 : name2;
    String black = firstIsWhite ? name2 : name1;
    MatchOutcome result = played.result();
    synchronized (out) {
      score.add(index, result, firstIsWhite);
      String test = checkTest();
      out.printf("Game %d/%d (opening %d) %s - %s: %s (%s)  %s vs %s: %s%s%n", index + 1, settings.games(),
          index / 2 % settings.openings().size() + 1, white, black, result.resultToken(), result.reason(), name1,
          name2, score.describe(), test);
      out.flush();
    }
    if (settings.pgnFile() != null) {
      writePgn(pgn(index, played, white, black) + "\n", StandardOpenOption.APPEND);
    }
  }

  /**
   * Ends the match once the SPRT decides on the games so far; returns the test's state for the
   * score line ({@code   pairs [..]  LLR x.xx}; the pairs too, so a match stopped by hand still
   * shows what the test had seen), or "" without a test.
   */
  private String checkTest() {
    if (settings.sprt() == null) {
      return "";
    }
    double llr = settings.sprt().llr(score.pairs());
    Sprt.Decision now = settings.sprt().decide(llr);
    if (now != Sprt.Decision.CONTINUE && !decided.getAndSet(true)) {
      decision = now;
      decidedAtGame = score.games();
      decidedAtLlr = llr;
    }
    return String.format(Locale.ROOT, "  pairs %s  LLR %.2f", score.pairs(), llr);
  }

  /** The PGN {@code TimeControl} of the match's games: {@code -} when moves are limited by nodes. */
  static String timeControlTag(Settings settings) {
    return settings.nodesPerMove() > 0 ? "-" : settings.timeControl().toString();
  }

  private String pgn(int index, PlayedGame played, String white, String black) {
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Event", "zeitnot match " + name1 + " vs " + name2);
    tags.put("Site", "local");
    tags.put("Date", LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd")));
    tags.put("Round", Integer.toString(index + 1));
    tags.put("White", white);
    tags.put("Black", black);
    tags.put("Result", played.result().resultToken());
    tags.put("TimeControl", timeControlTag(settings));
    tags.put("Termination", played.result().termination().pgnTag());
    return Pgn.write(tags, played.game(), played.moveComments());
  }

  private synchronized void writePgn(String text, StandardOpenOption mode) {
    try {
      Files.writeString(settings.pgnFile(), text, StandardOpenOption.CREATE, StandardOpenOption.WRITE, mode);
    } catch (IOException e) {
      log.error("cannot write the PGN file {}: {}", settings.pgnFile(), e.getMessage());
      throw new UncheckedIOException(e);
    }
  }

  private void printSummary() {
    synchronized (out) {
      out.printf("Score of %s vs %s: %s after %d games%n", name1, name2, score.describe(), score.games());
      out.printf("Elo difference: %s%n", score.elo().describe());
      Pentanomial pairs = score.pairs();
      if (pairs.pairs() > 0) {
        out.printf("Pairs (0, 0.5, 1, 1.5, 2 points): %s of %d, Elo %s%n", pairs, pairs.pairs(),
            pairs.elo().describeWithError());
      }
      if (settings.sprt() != null) {
        out.printf("SPRT: %s%n", settings.sprt().describe(pairs, decision, decidedAtGame, decidedAtLlr));
      }
      out.printf("Losses on time: %s %d, %s %d%n", name1, score.timeLosses1(), name2, score.timeLosses2());
      out.flush();
    }
  }
}
