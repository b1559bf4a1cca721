package dev.zeitnot.ops;

import dev.zeitnot.bot.control.BotControl;
import dev.zeitnot.bot.report.BotObserver;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.ConfigException;
import dev.zeitnot.config.OpsConfig;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.time.Clock;
import java.time.Duration;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The ops endpoint ({@code ops:} in the config), served as {@link OpsRoutes} says, the bot's page
 * behind its {@link PageGate}, runtime control behind its secret ({@link ControlRoutes}). Nothing
 * else it serves is secret. It reads sockets without blocking, so a client that stalls holds no
 * thread; {@code ops.threads}, {@code ops.max_connections} and {@code ops.request_timeout_ms}
 * bound what the rest can take. The bot reports to it through
 * {@link #observer()}.
 */
public final class OpsServer implements AutoCloseable {

  private static final Logger log = LoggerFactory.getLogger(OpsServer.class);
  /** Request line and headers at most: probes and Prometheus send a few hundred bytes. */
  private static final int MAX_REQUEST_HEADER_BYTES = 4_096;

  private final Server server;
  private final ServerConnector connector;
  private final PrometheusMeterRegistry registry;
  private final BotObserver observer;
  private final ControlRoutes control;

  private OpsServer(Server server, ServerConnector connector, PrometheusMeterRegistry registry,
      BotObserver observer, ControlRoutes control) {
    this.server = server;
    this.connector = connector;
    this.registry = registry;
    this.observer = observer;
    this.control = control;
  }

  /**
   * Starts serving as {@code config} says ({@code nanoTime}: {@link System#nanoTime} outside
   * tests); port 0 picks a free one. The bot's page links finished games to {@code serverUrl}.
   *
   * @throws ConfigException naming {@code ops.host}/{@code ops.port} when it cannot listen there,
   *     {@code ops.password_file} when that cannot be read
   */
  public static OpsServer start(OpsConfig config, String serverUrl, LongSupplier nanoTime) {
    PagePassword password = config.passwordFile() == null ? null : PagePassword.read(config.passwordFile());
    ControlSecret secret = config.controlSecretFile() == null ? null : ControlSecret.of(config.controlSecretFile());
    // Besides the request threads: one accepts connections (and pauses at the cap), one watches sockets.
    int size = config.threads() + 2;
    QueuedThreadPool threads = new QueuedThreadPool(size, size);
    threads.setName("ops-http");
    threads.setDaemon(true);
    threads.setReservedThreads(0);
    Server server = new Server(threads);
    HttpConfiguration http = new HttpConfiguration();
    http.setSendServerVersion(false);
    http.setSendDateHeader(false);
    http.setRequestHeaderSize(MAX_REQUEST_HEADER_BYTES);
    ServerConnector connector = new ServerConnector(server, 1, 1, new HttpConnectionFactory(http));
    connector.setHost(config.host());
    connector.setPort(config.port());
    Duration timeout = Duration.ofMillis(config.requestTimeoutMs());
    connector.setIdleTimeout(timeout.toMillis());
    connector.addEventListener(new ConnectionDeadline(connector.getScheduler(), timeout));
    server.addConnector(connector);
    server.addBean(new NetworkConnectionLimit(config.maxConnections(), connector));

    PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    new JvmMemoryMetrics().bindTo(registry);
    new JvmThreadMetrics().bindTo(registry);
    BotHealth health = new BotHealth(Duration.ofSeconds(config.streamDownSeconds()), nanoTime);
    LiveBoard board = new LiveBoard(serverUrl, Clock.systemDefaultZone(), nanoTime);
    ControlRoutes control = new ControlRoutes(secret, new PageGate(config.page(), password,
        new OpsRoutes(health, registry, board)));
    server.setHandler(control);
    OpsServer ops = new OpsServer(server, connector, registry,
        new Observers(new BotMetrics(registry), health, board), control);
    try {
      server.start();
    } catch (Exception e) {
      ops.close();
      throw new ConfigException("ops.port: cannot listen on " + config.host() + ":" + config.port() + " ("
          + e.getMessage() + "); choose another ops.port or ops.host, or set ops.enabled: false");
    }
    log.info("ops endpoint on http://{}:{} (the bot's page at /; /health, /metrics{})", config.host(), ops.port(),
        secret == null ? "" : "; runtime control");
    return ops;
  }

  /** What the bot reports to: metrics, health and the bot's page. */
  public BotObserver observer() {
    return observer;
  }

  /**
   * Hands {@code bot} to {@code zeitnot control} (which answers 503 until then); {@code configFile}
   * reads the bot's config file again for a reload.
   */
  public void control(BotControl bot, Supplier<BotConfig> configFile) {
    control.bind(bot, configFile);
  }

  /** The port listened on (the chosen one when the config said 0). */
  public int port() {
    return connector.getLocalPort();
  }

  @Override
  public void close() {
    try {
      server.stop();
    } catch (Exception e) {
      log.warn("ops endpoint did not stop cleanly: {}", e.toString());
    }
    registry.close();
  }
}
