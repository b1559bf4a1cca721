package dev.zeitnot.engine.uci;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The text pipe to a UCI engine: lines written to its input, lines read from its output by a
 * daemon thread into a queue so the caller can wait for them with a timeout.
 */
final class UciConnection implements AutoCloseable {

  private static final Logger log = LoggerFactory.getLogger(UciConnection.class);
  /** Marks the end of the engine's output in the queue (compared by identity). */
  private static final String END = new String("<end of output>");
  private static final int STDERR_LINES_KEPT = 5;
  /** How long an engine has to exit by itself once its input is closed. */
  private static final long QUIT_WAIT_MS = 500;

  private final String label;
  private final PrintStream toEngine;
  private final InputStream fromEngine;
  private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
  private final Deque<String> lastErrorLines = new ArrayDeque<>();
  private final Process process;
  private final boolean logStderr;
  /** Whether every line to and from the engine is logged at INFO (else at DEBUG). */
  private final boolean traffic;
  private final EngineProcessGroup group;
  private volatile boolean ended;

  /** A connection over streams; {@code process} may be null when the engine is not a child process. */
  UciConnection(String label, InputStream fromEngine, OutputStream toEngine, Process process) {
    this(label, fromEngine, toEngine, process, true);
  }

  /** As above; without {@code logStderr} the engine's stderr is read but not logged (kept for a crash report). */
  UciConnection(String label, InputStream fromEngine, OutputStream toEngine, Process process, boolean logStderr) {
    this(label, fromEngine, toEngine, process, logStderr, EngineProcessGroup.unmarked());
  }

  /** As above, {@code process} started in {@code group}, which ends with it. */
  UciConnection(String label, InputStream fromEngine, OutputStream toEngine, Process process, boolean logStderr,
      EngineProcessGroup group) {
    this(label, fromEngine, toEngine, process, logStderr, group, false);
  }

  /** As above, every line to and from the engine logged at INFO when {@code traffic}. */
  UciConnection(String label, InputStream fromEngine, OutputStream toEngine, Process process, boolean logStderr,
      EngineProcessGroup group, boolean traffic) {
    this.traffic = traffic;
    this.group = group;
    this.logStderr = logStderr;
    this.label = label;
    this.fromEngine = fromEngine;
    this.toEngine = new PrintStream(toEngine, false, StandardCharsets.UTF_8);
    this.process = process;
    if (process != null) {
      ChildProcesses.started(process, group);
    }
    Thread reader = new Thread(this::readLines, "uci-read-" + label);
    reader.setDaemon(true);
    reader.start();
    if (process != null) {
      Thread errors = new Thread(this::drainStderr, "uci-stderr-" + label);
      errors.setDaemon(true);
      errors.start();
    }
  }

  String label() {
    return label;
  }

  /** Sends one line to the engine. */
  void send(String line) {
    if (traffic) {
      log.info("{} << {}", label, line);
    } else {
      log.debug("{} << {}", label, line);
    }
    synchronized (toEngine) {
      toEngine.print(line);
      toEngine.print('\n');
      toEngine.flush();
      if (toEngine.checkError()) {
        throw new UciEngineException(label + ": cannot write '" + line + "', the engine's input is closed"
            + exitDescription());
      }
    }
  }

  /**
   * The next line from the engine, or null when none arrived within the timeout.
   *
   * @throws UciEngineException when the engine's output ended (it exited or crashed)
   */
  String poll(long timeoutMs) {
    if (ended && lines.isEmpty()) {
      throw endedException();
    }
    String line;
    try {
      line = lines.poll(Math.max(0, timeoutMs), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new UciEngineException(label + ": interrupted while waiting for the engine", e);
    }
    if (line == END) {
      ended = true;
      throw endedException();
    }
    return line;
  }

  boolean isAlive() {
    return !ended && (process == null || process.isAlive());
  }

  /**
   * Closes the engine's input (an engine quits on end of input), waits briefly for it to exit,
   * then ends it and whatever it started (a wrapper script's engine, say) through its {@link EngineProcessGroup}.
   */
  @Override
  public void close() {
    toEngine.close();
    if (process != null) {
      List<ProcessHandle> descendants = process.descendants().toList();
      try {
        process.waitFor(QUIT_WAIT_MS, TimeUnit.MILLISECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      group.end(process, descendants);
      ChildProcesses.ended(process);
    }
    try {
      fromEngine.close();
    } catch (IOException e) {
      log.debug("{}: closing the engine's output failed", label, e);
    }
  }

  private void readLines() {
    try (BufferedReader reader = new BufferedReader(new InputStreamReader(fromEngine, StandardCharsets.UTF_8))) {
      String line;
      while ((line = reader.readLine()) != null) {
        if (traffic) {
          log.info("{} >> {}", label, line);
        } else {
          log.debug("{} >> {}", label, line);
        }
        lines.add(line);
      }
    } catch (IOException e) {
      log.debug("{}: reading the engine's output failed", label, e);
    } finally {
      lines.add(END);
    }
  }

  private void drainStderr() {
    try (BufferedReader reader = new BufferedReader(
        new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
      String line;
      while ((line = reader.readLine()) != null) {
        if (logStderr) {
          log.debug("{} stderr: {}", label, line);
        }
        synchronized (lastErrorLines) {
          lastErrorLines.addLast(line);
          if (lastErrorLines.size() > STDERR_LINES_KEPT) {
            lastErrorLines.removeFirst();
          }
        }
      }
    } catch (IOException e) {
      log.debug("{}: reading the engine's stderr failed", label, e);
    }
  }

  private UciEngineException endedException() {
    return new UciEngineException(label + ": the engine's output ended (it exited or crashed)" + exitDescription());
  }

  private String exitDescription() {
    if (process == null) {
      return "";
    }
    StringBuilder text = new StringBuilder();
    try {
      if (process.waitFor(200, TimeUnit.MILLISECONDS)) {
        text.append("; exit code ").append(process.exitValue());
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    synchronized (lastErrorLines) {
      if (!lastErrorLines.isEmpty()) {
        text.append("; last stderr lines: ").append(String.join(" | ", lastErrorLines));
      }
    }
    return text.toString();
  }
}
