package dev.zeitnot.lichess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.IThrowableProxy;
import ch.qos.logback.classic.spi.StackTraceElementProxy;
import ch.qos.logback.core.read.ListAppender;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/** Runs the client through success and failure paths with every logger at DEBUG and reads all output. */
class TokenSecrecyTest {

  private static final String TOKEN = "lip_NeverLogMe42";

  private final MockWebServer server = new MockWebServer();
  private final ListAppender<ILoggingEvent> appender = new ListAppender<>();
  private final Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
  private final List<Logger> raised = new ArrayList<>();
  private final List<Level> previousLevels = new ArrayList<>();

  @BeforeEach
  void captureEverything() throws IOException {
    for (String name : List.of(org.slf4j.Logger.ROOT_LOGGER_NAME, "okhttp3", "io.github.resilience4j")) {
      Logger logger = (Logger) LoggerFactory.getLogger(name);
      raised.add(logger);
      previousLevels.add(logger.getLevel());
      logger.setLevel(Level.ALL);
    }
    appender.start();
    root.addAppender(appender);
    server.start();
  }

  @AfterEach
  void restore() {
    root.detachAppender(appender);
    for (int i = 0; i < raised.size(); i++) {
      raised.get(i).setLevel(previousLevels.get(i));
    }
    server.close();
  }

  @Test
  void theTokenNeverAppearsInAnyLogLineOrLoggedException() throws Exception {
    LichessClient client = LichessClient.builder(server.url("/").toString(), TOKEN)
        .commandRetry(LichessClientTest.FAST_RETRY)
        .moveRetry(LichessClientTest.FAST_RETRY)
        .gameStreamSettings(new StreamSettings(Duration.ofMillis(200), Duration.ofMillis(5),
            Duration.ofMillis(10)))
        .build();
    server.enqueue(LichessClientTest.json(200, "{\"id\":\"javabot\",\"username\":\"JavaBot\",\"title\":\"BOT\"}"));
    server.enqueue(LichessClientTest.json(401, "{\"error\":\"No such token\"}"));
    server.enqueue(LichessClientTest.json(502, "bad gateway"));
    server.enqueue(LichessClientTest.json(429, "{\"error\":\"Too many requests\"}"));
    server.enqueue(new MockResponse.Builder().code(200)
        .body(WireSamples.GAME_FULL + "\n{broken\n").build());
    server.enqueue(LichessClientTest.json(404, "{\"error\":\"No such game\"}"));

    client.account();
    assertThatThrownBy(() -> client.playing()).isInstanceOf(LichessHttpException.class);
    assertThatThrownBy(() -> client.move("Qw7Rt2Yu", "e2e4", () -> true))
        .isInstanceOf(LichessException.class);
    StreamSubscription stream = client.streamGame("Qw7Rt2Yu", received -> { });
    assertThat(stream.awaitTermination(Duration.ofSeconds(10))).isTrue();
    assertThatThrownBy(() -> LichessClient.builder("http://example.com", TOKEN))
        .hasMessageNotContaining(TOKEN);
    assertThat(client.toString()).doesNotContain(TOKEN);

    assertThat(appender.list).isNotEmpty();
    assertThat(appender.list).allSatisfy(event -> assertThat(render(event)).doesNotContain(TOKEN));
  }

  private static String render(ILoggingEvent event) {
    StringBuilder text = new StringBuilder(event.getFormattedMessage());
    for (IThrowableProxy t = event.getThrowableProxy(); t != null; t = t.getCause()) {
      text.append('\n').append(t.getClassName()).append(": ").append(t.getMessage());
      for (StackTraceElementProxy frame : t.getStackTraceElementProxyArray()) {
        text.append('\n').append(frame.getSTEAsString());
      }
    }
    return text.toString();
  }
}
