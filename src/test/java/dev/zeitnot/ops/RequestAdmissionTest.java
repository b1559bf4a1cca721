package dev.zeitnot.ops;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.config.OpsConfig;
import java.io.IOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The ops endpoint answers only requests addressed to it by IP, as localhost or by a name in
 * {@code ops.host_names}: a page on another site whose name resolves to this machine gets 421.
 */
class RequestAdmissionTest {

  private final OpsServer ops = OpsServer.start(OpsConfig.DEFAULT.listeningOn("127.0.0.1", 0)
      .withHostNames(List.of("bot.example.org")), "https://lichess.org", System::nanoTime);

  @AfterEach
  void stop() {
    ops.close();
  }

  /** The status line of a GET of {@code path} sent with {@code Host: host}. */
  private String statusWithHost(String path, String host) throws IOException {
    try (Socket socket = new Socket("127.0.0.1", ops.port())) {
      socket.setSoTimeout(10_000);
      socket.getOutputStream().write(("GET " + path + " HTTP/1.1\r\nHost: " + host + "\r\n\r\n")
          .getBytes(StandardCharsets.US_ASCII));
      String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      return answer.lines().findFirst().orElse("");
    }
  }

  @Test
  void anotherSitesNameIsAnswered421OnEveryPath() throws IOException {
    for (String path : List.of("/metrics", "/", "/health")) {
      assertThat(statusWithHost(path, "evil.example:" + ops.port())).as(path).startsWith("HTTP/1.1 421");
    }
    assertThat(statusWithHost("/metrics", "127.evil.tld")).startsWith("HTTP/1.1 421");
    assertThat(statusWithHost("/metrics", "localhost.evil.tld")).startsWith("HTTP/1.1 421");
  }

  @Test
  void loopbackAddressesAndConfiguredNamesAreAnswered() throws IOException {
    for (String host : List.of("127.0.0.1:" + ops.port(), "localhost:" + ops.port(), "[::1]:" + ops.port(),
        "10.1.2.3:9292", "bot.example.org", "BOT.Example.org:443")) {
      assertThat(statusWithHost("/metrics", host)).as(host).startsWith("HTTP/1.1 200");
    }
  }
}
