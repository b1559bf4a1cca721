package dev.zeitnot.ops;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.config.OpsConfig;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * With the default limits, probes are answered whatever other clients on the same address hold:
 * stalled sockets, page streams; and a page stream that closes leaves the board.
 */
class OpsServerAvailabilityTest {

  /** Far beyond anything the server should need; a failing test waits this long, a passing one not. */
  private static final int BOUND_MS = 10_000;

  private final OpsServer ops = OpsServer.start(OpsConfig.DEFAULT.listeningOn("127.0.0.1", 0),
      "https://lichess.org", System::nanoTime);
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
    socket.setSoTimeout(BOUND_MS);
    clients.add(socket);
    return socket;
  }

  private static void send(Socket socket, String text) throws IOException {
    OutputStream out = socket.getOutputStream();
    out.write(text.getBytes(StandardCharsets.US_ASCII));
    out.flush();
  }

  private static String request(String path) {
    return "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
  }

  /** The first line the server sends on {@code socket} (empty when it closes first). */
  private static String statusLine(Socket socket) throws IOException {
    StringBuilder line = new StringBuilder();
    InputStream in = socket.getInputStream();
    for (int c = in.read(); c != -1 && c != '\n'; c = in.read()) {
      line.append((char) c);
    }
    return line.toString().trim();
  }

  /** The status line of a GET /health on a fresh connection, and how long it took. */
  private long healthMillis(List<String> statuses) throws IOException {
    long start = System.nanoTime();
    try (Socket probe = new Socket("127.0.0.1", ops.port())) {
      probe.setSoTimeout(BOUND_MS);
      send(probe, request("/health"));
      statuses.add(statusLine(probe));
    }
    return (System.nanoTime() - start) / 1_000_000;
  }


  @Test
  void healthAnswersWithinASecondWhileFiftyStalledSocketsAndSixteenPageStreamsAreOpen() throws IOException {
    healthMillis(new ArrayList<>()); // a cold JVM's first request compiles the server's paths: not what is measured
    for (int i = 0; i < 16; i++) {
      send(connect(), request("/events"));
    }
    for (int i = 0; i < 50; i++) {
      send(connect(), "G");
    }
    List<String> statuses = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      assertThat(healthMillis(statuses)).as("try %d", i + 1).isLessThan(1_000);
    }
    assertThat(statuses).hasSize(10).allSatisfy(status -> assertThat(status).startsWith("HTTP/1.1 200"));
  }

  @Test
  void aSocketThatSendsOneByteIsClosedAfterTheHeaderDeadlineNotTheRequests() throws IOException {
    Socket stalled = connect();
    send(stalled, "G");
    long start = System.nanoTime();
    assertThat(ServerClose.closedByServer(stalled)).isTrue();
    long millis = (System.nanoTime() - start) / 1_000_000;
    assertThat(millis).as("closed after %d ms", millis)
        .isLessThan(OpsLimits.HEADER_DEADLINE.toMillis() + 1_000).isLessThan(OpsConfig.DEFAULT.requestTimeoutMs());
  }

  @Test
  void oneAddressHoldsAtMostItsShareOfConnectionsItsOldestClosedFirst() throws IOException {
    List<Socket> idle = new ArrayList<>();
    for (int i = 0; i < OpsLimits.CONNECTIONS_PER_ADDRESS + 4; i++) {
      idle.add(connect());
    }
    Awaitility.await().atMost(Duration.ofMillis(BOUND_MS))
        .until(() -> ops.heldConnections() <= OpsLimits.CONNECTIONS_PER_ADDRESS);
    for (Socket oldest : idle.subList(0, 4)) {
      oldest.setSoTimeout(200);
      assertThat(ServerClose.closedByServer(oldest)).as("an oldest connection is closed to make room").isTrue();
    }
  }

  @Test
  void pageStreamsBeyondTheirCapAreRefusedWith503() throws IOException {
    // Each from an address of its own (all loopback), so that no address holds more than its share.
    for (int i = 0; i < OpsLimits.PAGE_STREAMS; i++) {
      Socket stream = connectFrom("127.0.0." + (i + 2));
      send(stream, request("/events"));
      assertThat(statusLine(stream)).startsWith("HTTP/1.1 200");
    }
    Socket oneMore = connectFrom("127.0.0.200");
    send(oneMore, request("/events"));
    assertThat(statusLine(oneMore)).startsWith("HTTP/1.1 503");
    assertThat(ops.pageStreams()).isEqualTo(OpsLimits.PAGE_STREAMS);
  }

  private Socket connectFrom(String localAddress) throws IOException {
    Socket socket = new Socket("127.0.0.1", ops.port(), InetAddress.getByName(localAddress), 0);
    socket.setSoTimeout(BOUND_MS);
    clients.add(socket);
    return socket;
  }

  @Test
  void closedPageStreamsLeaveTheBoard() throws IOException {
    // A short deadline closes each stream soon; every one the page closed must leave the board.
    new LiveBoard("https://lichess.org", Clock.systemUTC(), System::nanoTime).snapshot(); // a cold JVM's first is slow
    try (OpsServer quick = OpsServer.start(new OpsConfig(true, "127.0.0.1", 0, 300, 2, 16, 1_000, true, null, null,
        List.of()), "https://lichess.org", System::nanoTime)) {
      for (int i = 0; i < 2 * OpsLimits.PAGE_STREAMS; i++) {
        // The server learns of a close a moment later: wait for a free slot rather than race the cap (a 503).
        Awaitility.await().atMost(Duration.ofMillis(BOUND_MS)).pollInterval(Duration.ofMillis(5))
            .until(() -> quick.pageStreams() < OpsLimits.PAGE_STREAMS);
        try (Socket page = new Socket("127.0.0.1", quick.port())) {
          page.setSoTimeout(BOUND_MS);
          send(page, request("/events"));
          assertThat(statusLine(page)).startsWith("HTTP/1.1 200");
        }
      }
      Awaitility.await().atMost(Duration.ofMillis(BOUND_MS)).pollInterval(Duration.ofMillis(20))
          .until(() -> quick.pageStreams() == 0);
    }
  }
}
