package dev.zeitnot.engine.uci;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;

/**
 * A pretend UCI engine on the other end of in-memory pipes: it answers the handshake itself and
 * each {@code go} with the lines a test scripts, so tests see exactly what the client sends.
 */
final class ScriptedUciPeer {

  /** What the peer does on {@code go}: the lines to print, or null to stay silent until {@code stop}. */
  private final Function<String, List<String>> onGo;
  private final List<String> onStop;
  /** Option lines declared in the handshake beyond Hash and UCI_Chess960. */
  private final List<String> extraOptions;
  private final List<String> received = new CopyOnWriteArrayList<>();
  private final PipedInputStream clientReads = new PipedInputStream(1 << 16);
  private final PipedOutputStream clientWrites = new PipedOutputStream();
  private final PrintStream toClient;
  private final BufferedReader fromClient;

  ScriptedUciPeer(Function<String, List<String>> onGo, List<String> onStop) {
    this(onGo, onStop, List.of());
  }

  /** A peer that also declares {@code extraOptions} (whole {@code option name ...} lines). */
  ScriptedUciPeer(Function<String, List<String>> onGo, List<String> onStop, List<String> extraOptions) {
    this.onGo = onGo;
    this.onStop = onStop;
    this.extraOptions = List.copyOf(extraOptions);
    try {
      toClient = new PrintStream(new PipedOutputStream(clientReads), true, StandardCharsets.UTF_8);
      fromClient = new BufferedReader(new InputStreamReader(new PipedInputStream(clientWrites, 1 << 16),
          StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    Thread thread = new Thread(this::serve, "scripted-uci-peer");
    thread.setDaemon(true);
    thread.start();
  }

  UciConnection connection() {
    return new UciConnection("scripted", clientReads, clientWrites, null);
  }

  List<String> received() {
    return received;
  }

  /** Closes the peer's output, as a crashing engine would. */
  void die() {
    toClient.close();
  }

  private void serve() {
    try {
      String line;
      while ((line = fromClient.readLine()) != null) {
        received.add(line);
        if (line.equals("uci")) {
          toClient.println("Scripted engine v1 by the tests");
          toClient.println("id name Scripted 1.0");
          toClient.println("id author tests");
          toClient.println("option name Hash type spin default 16 min 1 max 1024");
          toClient.println("option name UCI_Chess960 type check default false");
          extraOptions.forEach(toClient::println);
          toClient.println("uciok");
        } else if (line.equals("isready")) {
          toClient.println("readyok");
        } else if (line.startsWith("go")) {
          List<String> reply = onGo.apply(line);
          if (reply != null) {
            reply.forEach(toClient::println);
          }
        } else if (line.equals("stop")) {
          onStop.forEach(toClient::println);
        } else if (line.equals("quit")) {
          toClient.close();
          return;
        }
      }
    } catch (IOException e) {
      // The client closed the pipe: the peer's job is over.
    }
  }
}
