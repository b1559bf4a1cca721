package dev.zeitnot.config;

/**
 * The optional HTTP endpoint for operations: {@code /health} for probes and {@code /metrics} for
 * Prometheus. Off by default; on loopback by default (a container's probes need {@code 0.0.0.0}).
 * Its limits keep one slow or hostile client from holding the probe: a stalled socket holds no
 * thread, and every connection is closed once its time is up.
 *
 * @param enabled whether to serve it
 * @param host the address to listen on
 * @param port the port to listen on
 * @param streamDownSeconds how long the event stream may be reconnecting before {@code /health}
 *     reports the bot unhealthy
 * @param threads the threads that answer requests (two more accept connections and watch sockets)
 * @param maxConnections open connections at most; beyond it new ones wait, unaccepted, for a place
 * @param requestTimeoutMs how long a connection may take to send its request and receive the
 *     answer; then it is closed, whatever it is doing
 */
public record OpsConfig(boolean enabled, String host, int port, int streamDownSeconds, int threads,
    int maxConnections, int requestTimeoutMs) {

  public static final OpsConfig DEFAULT = new OpsConfig(false, "127.0.0.1", 9292, 300, 2, 16, 5_000);

  /** These settings, listening on {@code host}:{@code port} instead. */
  public OpsConfig listeningOn(String host, int port) {
    return new OpsConfig(true, host, port, streamDownSeconds, threads, maxConnections, requestTimeoutMs);
  }

  static OpsConfig read(ConfigNode node) {
    OpsConfig config = new OpsConfig(
        node.bool("enabled", DEFAULT.enabled),
        node.string("host", DEFAULT.host),
        (int) node.integer("port", DEFAULT.port, 1, 65_535),
        (int) node.integer("stream_down_seconds", DEFAULT.streamDownSeconds, 10, 86_400),
        (int) node.integer("threads", DEFAULT.threads, 1, 16),
        (int) node.integer("max_connections", DEFAULT.maxConnections, 1, 1_024),
        (int) node.integer("request_timeout_ms", DEFAULT.requestTimeoutMs, 100, 60_000));
    node.finish();
    return config;
  }
}
