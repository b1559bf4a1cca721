package dev.zeitnot.engine.uci;

import dev.zeitnot.chess.Variant;
import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.SearchInfo;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An {@link Engine} that runs another program speaking UCI (Stockfish, or zeitnot's own {@code uci}
 * mode) as a child process. Fails with a {@link UciEngineException} naming the engine when the
 * process cannot start, exits, or stays silent past the limits it was given.
 */
public final class ExternalUciEngine implements Engine {

  private static final Logger log = LoggerFactory.getLogger(ExternalUciEngine.class);
  private static final String CHESS960_OPTION = "UCI_Chess960";
  /** Fairy-Stockfish's option naming the rules ({@link Variant#uciName()}); lichess-bot sends it too. */
  private static final String VARIANT_OPTION = "UCI_Variant";
  /** Environment variables never handed to an engine: the bot's secret token. */
  public static final Set<String> HIDDEN_VARIABLES = Set.of("LICHESS_BOT_TOKEN");
  /** util-linux's prlimit, which applies {@code memory_limit_mb} and then execs the engine. */
  public static final Path PRLIMIT = Path.of("/usr/bin/prlimit");
  /** How often a waiting search wakes up to check its deadline. */
  private static final long POLL_SLICE_MS = 50;

  /**
   * How long to wait for the engine.
   *
   * @param handshakeMs for {@code uciok} and {@code readyok}
   * @param stopGraceMs for {@code bestmove} after {@code stop}
   * @param searchGraceMs for {@code bestmove} beyond the movetime or the side's whole clock
   */
  public record Timeouts(long handshakeMs, long stopGraceMs, long searchGraceMs) {
    public static final Timeouts DEFAULT = new Timeouts(10_000, 5_000, 5_000);
  }

  private final UciConnection connection;
  private final Timeouts timeouts;
  private final String name;
  private final Set<String> optionNames;
  /** The values of the engine's {@code UCI_Variant} option ({@code var ...}); empty when it has none. */
  private final Set<String> variantNames;
  private final Object searchLock = new Object();
  private final Object stateLock = new Object();
  private boolean chess960;
  /** The rules the engine was last told ({@code UCI_Variant}); standard until a variant game comes. */
  private Variant variant = Variant.STANDARD;
  private boolean broken;
  // Guarded by stateLock: set while a go is outstanding, read by stop() and ponderHit() from other threads.
  private boolean searching;
  private long stopRequestedAtNanos;
  private long ponderHitAtNanos;
  /** A stop that came while no search was running: the next search is stopped as soon as it starts. */
  private boolean stopPending;

  private ExternalUciEngine(UciConnection connection, Timeouts timeouts, String name, Set<String> optionNames,
      Set<String> variantNames) {
    this.connection = connection;
    this.timeouts = timeouts;
    this.name = name;
    this.optionNames = optionNames;
    this.variantNames = Set.copyOf(variantNames);
  }

  /** Starts the command (program and arguments), completes the UCI handshake and sets the options. */
  public static ExternalUciEngine start(List<String> command, Map<String, String> options) {
    return start(command, options, Timeouts.DEFAULT);
  }

  /** As {@link #start(List, Map)} with explicit timeouts. */
  public static ExternalUciEngine start(List<String> command, Map<String, String> options, Timeouts timeouts) {
    return start(command, options, timeouts, null, true);
  }

  /**
   * As {@link #start(List, Map, Timeouts)}, the program started in {@code workingDirectory} (null:
   * ours), its stderr logged at DEBUG only when {@code logStderr}.
   */
  public static ExternalUciEngine start(List<String> command, Map<String, String> options, Timeouts timeouts,
      Path workingDirectory, boolean logStderr) {
    return start(command, options, timeouts, workingDirectory, logStderr, 0);
  }

  /** Whether {@code memoryLimitMb} can be applied here (util-linux's {@link #PRLIMIT} is installed). */
  public static boolean canLimitMemory() {
    return Files.isExecutable(PRLIMIT);
  }

