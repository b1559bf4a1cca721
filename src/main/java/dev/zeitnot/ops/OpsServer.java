package dev.zeitnot.ops;

import dev.zeitnot.bot.control.BotControl;
import dev.zeitnot.bot.report.BotObserver;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.ConfigException;
import dev.zeitnot.config.OpsConfig;
import dev.zeitnot.config.SecretFilePermissions;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.time.Clock;
import java.nio.file.Path;
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
 * thread; {@code ops.threads}, {@code ops.max_connections}, {@code ops.request_timeout_ms} and
 * {@link OpsLimits} bound what the rest can take ({@link ConnectionBudget}), so that probes are
 * answered whatever other clients do. The bot reports to it through {@link #observer()}.
 */
public final class OpsServer implements AutoCloseable {

  private static final Logger log = LoggerFactory.getLogger(OpsServer.class);

  private final Server server;
  private final ServerConnector connector;
  private final PrometheusMeterRegistry registry;
  private final BotObserver observer;
  private final ControlRoutes control;
  private final LiveBoard board;
  private final ConnectionBudget budget;

  private OpsServer(Server server, ServerConnector connector, PrometheusMeterRegistry registry,
      BotObserver observer, ControlRoutes control, LiveBoard board, ConnectionBudget budget) {
    this.server = server;
    this.connector = connector;
    this.registry = registry;
    this.observer = observer;
    this.control = control;
    this.board = board;
    this.budget = budget;
  }

  /**
   * Starts serving as {@code config} says ({@code nanoTime}: {@link System#nanoTime} outside
   * tests); port 0 picks a free one. The bot's page links finished games to {@code serverUrl}.
   *
   * @throws ConfigException naming {@code ops.host}/{@code ops.port} when it cannot listen there,
   *     {@code ops.password_file} or {@code ops.control_secret_file} when that cannot be read or
   *     its secret is too short; warns when either file is readable by other users
   */
  public static OpsServer start(OpsConfig config, String serverUrl, LongSupplier nanoTime) {
    PagePassword password = config.passwordFile() == null ? null : PagePassword.read(config.passwordFile());
    ControlSecret secret = config.controlSecretFile() == null ? null : ControlSecret.of(config.controlSecretFile());
    warnWhenExposed("ops.password_file", config.passwordFile());
    warnWhenExposed("ops.control_secret_file", config.controlSecretFile());
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
    http.setRequestHeaderSize(OpsLimits.MAX_REQUEST_HEADER_BYTES);
    ServerConnector connector = new ServerConnector(server, 1, 1, new HttpConnectionFactory(http));
    connector.setHost(config.host());
    connector.setPort(config.port());
    Duration timeout = Duration.ofMillis(config.requestTimeoutMs());
    connector.setIdleTimeout(timeout.toMillis());
    ConnectionBudget budget = new ConnectionBudget(connector.getScheduler(), timeout, config.maxConnections(),
        nanoTime);
    connector.addEventListener(budget);
    server.addConnector(connector);
    // The acceptor waits only when probes hold the slots kept for them: the budget makes room for the rest.
    server.addBean(new NetworkConnectionLimit(config.maxConnections() + OpsLimits.PROBE_SLOTS, connector));

    PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    new JvmMemoryMetrics().bindTo(registry);
    new JvmThreadMetrics().bindTo(registry);
    BotHealth health = new BotHealth(Duration.ofSeconds(config.streamDownSeconds()), nanoTime);
    LiveBoard board = new LiveBoard(serverUrl, Clock.systemDefaultZone(), nanoTime);
    FailedAttempts failures = new FailedAttempts(nanoTime);
    ControlRoutes control = new ControlRoutes(secret, failures, new PageGate(config.page(), password, failures,
        new OpsRoutes(health, registry, board)));
    server.setHandler(new RequestAdmission(budget, config.hostNames(), control));
    OpsServer ops = new OpsServer(server, connector, registry,
        new Observers(new BotMetrics(registry), health, board), control, board, budget);
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

  private static void warnWhenExposed(String key, Path file) {
    if (file != null) {
      SecretFilePermissions.exposure(key, file).ifPresent(log::warn);
    }
  }

  /** Page streams open now (each registered with the board). */
  int pageStreams() {
    return board.listeners();
  }

  /** Open connections that are not probes. */
  int heldConnections() {
    return budget.held();
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
