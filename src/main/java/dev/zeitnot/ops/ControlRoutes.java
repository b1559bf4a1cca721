package dev.zeitnot.ops;

import dev.zeitnot.bot.control.BotControl;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.ClockSetting;
import dev.zeitnot.config.ConfigException;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.Fields;

/**
 * The runtime control paths ({@code zeitnot control}), in front of the other routes:
 * {@code POST /control/pause}, {@code /control/resume}, {@code /control/queue} and
 * {@code /control/challenge?opponent=NAME&games=N&clock=1+0} and {@code /control/reload} (the
 * config file read again), each answering the bot's text. Not
 * found (404) without {@code ops.control_secret_file}; forbidden (403) to anyone beyond
 * loopback; 401 without the secret as {@code Authorization: Bearer} (a wrong one logged and
 * answered late, see {@link FailedAttempts}); 503 until the bot is built.
 */
final class ControlRoutes extends Handler.Wrapper {

  private static final String PREFIX = "/control/";

  private final ControlSecret secret;
  private final FailedAttempts failures;
  private volatile BotControl control;
  private volatile Supplier<BotConfig> configFile;

  /** {@code secret}: null when runtime control is off. */
  ControlRoutes(ControlSecret secret, FailedAttempts failures, Handler next) {
    super(next);
    this.secret = secret;
    this.failures = failures;
  }

  /** The bot to control, once it is built, and how to read its config file again (for reload). */
  void bind(BotControl bot, Supplier<BotConfig> config) {
    this.configFile = config;
    this.control = bot;
  }

  @Override
  public boolean handle(Request request, Response response, Callback callback) throws Exception {
    String path = request.getHttpURI().getPath();
    if (!path.startsWith(PREFIX)) {
      return super.handle(request, response, callback);
    }
    if (secret == null) {
      return answer(response, callback, 404, "runtime control is off: set ops.control_secret_file");
    }
    if (!fromLoopback(request.getConnectionMetaData().getRemoteSocketAddress())) {
      return answer(response, callback, 403, "runtime control answers this machine only");
    }
    String authorization = request.getHeaders().get(HttpHeader.AUTHORIZATION);
    SocketAddress remote = request.getConnectionMetaData().getRemoteSocketAddress();
    if (!secret.admits(authorization)) {
      response.getHeaders().put(HttpHeader.WWW_AUTHENTICATE, "Bearer realm=\"zeitnot control\"");
      String text = "runtime control asks for the secret in ops.control_secret_file";
      Duration wait = authorization == null ? Duration.ZERO : failures.failed(remote, "control secret");
      getServer().getScheduler().schedule(() -> answer(response, callback, 401, text), wait.toMillis(),
          TimeUnit.MILLISECONDS);
      return true;
    }
    failures.succeeded(remote);
    if (!request.getMethod().equals("POST")) {
      response.getHeaders().put(HttpHeader.ALLOW, "POST");
      return answer(response, callback, 405, "only POST");
    }
    BotControl bot = control;
    if (bot == null) {
      return answer(response, callback, 503, "the bot is starting; try again in a moment");
    }
    try {
      return switch (path.substring(PREFIX.length())) {
        case "pause" -> answer(response, callback, 200, bot.pause());
        case "resume" -> answer(response, callback, 200, bot.resume());
        case "queue" -> answer(response, callback, 200, bot.queue());
        case "reload" -> reload(bot, response, callback);
        case "challenge" -> challenge(bot, Request.extractQueryParameters(request), response, callback);
        default -> answer(response, callback, 404, "no such command; try pause, resume, queue, challenge or reload");
      };
    } catch (IllegalArgumentException e) {
      return answer(response, callback, 400, e.getMessage());
    }
  }

  private boolean reload(BotControl bot, Response response, Callback callback) {
    BotConfig fresh;
    try {
      fresh = configFile.get();
    } catch (ConfigException e) {
      return answer(response, callback, 400, "the config file is not usable; nothing changed:\n  "
          + String.join("\n  ", e.problems()));
    }
    return answer(response, callback, 200, bot.reload(fresh));
  }

  private static boolean challenge(BotControl bot, Fields query, Response response, Callback callback) {
    String opponent = query.getValue("opponent");
    String games = query.getValue("games");
    String clock = query.getValue("clock");
    if (opponent == null || games == null || clock == null) {
      return answer(response, callback, 400, "challenge needs opponent, games and clock");
    }
    int count;
    ClockSetting setting;
    try {
      count = Integer.parseInt(games);
      setting = ClockSetting.parse(clock);
    } catch (IllegalArgumentException e) {
      return answer(response, callback, 400, "games must be a number and clock like 1+0 (minutes+seconds)");
    }
    return answer(response, callback, 200, bot.challenge(opponent, count, setting));
  }

  private static boolean fromLoopback(SocketAddress remote) {
    return remote instanceof InetSocketAddress address && address.getAddress() != null
        && address.getAddress().isLoopbackAddress();
  }

  private static boolean answer(Response response, Callback callback, int status, String text) {
    byte[] body = (text + "\n").getBytes(StandardCharsets.UTF_8);
    response.setStatus(status);
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/plain; charset=utf-8");
    response.getHeaders().put(HttpHeader.CONTENT_LENGTH, body.length);
    response.getHeaders().put(HttpHeader.CONNECTION, "close");
    response.write(true, ByteBuffer.wrap(body), callback);
    return true;
  }
}
