package dev.zeitnot.engine.uci;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.builtin.EngineSettings;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/** Runs a {@link UciProtocol} on its own thread over piped streams, as a GUI would talk to it. */
final class UciSession implements AutoCloseable {

  private final PrintStream toProtocol;
  private final BlockingQueue<String> output = new LinkedBlockingQueue<>();
  private final List<String> allOutput = new ArrayList<>();
  private final Thread thread;

  UciSession(Function<EngineSettings, Engine> factory) {
    PipedInputStream input = new PipedInputStream(1 << 16);
    try {
      toProtocol = new PrintStream(new PipedOutputStream(input), true, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    PrintStream out = new PrintStream(new LineSplitter(), true, StandardCharsets.UTF_8);
    UciProtocol protocol = new UciProtocol(factory, EngineSettings.DEFAULT, "zeitnot test", "tests", out);
    thread = new Thread(() -> protocol.run(new BufferedReader(new InputStreamReader(input, StandardCharsets.UTF_8))),
        "uci-protocol-under-test");
    thread.setDaemon(true);
    thread.start();
  }

  void send(String line) {
    toProtocol.println(line);
  }

  /** The next output line, failing the test when none comes within a generous time. */
  String next() {
    try {
      String line = output.poll(10, TimeUnit.SECONDS);
      assertThat(line).as("an output line from the protocol").isNotNull();
      allOutput.add(line);
      return line;
    } catch (InterruptedException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Skips output up to the first line starting with {@code prefix} and returns it. */
  String awaitLine(String prefix) {
    String line;
    do {
      line = next();
    } while (!line.startsWith(prefix));
    return line;
  }

  /** Whether an output line is waiting right now (does not wait). */
  boolean hasOutput() {
    return !output.isEmpty();
  }

  List<String> seen() {
    return allOutput;
  }

  void awaitEnd() throws InterruptedException {
    thread.join(10_000);
    assertThat(thread.isAlive()).as("the protocol loop ended").isFalse();
  }

  @Override
  public void close() {
    send("quit");
  }

  /** Collects what the protocol prints as lines. */
  private final class LineSplitter extends OutputStream {
    private final StringBuilder line = new StringBuilder();

    @Override
    public synchronized void write(int b) {
      if (b == '\n') {
        output.add(line.toString());
        line.setLength(0);
      } else {
        line.append((char) b);
      }
    }
  }
}
