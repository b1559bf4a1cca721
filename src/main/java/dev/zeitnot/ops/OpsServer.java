package dev.zeitnot.ops;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.zeitnot.bot.report.BotObserver;
import dev.zeitnot.config.ConfigException;
import dev.zeitnot.config.OpsConfig;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The ops endpoint ({@code ops:} in the config): {@code GET /health} answers 200 or 503 with a
 * JSON {@link HealthReport}, {@code GET /metrics} the Prometheus text format. Nothing it serves
 * is secret. The bot reports to it through {@link #observer()}.
 */
public final class OpsServer implements AutoCloseable {

  private static final Logger log = LoggerFactory.getLogger(OpsServer.class);
  private static final String PROMETHEUS_TEXT = "text/plain; version=0.0.4; charset=utf-8";
  private static final ObjectMapper JSON = new ObjectMapper()
      .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);

  private final HttpServer server;
  private final ExecutorService executor;
  private final PrometheusMeterRegistry registry;
  private final BotHealth health;
  private final BotObserver observer;

  private OpsServer(HttpServer server, ExecutorService executor, PrometheusMeterRegistry registry,
      BotHealth health) {
    this.server = server;
    this.executor = executor;
    this.registry = registry;
    this.health = health;
    this.observer = new Observers(new BotMetrics(registry), health);
  }

  /**
   * Starts serving as {@code config} says ({@code nanoTime}: {@link System#nanoTime} outside
   * tests); port 0 picks a free one.
   *
   * @throws ConfigException naming {@code ops.host}/{@code ops.port} when it cannot listen there
   */
  public static OpsServer start(OpsConfig config, LongSupplier nanoTime) {
    HttpServer server;
    try {
      server = HttpServer.create(new InetSocketAddress(config.host(), config.port()), 0);
    } catch (IOException | IllegalArgumentException e) {
      throw new ConfigException("ops.port: cannot listen on " + config.host() + ":" + config.port() + " ("
          + e.getMessage() + "); choose another ops.port or ops.host, or set ops.enabled: false");
    }
    PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    new JvmMemoryMetrics().bindTo(registry);
    new JvmThreadMetrics().bindTo(registry);
    ExecutorService executor = Executors.newSingleThreadExecutor(runnable -> {
      Thread thread = new Thread(runnable, "ops-http");
      thread.setDaemon(true);
      return thread;
    });
    OpsServer ops = new OpsServer(server, executor, registry,
        new BotHealth(Duration.ofSeconds(config.streamDownSeconds()), nanoTime));
    server.createContext("/health", ops::health);
    server.createContext("/metrics", ops::metrics);
    server.createContext("/", exchange -> respond(exchange, 404, "text/plain; charset=utf-8",
        "not found; try /health or /metrics\n"));
    server.setExecutor(executor);
    server.start();
    log.info("ops endpoint on http://{}:{} (/health, /metrics)", config.host(), ops.port());
    return ops;
  }

  /** What the bot reports to: metrics and health. */
  public BotObserver observer() {
    return observer;
  }

  /** The port listened on (the chosen one when the config said 0). */
  public int port() {
    return server.getAddress().getPort();
  }

  private void health(HttpExchange exchange) throws IOException {
    if (isNotRead(exchange)) {
      return;
    }
    HealthReport report = health.report();
    respond(exchange, report.healthy() ? 200 : 503, "application/json",
        JSON.writeValueAsString(report) + "\n");
  }

  private void metrics(HttpExchange exchange) throws IOException {
    if (isNotRead(exchange)) {
      return;
    }
    respond(exchange, 200, PROMETHEUS_TEXT, registry.scrape());
  }

  /** Answers 405 to anything but GET and HEAD (and says so). */
  private static boolean isNotRead(HttpExchange exchange) throws IOException {
    String method = exchange.getRequestMethod();
    if (method.equals("GET") || method.equals("HEAD")) {
      return false;
    }
    exchange.getResponseHeaders().set("Allow", "GET, HEAD");
    respond(exchange, 405, "text/plain; charset=utf-8", "only GET and HEAD\n");
    return true;
  }

  private static void respond(HttpExchange exchange, int status, String contentType, String body)
      throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().set("Content-Type", contentType);
    boolean head = exchange.getRequestMethod().equals("HEAD");
    exchange.sendResponseHeaders(status, head ? -1 : bytes.length);
    try (OutputStream out = exchange.getResponseBody()) {
      if (!head) {
        out.write(bytes);
      }
    }
  }

  @Override
  public void close() {
    server.stop(0);
    executor.shutdownNow();
    registry.close();
  }
}
