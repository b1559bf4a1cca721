package dev.zeitnot.ops;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.BufferUtil;
import org.eclipse.jetty.util.Callback;

/**
 * The ops endpoint's paths, matched exactly ({@code /health/x} and {@code /healthz} are not
 * found): {@code GET /health} answers 200 or 503 with a JSON {@link HealthReport},
 * {@code GET /metrics} the Prometheus text format, {@code GET /} the bot's page and
 * {@code GET /events} its live data ({@link EventStream}); HEAD as GET without the body, other
 * methods 405. One request per connection: every answer closes it, so the connection's deadline
 * is the request's (and ends an event stream, which the page then opens again).
 */
final class OpsRoutes extends Handler.Abstract {

  private static final String PROMETHEUS_TEXT = "text/plain; version=0.0.4; charset=utf-8";
  private static final String PLAIN_TEXT = "text/plain; charset=utf-8";
  private static final ObjectMapper JSON = new ObjectMapper()
      .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);

  private static final String HTML = "text/html; charset=utf-8";
  private static final Set<String> PATHS = Set.of("/health", "/metrics", "/", "/events");

  private final BotHealth health;
  private final PrometheusMeterRegistry registry;
  private final LiveBoard board;
  private final String page = BotPage.html();

  OpsRoutes(BotHealth health, PrometheusMeterRegistry registry, LiveBoard board) {
    this.health = health;
    this.registry = registry;
    this.board = board;
  }

  @Override
  public boolean handle(Request request, Response response, Callback callback) throws JsonProcessingException {
    String path = request.getHttpURI().getPath();
    if (!PATHS.contains(path)) {
      return respond(request, response, callback, 404, PLAIN_TEXT, "not found; try /, /health or /metrics\n");
    }
    String method = request.getMethod();
    if (!method.equals("GET") && !method.equals("HEAD")) {
      response.getHeaders().put(HttpHeader.ALLOW, "GET, HEAD");
      return respond(request, response, callback, 405, PLAIN_TEXT, "only GET and HEAD\n");
    }
    if (path.equals("/")) {
      return respond(request, response, callback, 200, HTML, page);
    }
    if (path.equals("/events")) {
      if (request.getMethod().equals("HEAD")) {
        return respond(request, response, callback, 200, "text/event-stream", "");
      }
      EventStream.serve(board, request, response, callback);
      return true;
    }
    if (path.equals("/metrics")) {
      return respond(request, response, callback, 200, PROMETHEUS_TEXT, registry.scrape());
    }
    HealthReport report = health.report();
    return respond(request, response, callback, report.healthy() ? 200 : 503, "application/json",
        JSON.writeValueAsString(report) + "\n");
  }

  private static boolean respond(Request request, Response response, Callback callback, int status,
      String contentType, String body) {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    response.setStatus(status);
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, contentType);
    response.getHeaders().put(HttpHeader.CONTENT_LENGTH, bytes.length);
    response.getHeaders().put(HttpHeader.CONNECTION, "close");
    boolean head = request.getMethod().equals("HEAD");
    response.write(true, head ? BufferUtil.EMPTY_BUFFER : ByteBuffer.wrap(bytes), callback);
    return true;
  }
}
