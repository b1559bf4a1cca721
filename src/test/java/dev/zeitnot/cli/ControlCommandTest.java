package dev.zeitnot.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.bot.control.BotControl;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.ClockSetting;
import dev.zeitnot.config.ConfigLoader;
import dev.zeitnot.config.OpsConfig;
import dev.zeitnot.ops.OpsServer;
import dev.zeitnot.testing.CapturedLog;
import dev.zeitnot.testing.SecretFiles;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class ControlCommandTest {

  private static final String SECRET = "s3cret-of-the-owner";

  @TempDir
  Path dir;
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();
  private final List<String> calls = new ArrayList<>();
  private OpsServer ops;

  @AfterEach
  void close() {
    if (ops != null) {
      ops.close();
    }
  }

  private Path startBotWithSecret() throws Exception {
    Path secret = SecretFiles.write(dir.resolve("control-secret"), SECRET + "\n");
    ops = OpsServer.start(OpsConfig.DEFAULT.listeningOn("127.0.0.1", 0).withControlSecretFile(secret),
        "https://lichess.org", System::nanoTime);
    ops.control(new BotControl() {
      @Override
      public String reload(BotConfig fresh) {
        calls.add("reload");
        return "challenge filters applied";
      }

      @Override
      public String pause() {
        calls.add("pause");
        return "matchmaking paused";
      }

      @Override
      public String resume() {
        calls.add("resume");
        return "matchmaking resumed";
      }

      @Override
      public String queue() {
        calls.add("queue");
        return "no challenge is waiting";
      }

      @Override
      public String challenge(String opponent, int games, ClockSetting clock) {
        calls.add("challenge " + opponent + " " + games + " " + clock);
        return "challenging " + games + " game(s) against " + opponent + " at " + clock;
      }
    }, () -> ConfigLoader.parse(""));
    return secret;
  }

  private int control(String... args) {
    CommandLine cli = Main.commandLine();
    cli.setOut(new PrintWriter(out));
    cli.setErr(new PrintWriter(err));
    List<String> all = new ArrayList<>(List.of("control"));
    all.addAll(List.of(args));
    return cli.execute(all.toArray(String[]::new));
  }

  @Test
  void talksToTheBotNamedByItsConfig() throws Exception {
    Path secret = startBotWithSecret();
    Path config = Files.writeString(dir.resolve("bot.yml"), "ops:\n  enabled: true\n  port: " + ops.port()
        + "\n  control_secret_file: " + secret + "\n");
    assertThat(control("--config", config.toString(), "pause")).isZero();
    assertThat(control("--config", config.toString(), "challenge", "Rival", "--games", "2", "--tc", "1+0"))
        .isZero();
    assertThat(calls).containsExactly("pause", "challenge Rival 2 1+0");
    assertThat(out.toString()).isEqualTo("matchmaking paused\nchallenging 2 game(s) against Rival at 1+0\n");
  }

  @Test
  void talksToTheBotAtAUrlWithASecretFile() throws Exception {
    Path secret = startBotWithSecret();
    String url = "http://127.0.0.1:" + ops.port();
    assertThat(control("--url", url, "--secret-file", secret.toString(), "queue")).isZero();
    assertThat(control("--url", url, "--secret-file", secret.toString(), "resume")).isZero();
    assertThat(control("--url", url, "--secret-file", secret.toString(), "reload")).isZero();
    assertThat(out.toString()).isEqualTo("no challenge is waiting\nmatchmaking resumed\nchallenge filters applied\n");
  }

  @Test
  void aWrongSecretIsRefusedAndNothingIsDone() throws Exception {
    startBotWithSecret();
    Path wrong = Files.writeString(dir.resolve("wrong"), "not-it-but-long-enough");
    try (CapturedLog failures = CapturedLog.of("dev.zeitnot.ops.FailedAttempts")) {
      assertThat(control("--url", "http://127.0.0.1:" + ops.port(), "--secret-file", wrong.toString(), "pause"))
          .isEqualTo(1);
      assertThat(failures.warnings()).singleElement().asString().startsWith("wrong control secret from 127.0.0.1");
    }
    assertThat(err.toString()).contains("asks for the secret").doesNotContain("not-it");
    assertThat(calls).isEmpty();
  }

  @Test
  void aConfigWithoutControlNamesTheKey() throws Exception {
    Path config = Files.writeString(dir.resolve("bot.yml"), "ops:\n  enabled: true\n");
    assertThat(control("--config", config.toString(), "pause")).isEqualTo(78);
    assertThat(err.toString()).contains("ops.control_secret_file: not set");
  }

  @Test
  void anUnknownCommandOrAChallengeWithoutAClockIsRefusedBeforeAsking() throws Exception {
    Path secret = startBotWithSecret();
    String url = "http://127.0.0.1:" + ops.port();
    assertThat(control("--url", url, "--secret-file", secret.toString(), "reboot")).isEqualTo(78);
    assertThat(control("--url", url, "--secret-file", secret.toString(), "challenge", "Rival")).isEqualTo(78);
    assertThat(err.toString()).contains("unknown command reboot").contains("challenge needs a NAME and --tc");
    assertThat(calls).isEmpty();
  }
}