  /**
   * As {@link #start(List, Map, Timeouts, Path, boolean)}, the process's writable memory (RLIMIT_DATA)
   * limited to {@code memoryLimitMb} MiB through {@link #PRLIMIT} (0: no limit); an allocation beyond
   * it fails inside the engine, which usually ends it, instead of the machine's OOM killer ending the bot.
   */
  public static ExternalUciEngine start(List<String> command, Map<String, String> options, Timeouts timeouts,
      Path workingDirectory, boolean logStderr, long memoryLimitMb) {
    return start(command, options, timeouts, workingDirectory, logStderr, memoryLimitMb, false);
  }

  /**
   * As {@link #start(List, Map, Timeouts, Path, boolean, long)}; with {@code debug}, every line to
   * and from the engine, from its handshake on, is logged at INFO instead of DEBUG.
   */
  public static ExternalUciEngine start(List<String> command, Map<String, String> options, Timeouts timeouts,
      Path workingDirectory, boolean logStderr, long memoryLimitMb, boolean debug) {
    if (memoryLimitMb > 0 && !canLimitMemory()) {
      throw new IllegalArgumentException("a memory limit needs " + PRLIMIT + " (util-linux), which is missing");
    }
    if (command.isEmpty()) {
      throw new IllegalArgumentException("the engine command is empty");
    }
    Process process;
    EngineProcessGroup group = EngineProcessGroup.create();
    try {
      ProcessBuilder builder = new ProcessBuilder(command);
      hideSecrets(builder.environment());
      if (workingDirectory != null) {
        builder.directory(workingDirectory.toFile());
      }
      List<String> limited = memoryLimitMb <= 0 ? command : withMemoryLimit(command, memoryLimitMb);
      process = group.prepare(builder, limited).start();
    } catch (IOException e) {
      throw new UciEngineException("cannot start engine " + command + ": " + e.getMessage()
          + " (check the path and that it is executable)", e);
    }
    String label = Path.of(command.get(0)).getFileName().toString();
    UciConnection connection = new UciConnection(label, process.getInputStream(), process.getOutputStream(), process,
        logStderr, group, debug);
    return connect(connection, options, timeouts);
  }

  /** {@code command} run by prlimit (which execs it: no shell, same process) with RLIMIT_DATA set. */
  static List<String> withMemoryLimit(List<String> command, long memoryLimitMb) {
    long bytes = memoryLimitMb * 1024 * 1024;
    List<String> argv = new ArrayList<>(List.of(PRLIMIT.toString(), "--data=" + bytes + ":" + bytes, "--"));
    argv.addAll(command);
    return argv;
  }

  /** Takes the bot's secrets out of a child's {@code environment}. */
  static void hideSecrets(Map<String, String> environment) {
    environment.keySet().removeAll(HIDDEN_VARIABLES);
  }

  /** Completes the handshake over an open connection; closes it when the handshake fails. */
  static ExternalUciEngine connect(UciConnection connection, Map<String, String> options, Timeouts timeouts) {
    try {
      connection.send("uci");
      String name = connection.label();
      Set<String> optionNames = new HashSet<>();
      Set<String> variantNames = new HashSet<>();
      long deadline = System.nanoTime() + timeouts.handshakeMs() * 1_000_000;
      while (true) {
        String line = pollUntil(connection, deadline, "uciok");
        if (line.equals("uciok")) {
          break;
        } else if (line.startsWith("id name ")) {
          name = line.substring("id name ".length()).trim();
        } else if (line.startsWith("option name ")) {
          optionName(line).ifPresent(optionNames::add);
          if (optionName(line).filter(VARIANT_OPTION::equals).isPresent()) {
            variantNames.addAll(comboValues(line));
          }
        }
      }
      ExternalUciEngine engine = new ExternalUciEngine(connection, timeouts, name, optionNames, variantNames);
      options.forEach(engine::setOption);
      engine.awaitReady();
      return engine;
    } catch (RuntimeException e) {
      connection.close();
      throw e;
    }
  }

  @Override
  public String name() {
    return name;
  }

  /**
   * Whether the engine plays {@code variant}: standard chess always, another variant only when the
   * engine's {@code UCI_Variant} option lists it (by {@link Variant#uciName()}, Fairy-Stockfish's names).
   */
  public boolean plays(Variant variant) {
    return variant == Variant.STANDARD || variantNames.contains(variant.uciName());
  }

  /** The names the engine's {@code UCI_Variant} option lists, sorted (empty: it has no such option). */
  public List<String> variantNames() {
    return variantNames.stream().sorted().toList();
  }

