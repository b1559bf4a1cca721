package dev.zeitnot.cli;

import dev.zeitnot.config.ConfigException;
import dev.zeitnot.config.ConfigLoader;
import dev.zeitnot.config.OpsConfig;
import dev.zeitnot.ops.ControlSecret;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code control}: asks the running bot, over its loopback ops endpoint and with its secret, to do something now. */
@Command(name = "control", mixinStandardHelpOptions = true,
    description = {"Control the running bot without a restart, over its ops endpoint on this machine.",
        "Needs ops.control_secret_file in the bot's config (the bot reads it at start).",
        "Commands: pause, resume (matchmaking), queue (the challenges waiting for a slot), "
            + "challenge NAME --games N --tc 1+0 (N casual standard games, one after the other), "
            + "reload (the challenge filters from the config file; it names what needs a restart).",
        "Exit status: 0 done, 1 the bot refused or did not answer, 78 config unusable."})
public final class ControlCommand implements Callable<Integer> {

  private static final Duration TIMEOUT = Duration.ofSeconds(10);

  /** Where the bot is: its config, or its URL and secret file. */
  static final class Target {
    @Option(names = "--config", paramLabel = "FILE",
        description = "the running bot's YAML config (ops.host, ops.port, ops.control_secret_file)")
    Path config;

    @ArgGroup(exclusive = false)
    Direct direct;
  }

  /** The bot's ops URL and secret file given directly. */
  static final class Direct {
    @Option(names = "--url", required = true, paramLabel = "URL", description = "the ops endpoint, e.g. "
        + "http://127.0.0.1:9292")
    String url;

    @Option(names = "--secret-file", required = true, paramLabel = "FILE", description = "the file holding the secret")
    Path secretFile;
  }

  @ArgGroup(multiplicity = "1")
  Target target;

  @Parameters(index = "0", paramLabel = "COMMAND", description = "pause, resume, queue, challenge or reload")
  String command;

  @Parameters(index = "1", arity = "0..1", paramLabel = "NAME", description = "challenge: whom to challenge")
  String opponent;

  @Option(names = "--games", defaultValue = "1", paramLabel = "N", description = "challenge: how many games "
      + "(default: ${DEFAULT-VALUE})")
  int games;

  @Option(names = "--tc", paramLabel = "CLOCK", description = "challenge: the clock, minutes+increment, e.g. 1+0")
  String clock;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() throws InterruptedException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    String path;
    String url;
    String secret;
    try {
      path = path();
      OpsConfig ops = target.config == null ? null : ConfigLoader.load(target.config).ops();
      url = ops != null ? url(ops) : target.direct.url;
      secret = ControlSecret.read(ops != null ? secretFile(ops) : target.direct.secretFile);
    } catch (ConfigException e) {
      e.problems().forEach(err::println);
      err.flush();
      return ExitStatus.BAD_CONFIG;
    } catch (IllegalArgumentException e) {
      err.println(e.getMessage());
      err.flush();
      return ExitStatus.BAD_CONFIG;
    }
    HttpRequest request = HttpRequest.newBuilder(URI.create(url.replaceAll("/+$", "") + path))
        .timeout(TIMEOUT).header("Authorization", "Bearer " + secret)
        .POST(HttpRequest.BodyPublishers.noBody()).build();
    try {
      HttpResponse<String> response = HttpClient.newBuilder().connectTimeout(TIMEOUT).build()
          .send(request, HttpResponse.BodyHandlers.ofString());
      PrintWriter to = response.statusCode() == 200 ? out : err;
      to.print(response.body());
      to.flush();
      return response.statusCode() == 200 ? 0 : ExitStatus.FAILED;
    } catch (IOException e) {
      err.println("no bot answers at " + url + " (" + e.getClass().getSimpleName() + "); is it running with "
          + "ops.enabled: true?");
      err.flush();
      return ExitStatus.FAILED;
    }
  }

  /** The path and query of the command; an IllegalArgumentException saying what is missing. */
  private String path() {
    switch (command) {
      case "pause", "resume", "queue", "reload" -> {
        return "/control/" + command;
      }
      case "challenge" -> {
        if (opponent == null || clock == null) {
          throw new IllegalArgumentException(
              "challenge needs a NAME and --tc, e.g. challenge SomeBot --games 2 --tc 1+0");
        }
        return "/control/challenge?opponent=" + encode(opponent) + "&games=" + games + "&clock=" + encode(clock);
      }
      default -> throw new IllegalArgumentException("unknown command " + command
          + "; try pause, resume, queue, challenge or reload");
    }
  }

  /** The loopback URL of the ops endpoint: control answers only this machine. */
  private static String url(OpsConfig ops) {
    if (!ops.enabled()) {
      throw new ConfigException("ops.enabled: false; runtime control talks to the bot's ops endpoint");
    }
    String host = !OpsConfig.isLoopback(ops.host()) ? "127.0.0.1" : ops.host().equals("::1") ? "[::1]" : ops.host();
    return "http://" + host + ":" + ops.port();
  }

  private static Path secretFile(OpsConfig ops) {
    if (ops.controlSecretFile() == null) {
      throw new ConfigException("ops.control_secret_file: not set; runtime control is off");
    }
    return ops.controlSecretFile();
  }

  private static String encode(String text) {
    return URLEncoder.encode(text, StandardCharsets.UTF_8);
  }
}
