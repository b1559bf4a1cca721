package dev.zeitnot.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import dev.zeitnot.bot.control.BotControl;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.ClockSetting;
import dev.zeitnot.config.ConfigLoader;
import dev.zeitnot.config.ConfigException;
import dev.zeitnot.config.OpsConfig;
import dev.zeitnot.testing.SecretFiles;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

class ControlRoutesTest {

  private static final String SECRET = "s3cret-NeverShowMe";

  /** Records each call and answers with its name. */
  static final class RecordingControl implements BotControl {
    final List<String> calls = new ArrayList<>();

    @Override
    public synchronized String pause() {
      calls.add("pause");
      return "paused";
    }

    @Override
    public synchronized String resume() {
      calls.add("resume");
      return "resumed";
    }

    @Override
    public synchronized String queue() {
      calls.add("queue");
      return "Alice (1912) 3+2";
    }

    @Override
    public synchronized String reload(BotConfig fresh) {
      calls.add("reload " + fresh.challenge().concurrency());
      return "reloaded";
    }

    @Override
    public synchronized String challenge(String opponent, int games, ClockSetting clock) {
      if (games > 100) {
        throw new IllegalArgumentException("games must be 1 to 100, not " + games);
      }
      calls.add("challenge " + opponent + " " + games + " " + clock);
      return "challenging " + opponent;
    }
  }

  @TempDir
  Path dir;
  private OpsServer ops;
  private final RecordingControl bot = new RecordingControl();
  private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
  private final ListAppender<ILoggingEvent> appender = new ListAppender<>();
  private final Logger ours = (Logger) LoggerFactory.getLogger("dev.zeitnot");
  private Level previous;
  private BotConfig configFile = ConfigLoader.parse("challenge:\n  concurrency: 2\n");

  @BeforeEach
  void captureOurLogs() {
    previous = ours.getLevel();
    ours.setLevel(Level.ALL);
    appender.start();
    ((Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME)).addAppender(appender);
  }

  @AfterEach
  void close() {
    ((Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME)).detachAppender(appender);
    ours.setLevel(previous);
    if (ops != null) {
      ops.close();
    }
  }

  private void start(boolean withSecret) throws Exception {
    OpsConfig config = OpsConfig.DEFAULT.listeningOn("127.0.0.1", 0);
    if (withSecret) {
      config = config.withControlSecretFile(SecretFiles.write(dir.resolve("control-secret"), SECRET + "\n"));
    }
    ops = OpsServer.start(config, "https://lichess.org", System::nanoTime);
  }

