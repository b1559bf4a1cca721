package dev.zeitnot.config;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The optional HTTP endpoint for operations: {@code /health} for probes, {@code /metrics} for
 * Prometheus and the bot's page. Off by default; on loopback by default (a container's probes need
 * {@code 0.0.0.0}). Beyond loopback the page asks for the password in {@code password_file}, and
 * a config that serves the page there without one is refused (or turn the page off). Its limits
 * keep one slow or hostile client from holding the probe: a stalled socket holds no thread, every
 * connection is closed once its time is up, and probes have connection slots of their own.
 *
 * @param enabled whether to serve it
 * @param host the address to listen on
 * @param port the port to listen on
 * @param streamDownSeconds how long the event stream may be reconnecting before {@code /health}
 *     reports the bot unhealthy
 * @param threads the threads that answer requests (two more accept connections and watch sockets)
 * @param maxConnections open connections at most besides probes (a few more are kept for those); a
 *     new one beyond it closes the oldest
 * @param requestTimeoutMs how long a connection may take to send its request and receive the
 *     answer; then it is closed, whatever it is doing
 * @param page whether to serve the bot's page ({@code /} and {@code /events})
 * @param passwordFile a file holding the page's password, or null: no password (loopback only)
 * @param controlSecretFile a file holding the secret of {@code zeitnot control} (answered from
 *     loopback only), or null: no runtime control
 * @param hostNames the names a request's {@code Host} header may carry besides {@code localhost}
 *     and IP addresses (a reverse proxy's public name, say); any other name is answered 421, so a
 *     page on another site that has its name resolve to this machine reads nothing
 */
public record OpsConfig(boolean enabled, String host, int port, int streamDownSeconds, int threads,
    int maxConnections, int requestTimeoutMs, boolean page, Path passwordFile, Path controlSecretFile,
    List<String> hostNames) {

  public static final OpsConfig DEFAULT =
      new OpsConfig(false, "127.0.0.1", 9292, 300, 2, 16, 5_000, true, null, null, List.of());

  public OpsConfig {
    hostNames = List.copyOf(hostNames);
  }

  /** These settings, listening on {@code host}:{@code port} instead. */
  public OpsConfig listeningOn(String host, int port) {
    return new OpsConfig(true, host, port, streamDownSeconds, threads, maxConnections, requestTimeoutMs, page,
        passwordFile, controlSecretFile, hostNames);
  }

  /** These settings, the page asking for the password in {@code file}. */
  public OpsConfig withPasswordFile(Path file) {
    return new OpsConfig(enabled, host, port, streamDownSeconds, threads, maxConnections, requestTimeoutMs, page,
        file, controlSecretFile, hostNames);
  }

  /** These settings, answering {@code zeitnot control} with the secret in {@code file}. */
  public OpsConfig withControlSecretFile(Path file) {
    return new OpsConfig(enabled, host, port, streamDownSeconds, threads, maxConnections, requestTimeoutMs, page,
        passwordFile, file, hostNames);
  }

  /** These settings, also answering a {@code Host} header that names one of {@code names}. */
  public OpsConfig withHostNames(List<String> names) {
    return new OpsConfig(enabled, host, port, streamDownSeconds, threads, maxConnections, requestTimeoutMs, page,
        passwordFile, controlSecretFile, names);
  }

  /**
   * Whether {@code host} is this machine only (localhost, or an address in 127.0.0.0/8 or ::1; names
   * are not looked up).
   */
  public static boolean isLoopback(String host) {
    return HostLiteral.isLoopback(host);
  }

  static OpsConfig read(ConfigNode node) {
    String passwordFile = node.string("password_file", null);
    String secretFile = node.string("control_secret_file", null);
    OpsConfig config = new OpsConfig(
        node.bool("enabled", DEFAULT.enabled),
        node.string("host", DEFAULT.host),
        (int) node.integer("port", DEFAULT.port, 1, 65_535),
        (int) node.integer("stream_down_seconds", DEFAULT.streamDownSeconds, 10, 86_400),
        (int) node.integer("threads", DEFAULT.threads, 1, 16),
        (int) node.integer("max_connections", DEFAULT.maxConnections, 1, 1_024),
        (int) node.integer("request_timeout_ms", DEFAULT.requestTimeoutMs, 100, 60_000),
        node.bool("page", DEFAULT.page),
        passwordFile == null || passwordFile.isBlank() ? null : Path.of(passwordFile),
        secretFile == null || secretFile.isBlank() ? null : Path.of(secretFile),
        node.strings("host_names", List.of()));
    for (String name : config.hostNames) {
      if (!name.matches("[A-Za-z0-9.-]+")) {
        node.problem("host_names", "\"" + name + "\" is not a host name; list names alone, without scheme or "
            + "port, like [bot.example.org]");
      }
    }
    if (config.controlSecretFile != null && !Files.isReadable(config.controlSecretFile)) {
      node.problem("control_secret_file", "\"" + config.controlSecretFile + "\" cannot be read; write the "
          + "secret of zeitnot control alone into that file, or leave the key out to turn runtime control off");
    }
    if (config.enabled && config.page && config.passwordFile == null && !isLoopback(config.host)) {
      node.problem("password_file", "is not set, and ops.host " + config.host + " is reachable beyond this "
          + "machine: the bot's page there asks for a password; put one in a file named by ops.password_file, "
          + "or set ops.page: false to serve only /health and /metrics, or ops.host: 127.0.0.1");
    }
    node.finish();
    return config;
  }
}