  /** Sends {@code setoption}; an option the engine did not declare is still sent, with a warning. */
  public void setOption(String option, String value) {
    if (!optionNames.contains(option)) {
      log.warn("{}: the engine declared no option '{}'; sending it anyway", name, option);
    }
    connection.send("setoption name " + option + " value " + value);
    if (option.equals(CHESS960_OPTION)) {
      chess960 = Boolean.parseBoolean(value);
    }
  }

  /**
   * Sends {@code ucinewgame} and waits for {@code readyok} now, so the engine's clean-up (clearing
   * its hash) is not charged to the clock of the first move.
   *
   * @throws UciEngineException when the engine has failed or does not answer
   */
  @Override
  public void newGame() {
    synchronized (searchLock) {
      if (broken) {
        throw new UciEngineException(name + ": the engine failed earlier and cannot start a game; restart it");
      }
      try {
        connection.send("ucinewgame");
        awaitReady();
      } catch (RuntimeException e) {
        broken = true;
        throw e;
      }
    }
  }

  @Override
  public SearchResult search(SearchRequest request, SearchListener listener) {
    synchronized (searchLock) {
      if (broken) {
        throw new UciEngineException(name + ": the engine failed earlier and cannot search; restart it");
      }
      try {
        applyChess960(request);
        applyVariant(request);
        return runSearch(request, listener);
      } catch (RuntimeException e) {
        broken = true;
        throw e;
      }
    }
  }

  /**
   * {@inheritDoc} A stop that arrives while no search runs is kept for the next search, which is
   * stopped as soon as its {@code go} is sent: the caller may have started the search on another
   * thread that has not sent it yet (a ponder search cancelled before it began).
   */
  @Override
  public void stop() {
    synchronized (stateLock) {
      if (!searching) {
        stopPending = true;
      } else if (stopRequestedAtNanos == 0) {
        stopRequestedAtNanos = System.nanoTime();
        connection.send("stop");
      }
    }
  }

  @Override
  public void ponderHit() {
    synchronized (stateLock) {
      if (searching && ponderHitAtNanos == 0) {
        ponderHitAtNanos = System.nanoTime();
        connection.send("ponderhit");
      }
    }
  }

  @Override
  public void close() {
    try {
      if (connection.isAlive()) {
        connection.send("quit");
      }
    } catch (UciEngineException e) {
      log.debug("{}: quit not delivered", name, e);
    }
    connection.close();
  }

  private void applyChess960(SearchRequest request) {
    if (request.chess960() != chess960) {
      if (!optionNames.contains(CHESS960_OPTION) && request.chess960()) {
        log.warn("{}: the engine declared no {} option; Chess960 castling may be misread", name, CHESS960_OPTION);
      }
      setOption(CHESS960_OPTION, Boolean.toString(request.chess960()));
      awaitReady();
    }
  }

  private void applyVariant(SearchRequest request) {
    if (request.variant() != variant) {
      if (!optionNames.contains(VARIANT_OPTION)) {
        log.warn("{}: the engine declared no {} option; it may not know the rules of {}", name, VARIANT_OPTION,
            request.variant().lichessKey());
      } else if (!plays(request.variant())) {
        log.warn("{}: its {} option does not list {} (it lists {}); it may play by other rules", name,
            VARIANT_OPTION, request.variant().uciName(), variantNames());
      }
      setOption(VARIANT_OPTION, request.variant().uciName());
      variant = request.variant();
      awaitReady();
    }
  }

