package dev.zeitnot.ops;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.config.OpsConfig;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The ops endpoint's limits: what slow, stalled or numerous clients can and cannot take from a probe. */
class OpsServerLimitsTest {

  private static final int TIMEOUT_MS = 400;
  private static final int MAX_CONNECTIONS = 4;
  /** Far beyond anything the server should need; a failing test waits this long, a passing one not. */
  private static final int BOUND_MS = 10_000;

  private final OpsServer ops = OpsServer.start(new OpsConfig(true, "127.0.0.1", 0, 300, 1, MAX_CONNECTIONS,
      TIMEOUT_MS, true, null, null, List.of()), "https://lichess.org", System::nanoTime);
  private final List<Socket> clients = new ArrayList<>();

  @AfterEach
  void stop() throws IOException {
    for (Socket client : clients) {
      client.close();
    }
    ops.close();
  }

  private Socket connect() throws IOException {
    Socket socket = new Socket("127.0.0.1", ops.port());
    clients.add(socket);
    return socket;
  }

  /** The status line of a GET on a fresh connection, read within the bound. */
  private String get(String path) throws IOException {
    try (Socket socket = new Socket("127.0.0.1", ops.port())) {
      socket.setSoTimeout(BOUND_MS);
      OutputStream out = socket.getOutputStream();
      out.write(("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
      out.flush();
      String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      return answer.lines().findFirst().orElse("");
    }
  }

  /** Whether the server closed {@code socket} within the bound. */
  private static boolean closedByServer(Socket socket) throws IOException {
    socket.setSoTimeout(BOUND_MS);
    return ServerClose.closedByServer(socket);
  }


  @Test
  void aClientThatSendsOneByteAndStallsDoesNotStopHealthFromAnswering() throws IOException {
    Socket stalled = connect();
    stalled.getOutputStream().write('G');
    stalled.getOutputStream().flush();
    // With one thread, several probes in a row while the stalled client is still open.
    for (int i = 0; i < 5; i++) {
      assertThat(get("/health")).startsWith("HTTP/1.1 200");
    }
    assertThat(closedByServer(stalled)).as("the stalled connection is closed at its deadline").isTrue();
  }

  @Test
  void manyIdleConnectionsBeyondTheCapAreClosedOldestFirstAndHealthStillAnswers() throws IOException {
    List<Socket> idle = new ArrayList<>();
    for (int i = 0; i < 3 * MAX_CONNECTIONS; i++) {
      idle.add(connect());
    }
    assertThat(get("/health")).startsWith("HTTP/1.1 200");
    for (Socket socket : idle) {
      assertThat(closedByServer(socket)).as("every idle connection is closed in time").isTrue();
    }
    assertThat(get("/metrics")).startsWith("HTTP/1.1 200");
  }

  @Test
  void aClientThatDripsItsRequestIsClosedAtTheDeadlineThoughItNeverGoesIdle() throws IOException {
    Socket drip = connect();
    drip.setSoTimeout(TIMEOUT_MS / 8);
    OutputStream out = drip.getOutputStream();
    out.write("GET /health HTTP/1.1\r\nX-Slow: ".getBytes(StandardCharsets.US_ASCII));
    long start = System.nanoTime();
    boolean closed = false;
    // One byte per read timeout (a fraction of the idle timeout), until the server hangs up.
    while (!closed && System.nanoTime() - start < BOUND_MS * 1_000_000L) {
      try {
        out.write('a');
        out.flush();
        closed = drip.getInputStream().read() == -1;
      } catch (SocketTimeoutException stillOpen) {
        // the server is still waiting for the rest: drip on
      } catch (SocketException reset) {
        closed = true;
      }
    }
    assertThat(closed).as("the dripping client is closed").isTrue();
    assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(BOUND_MS / 2);
  }
}
