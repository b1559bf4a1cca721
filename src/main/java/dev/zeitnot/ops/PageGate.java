package dev.zeitnot.ops;

import java.net.SocketAddress;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * Who may see the bot's page ({@code /} and {@code /events}): nobody when {@code ops.page} is
 * false (404), else everyone, or only with the page's password when there is one (HTTP Basic: the
 * browser asks once and sends it with every request of the page, the event stream's too; 401
 * without it; a wrong one is logged and answered late, see {@link FailedAttempts}). {@code /health}
 * and {@code /metrics} pass through, open for probes.
 */
final class PageGate extends Handler.Wrapper {

  private static final Set<String> PAGE = Set.of("/", "/events");

  private final boolean served;
  private final PagePassword password;
  private final FailedAttempts failures;

  /** {@code password}: null when the page asks for none. */
  PageGate(boolean served, PagePassword password, FailedAttempts failures, Handler routes) {
    super(routes);
    this.served = served;
    this.password = password;
    this.failures = failures;
  }

  @Override
  public boolean handle(Request request, Response response, Callback callback) throws Exception {
    if (!PAGE.contains(request.getHttpURI().getPath())) {
      return super.handle(request, response, callback);
    }
    if (!served) {
      return refuse(response, callback, 404, "not found: the bot's page is off (ops.page: false)\n");
    }
    if (password == null) {
      return super.handle(request, response, callback);
    }
    String authorization = request.getHeaders().get(HttpHeader.AUTHORIZATION);
    SocketAddress remote = request.getConnectionMetaData().getRemoteSocketAddress();
    if (password.admits(authorization)) {
      failures.succeeded(remote);
      return super.handle(request, response, callback);
    }
    response.getHeaders().put(HttpHeader.WWW_AUTHENTICATE, "Basic realm=\"zeitnot\", charset=\"UTF-8\"");
    String text = "the bot's page asks for its password (ops.password_file)\n";
    if (authorization == null) { // the browser's first request: it asks its user now
      return refuse(response, callback, 401, text);
    }
    Duration wait = failures.failed(remote, "page password");
    getServer().getScheduler().schedule(() -> refuse(response, callback, 401, text), wait.toMillis(),
        TimeUnit.MILLISECONDS);
    return true;
  }

  private static boolean refuse(Response response, Callback callback, int status, String text) {
    byte[] body = text.getBytes(StandardCharsets.UTF_8);
    response.setStatus(status);
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/plain; charset=utf-8");
    response.getHeaders().put(HttpHeader.CONTENT_LENGTH, body.length);
    response.getHeaders().put(HttpHeader.CONNECTION, "close");
    response.write(true, ByteBuffer.wrap(body), callback);
    return true;
  }
}
