package dev.zeitnot.ops;

import java.time.Duration;

/**
 * The ops endpoint's fixed limits, in one place (the ones an owner may move are {@code ops.threads},
 * {@code ops.max_connections} and {@code ops.request_timeout_ms}). Together they keep {@code /health}
 * answering whatever other clients do: a probe has connection slots no other client can take, a
 * client that does not send its request soon is closed, one address cannot hold more than a few
 * connections, page streams have a cap of their own, and a wrong secret waits before its answer
 * without holding a thread.
 */
final class OpsLimits {

  /** The paths answered from the connection slots kept for probes. */
  static final String PROBE_PATH = "/health";
  /**
   * Connections kept for probes, beyond {@code ops.max_connections}: a probe is accepted even when
   * the rest are full.
   */
  static final int PROBE_SLOTS = 4;
  /** How long a connection may take to send its request line and headers (a probe sends them at once). */
  static final Duration HEADER_DEADLINE = Duration.ofMillis(1_000);
  /** Connections one address may hold besides probes; its next closes its oldest. */
  static final int CONNECTIONS_PER_ADDRESS = 8;
  /** Page streams ({@code /events}) open at once; more are answered 503. */
  static final int PAGE_STREAMS = 8;
  /** Request line and headers at most: probes and Prometheus send a few hundred bytes. */
  static final int MAX_REQUEST_HEADER_BYTES = 4_096;
  /** The shortest page password or control secret accepted, in characters. */
  static final int MIN_SECRET_CHARS = 12;
  /** A file holding a secret holds one line; anything larger is the wrong file. */
  static final int MAX_SECRET_BYTES = 4_096;
  /** How long the answer to the first wrong secret from an address waits; each next one in a row twice as long. */
  static final Duration FIRST_FAILURE_DELAY = Duration.ofMillis(100);
  /** The longest an answer to a wrong secret waits. */
  static final Duration MAX_FAILURE_DELAY = Duration.ofSeconds(2);
  /** An address's wrong secrets are forgotten this long after its last one. */
  static final Duration FAILURE_MEMORY = Duration.ofMinutes(10);
  /** Addresses whose wrong secrets are remembered at most (the oldest forgotten first). */
  static final int FAILING_ADDRESSES = 1_024;

  private OpsLimits() {
  }
}