  private HttpResponse<String> post(String pathAndQuery, String bearer) throws Exception {
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + ops.port() + pathAndQuery))
        .POST(HttpRequest.BodyPublishers.noBody());
    if (bearer != null) {
      request.header("Authorization", "Bearer " + bearer);
    }
    HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    assertThat(response.body()).doesNotContain(SECRET);
    return response;
  }

  @Test
  void withoutASecretFileControlIsNotFoundAndThePageStillAnswers() throws Exception {
    start(false);
    ops.control(bot, () -> configFile);
    assertThat(post("/control/pause", SECRET).statusCode()).isEqualTo(404);
    assertThat(bot.calls).isEmpty();
    assertThat(http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + ops.port() + "/health")).build(),
        HttpResponse.BodyHandlers.ofString()).statusCode()).isEqualTo(200);
  }

  @Test
  void anEmptySecretFileIsRefusedNamingTheKey() throws Exception {
    Path empty = Files.writeString(dir.resolve("empty"), "\n");
    assertThatThrownBy(() -> OpsServer.start(OpsConfig.DEFAULT.listeningOn("127.0.0.1", 0)
        .withControlSecretFile(empty), "https://lichess.org", System::nanoTime))
        .isInstanceOf(ConfigException.class).hasMessageContaining("ops.control_secret_file: \"" + empty
            + "\" must hold the secret of zeitnot control alone");
  }

  @Test
  void withoutTheSecretOrWithAWrongOneItIsUnauthorizedAndNothingIsDone() throws Exception {
    start(true);
    ops.control(bot, () -> configFile);
    assertThat(post("/control/pause", null).statusCode()).isEqualTo(401);
    assertThat(post("/control/pause", "wrong").statusCode()).isEqualTo(401);
    assertThat(post("/control/pause", SECRET + "x").statusCode()).isEqualTo(401);
    HttpRequest basic = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + ops.port() + "/control/pause"))
        .header("Authorization", "Basic " + SECRET).POST(HttpRequest.BodyPublishers.noBody()).build();
    assertThat(http.send(basic, HttpResponse.BodyHandlers.ofString()).statusCode()).isEqualTo(401);
    assertThat(bot.calls).isEmpty();
    assertThat(appender.list).allSatisfy(e -> assertThat(e.getFormattedMessage()).doesNotContain(SECRET));
    assertThat(appender.list).map(ILoggingEvent::getFormattedMessage)
        .filteredOn(m -> m.startsWith("wrong control secret from 127.0.0.1")).hasSize(3);
  }

  @Test
  void aShortSecretIsRefusedNamingTheKeyAndTheLeastLength() throws Exception {
    Path weak = SecretFiles.write(dir.resolve("weak"), "s3cret\n");
    assertThatThrownBy(() -> OpsServer.start(OpsConfig.DEFAULT.listeningOn("127.0.0.1", 0)
        .withControlSecretFile(weak), "https://lichess.org", System::nanoTime))
        .isInstanceOf(ConfigException.class).hasMessageStartingWith("ops.control_secret_file: \"" + weak + "\"")
        .hasMessageContaining(OpsLimits.MIN_SECRET_CHARS + " characters").hasMessageNotContaining("s3cret\n");
  }

  @Test
  void eachCommandCallsTheBotAndAnswersWhatItSays() throws Exception {
    start(true);
    assertThat(post("/control/pause", SECRET).statusCode()).isEqualTo(503); // the bot is not built yet
    ops.control(bot, () -> configFile);
    assertThat(post("/control/pause", SECRET).body()).isEqualTo("paused\n");
    assertThat(post("/control/resume", SECRET).body()).isEqualTo("resumed\n");
    HttpResponse<String> queue = post("/control/queue", SECRET);
    assertThat(queue.statusCode()).isEqualTo(200);
    assertThat(queue.body()).isEqualTo("Alice (1912) 3+2\n");
    assertThat(post("/control/challenge?opponent=Rival&games=3&clock=1%2B0", SECRET).body())
        .isEqualTo("challenging Rival\n");
    assertThat(post("/control/reload", SECRET).body()).isEqualTo("reloaded\n");
    assertThat(bot.calls).containsExactly("pause", "resume", "queue", "challenge Rival 3 1+0", "reload 2");
    assertThat(appender.list).allSatisfy(e -> assertThat(e.getFormattedMessage()).doesNotContain(SECRET));
  }

  @Test
  void aReloadOfAnUnusableConfigChangesNothingAndSaysWhy() throws Exception {
    start(true);
    ops.control(bot, () -> ConfigLoader.parse("time:\n  move_overhead: 5\n"));
    HttpResponse<String> reload = post("/control/reload", SECRET);
    assertThat(reload.statusCode()).isEqualTo(400);
    assertThat(reload.body()).contains("nothing changed").contains("time.move_overhead: unknown key");
    assertThat(bot.calls).isEmpty();
  }

  @Test
  void badRequestsAreRefusedWithTheReason() throws Exception {
    start(true);
    ops.control(bot, () -> configFile);
    assertThat(post("/control/challenge?opponent=Rival&games=3", SECRET).statusCode()).isEqualTo(400);
    HttpResponse<String> tooMany = post("/control/challenge?opponent=Rival&games=500&clock=1%2B0", SECRET);
    assertThat(tooMany.statusCode()).isEqualTo(400);
    assertThat(tooMany.body()).contains("games must be 1 to 100");
    assertThat(post("/control/reboot", SECRET).statusCode()).isEqualTo(404);
    HttpResponse<String> get = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + ops.port()
        + "/control/queue")).header("Authorization", "Bearer " + SECRET).build(), HttpResponse.BodyHandlers.ofString());
    assertThat(get.statusCode()).isEqualTo(405);
    assertThat(bot.calls).isEmpty();
  }
}
