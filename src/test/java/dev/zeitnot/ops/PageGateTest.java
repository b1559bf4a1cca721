package dev.zeitnot.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zeitnot.config.ConfigException;
import dev.zeitnot.config.OpsConfig;
import dev.zeitnot.testing.CapturedLog;
import dev.zeitnot.testing.SecretFiles;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PageGateTest {

  private static final String PASSWORD = "correct horse";

  @TempDir
  Path dir;
  private OpsServer ops;
  private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  @AfterEach
  void close() {
    if (ops != null) {
      ops.close();
    }
  }

  private OpsServer start(OpsConfig config) {
    ops = OpsServer.start(config, "https://lichess.org", System::nanoTime);
    return ops;
  }

  private Path passwordFile(String content) throws Exception {
    return SecretFiles.write(dir.resolve("password"), content);
  }

  private HttpResponse<String> get(String path, String password) throws Exception {
    return http.send(request(path, password), HttpResponse.BodyHandlers.ofString());
  }

  private HttpRequest request(String path, String password) {
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + ops.port() + path))
        .method(path.equals("/events") ? "HEAD" : "GET", HttpRequest.BodyPublishers.noBody());
    if (password != null) {
      String basic = Base64.getEncoder().encodeToString(("owner:" + password).getBytes(StandardCharsets.UTF_8));
      request.header("Authorization", "Basic " + basic);
    }
    return request.build();
  }

  @Test
  void thePageAndItsEventsAskForThePasswordWhileHealthAndMetricsStayOpen() throws Exception {
    start(OpsConfig.DEFAULT.listeningOn("127.0.0.1", 0).withPasswordFile(passwordFile(PASSWORD + "\n")));
    HttpResponse<String> asked = get("/", null);
    assertThat(asked.statusCode()).isEqualTo(401);
    assertThat(asked.headers().firstValue("WWW-Authenticate")).hasValue("Basic realm=\"zeitnot\", charset=\"UTF-8\"");
    assertThat(asked.body()).doesNotContain(PASSWORD);
    try (CapturedLog failures = CapturedLog.of(FailedAttempts.class)) {
      assertThat(get("/", "wrong").statusCode()).isEqualTo(401);
    }
    assertThat(get("/events", null).statusCode()).isEqualTo(401);
    HttpResponse<String> page = get("/", PASSWORD);
    assertThat(page.statusCode()).isEqualTo(200);
    assertThat(page.body()).contains("<html").doesNotContain(PASSWORD);
    assertThat(get("/events", PASSWORD).statusCode()).isEqualTo(200);
    assertThat(get("/health", null).statusCode()).isEqualTo(200);
    assertThat(get("/metrics", null).statusCode()).isEqualTo(200);
  }

  @Test
  void thePageTurnedOffIsNotFoundAndHealthStillAnswers() throws Exception {
    OpsConfig on = OpsConfig.DEFAULT.listeningOn("127.0.0.1", 0);
    start(new OpsConfig(true, on.host(), 0, on.streamDownSeconds(), on.threads(), on.maxConnections(),
        on.requestTimeoutMs(), false, null, null, List.of()));
    assertThat(get("/", null).statusCode()).isEqualTo(404);
    assertThat(get("/events", null).statusCode()).isEqualTo(404);
    assertThat(get("/health", null).statusCode()).isEqualTo(200);
  }

  @Test
  void anEmptyOrMissingPasswordFileIsAConfigProblemNamingTheKey() throws Exception {
    OpsConfig empty = OpsConfig.DEFAULT.listeningOn("127.0.0.1", 0).withPasswordFile(passwordFile(" \n"));
    assertThatThrownBy(() -> start(empty)).isInstanceOf(ConfigException.class)
        .hasMessageStartingWith("ops.password_file:");
    OpsConfig missing = empty.withPasswordFile(dir.resolve("absent"));
    assertThatThrownBy(() -> start(missing)).isInstanceOf(ConfigException.class)
        .hasMessageStartingWith("ops.password_file:");
  }

  @Test
  void aShortPasswordIsAConfigProblemNamingTheKeyAndTheLeastLength() throws Exception {
    OpsConfig weak = OpsConfig.DEFAULT.listeningOn("127.0.0.1", 0).withPasswordFile(passwordFile("hunter2\n"));
    assertThatThrownBy(() -> start(weak)).isInstanceOf(ConfigException.class)
        .hasMessageStartingWith("ops.password_file:").hasMessageContaining(OpsLimits.MIN_SECRET_CHARS + " characters")
        .hasMessageNotContaining("hunter2");
  }

  @Test
  void wrongPasswordsAreLoggedWithoutThemAndAnsweredLaterWithoutHoldingUpHealth() throws Exception {
    OpsConfig on = OpsConfig.DEFAULT.listeningOn("127.0.0.1", 0);
    OpsConfig oneThread = new OpsConfig(true, on.host(), 0, on.streamDownSeconds(), 1, on.maxConnections(),
        on.requestTimeoutMs(), true, passwordFile(PASSWORD), null, List.of());
    try (CapturedLog log = CapturedLog.of(FailedAttempts.class)) {
      start(oneThread);
      long start = System.nanoTime();
      assertThat(get("/", "guess-number-0").statusCode()).isEqualTo(401);
      assertThat((System.nanoTime() - start) / 1_000_000).isGreaterThanOrEqualTo(
          OpsLimits.FIRST_FAILURE_DELAY.toMillis());
      // Four more at once wait 200 to 1,600 ms on a timer, not on the only request thread.
      List<CompletableFuture<HttpResponse<String>>> guesses = new ArrayList<>();
      for (int i = 1; i <= 4; i++) {
        guesses.add(http.sendAsync(request("/", "guess-number-" + i), HttpResponse.BodyHandlers.ofString()));
      }
      Awaitility.await().atMost(Duration.ofSeconds(5)).until(() -> log.warnings().size() == 5);
      long asked = System.nanoTime();
      assertThat(get("/health", null).statusCode()).isEqualTo(200);
      assertThat((System.nanoTime() - asked) / 1_000_000).isLessThan(1_000);
      assertThat(guesses.stream().filter(CompletableFuture::isDone)).as("the longest waits still").hasSizeLessThan(4);
      for (CompletableFuture<HttpResponse<String>> guess : guesses) {
        assertThat(guess.get(10, TimeUnit.SECONDS).statusCode()).isEqualTo(401);
      }
      assertThat(log.warnings()).hasSize(5).allSatisfy(warning -> assertThat(warning)
          .startsWith("wrong page password from 127.0.0.1 (").doesNotContain("guess-number"));
      assertThat(log.warnings()).last().asString().contains("(5 in a row); answered in 1600 ms");
      assertThat(get("/", PASSWORD).statusCode()).isEqualTo(200);
      get("/", "guess-number-6");
      assertThat(log.warnings()).last().asString().contains("(1 in a row)");
    }
  }

  @Test
  void aPasswordFileOthersMayReadIsWarnedAboutAtStart() throws Exception {
    Path open = passwordFile(PASSWORD);
    Files.setPosixFilePermissions(open, PosixFilePermissions.fromString("rw-r--r--"));
    try (CapturedLog log = CapturedLog.of(OpsServer.class)) {
      start(OpsConfig.DEFAULT.listeningOn("127.0.0.1", 0).withPasswordFile(open));
      assertThat(log.warnings()).containsExactly("ops.password_file \"" + open + "\" is readable by every user; "
          + "let only the bot's user read it: chmod 600 " + open);
    }
  }

  @Test
  void aPasswordFileOnlyTheBotMayReadIsNotWarnedAbout() throws Exception {
    try (CapturedLog log = CapturedLog.of(OpsServer.class)) {
      start(OpsConfig.DEFAULT.listeningOn("127.0.0.1", 0).withPasswordFile(passwordFile(PASSWORD)));
      assertThat(log.warnings()).isEmpty();
    }
  }
}