  private SearchResult runSearch(SearchRequest request, SearchListener listener) {
    SearchLimits limits = request.limits();
    String start = UciPosition.rendered(request.initialFen(), request.chess960(), request.variant());
    int side = UciPosition.sideToMove(start, request.moves());
    connection.send(UciPosition.format(start, request.moves()));
    long startNanos = System.nanoTime();
    synchronized (stateLock) {
      searching = true;
      stopRequestedAtNanos = 0;
      ponderHitAtNanos = 0;
      // UCI has no word for the trips of the moves to come: the engine sees a clock without them.
      connection.send(UciGo.format(limits.foldTrips(side), request.searchMoves()));
      if (stopPending) {
        stopPending = false;
        stopRequestedAtNanos = System.nanoTime();
        connection.send("stop");
      }
    }
    try {
      long ownClockMs = limits.timeMs(side);
      SearchInfo lastInfo = null;
      while (true) {
        String line = connection.poll(POLL_SLICE_MS);
        if (line == null) {
          checkDeadline(limits, ownClockMs, startNanos);
        } else if (line.startsWith("bestmove")) {
          return bestMove(line, lastInfo);
        } else if (line.startsWith("info")) {
          Optional<SearchInfo> info = UciInfo.parse(line);
          if (info.isPresent()) {
            lastInfo = info.get();
            listener.onInfo(lastInfo);
          }
        }
      }
    } finally {
      synchronized (stateLock) {
        searching = false;
      }
    }
  }

  /** Throws when the engine has overrun every limit it could honestly need, plus a grace period. */
  private void checkDeadline(SearchLimits limits, long ownClockMs, long startNanos) {
    long now = System.nanoTime();
    long stopAt;
    long ponderHitAt;
    synchronized (stateLock) {
      stopAt = stopRequestedAtNanos;
      ponderHitAt = ponderHitAtNanos;
    }
    long deadline;
    String what;
    if (stopAt != 0) {
      deadline = stopAt + timeouts.stopGraceMs() * 1_000_000;
      what = "after stop";
    } else if (limits.infinite() || (limits.ponder() && ponderHitAt == 0)) {
      return;
    } else if (limits.hasMoveTime()) {
      deadline = startNanos + (limits.moveTimeMs() + timeouts.searchGraceMs()) * 1_000_000;
      what = "for a movetime of " + limits.moveTimeMs() + " ms";
    } else if (ownClockMs >= 0) {
      long from = ponderHitAt != 0 ? ponderHitAt : startNanos;
      deadline = from + (ownClockMs + timeouts.searchGraceMs()) * 1_000_000;
      what = "with " + ownClockMs + " ms on its clock";
    } else {
      return; // depth, nodes or mate limits: no honest bound on the time they take
    }
    if (now - deadline > 0) {
      throw new UciEngineException(name + ": no bestmove " + what + " (waited a grace of "
          + (stopAt != 0 ? timeouts.stopGraceMs() : timeouts.searchGraceMs()) + " ms more); the engine hangs");
    }
  }

  private void awaitReady() {
    connection.send("isready");
    long deadline = System.nanoTime() + timeouts.handshakeMs() * 1_000_000;
    while (!pollUntil(connection, deadline, "readyok").equals("readyok")) {
      // Lines before readyok (banners, info strings) carry nothing we need.
    }
  }

  private static String pollUntil(UciConnection connection, long deadlineNanos, String awaited) {
    while (true) {
      long leftMs = (deadlineNanos - System.nanoTime()) / 1_000_000;
      if (leftMs <= 0) {
        throw new UciEngineException(connection.label() + ": no '" + awaited + "' within the handshake timeout");
      }
      String line = connection.poll(Math.min(leftMs, POLL_SLICE_MS));
      if (line != null) {
        return line.trim();
      }
    }
  }

  private SearchResult bestMove(String line, SearchInfo lastInfo) {
    String[] words = line.trim().split("\\s+");
    String best = words.length > 1 ? words[1] : null;
    if (best == null || best.equals("(none)") || best.equals("0000")) {
      return new SearchResult(null, null, lastInfo);
    }
    String ponder = words.length > 3 && words[2].equals("ponder") ? words[3] : null;
    return new SearchResult(best, ponder, lastInfo);
  }

  /** The {@code var} values of a combo option's line: {@code ... type combo default chess var chess var 3check}. */
  private static List<String> comboValues(String line) {
    String[] words = line.substring(line.indexOf(" type ")).trim().split("\\s+");
    List<String> values = new ArrayList<>();
    for (int i = 0; i + 1 < words.length; i++) {
      if (words[i].equals("var")) {
        values.add(words[i + 1]);
      }
    }
    return values;
  }

  private static Optional<String> optionName(String line) {
    int typeAt = line.indexOf(" type ");
    if (typeAt < 0) {
      return Optional.empty();
    }
    return Optional.of(line.substring("option name ".length(), typeAt).trim());
  }
}
