package dev.zeitnot.config;

/**
 * The optional HTTP endpoint for operations: {@code /health} for probes and {@code /metrics} for
 * Prometheus. Off by default; on loopback by default (a container's probes need {@code 0.0.0.0}).
 *
 * @param enabled whether to serve it
 * @param host the address to listen on
 * @param port the port to listen on
 * @param streamDownSeconds how long the event stream may be reconnecting before {@code /health}
 *     reports the bot unhealthy
 */
public record OpsConfig(boolean enabled, String host, int port, int streamDownSeconds) {

  public static final OpsConfig DEFAULT = new OpsConfig(false, "127.0.0.1", 9292, 300);

  static OpsConfig read(ConfigNode node) {
    OpsConfig config = new OpsConfig(
        node.bool("enabled", DEFAULT.enabled),
        node.string("host", DEFAULT.host),
        (int) node.integer("port", DEFAULT.port, 1, 65_535),
        (int) node.integer("stream_down_seconds", DEFAULT.streamDownSeconds, 10, 86_400));
    node.finish();
    return config;
  }
}
