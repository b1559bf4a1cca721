package dev.zeitnot.lichess;

import java.time.Duration;

/**
 * A call was not made, or was answered 429, because the server rate-limits this endpoint: its
 * gate stays closed for {@link #retryAfter()} from when this was thrown. Calls during the gate
 * fail fast with this exception (no waiting inside the client); the streams wait by themselves.
 */
public final class RateLimitedException extends LichessException {

  private final Endpoint endpoint;
  private final Duration retryAfter;
  private final String serverMessage;

  public RateLimitedException(Endpoint endpoint, Duration retryAfter, String serverMessage) {
    super(endpoint.description() + " is rate-limited for another " + retryAfter.toMillis() + " ms"
        + (serverMessage.isEmpty() ? "" : " (server said: " + serverMessage + ")"), null);
    this.endpoint = endpoint;
    this.retryAfter = retryAfter;
    this.serverMessage = serverMessage;
  }

  public Endpoint endpoint() {
    return endpoint;
  }

  /** How long the gate stayed closed when this was thrown. */
  public Duration retryAfter() {
    return retryAfter;
  }

  /** The text of the 429 that closed the gate. */
  public String serverMessage() {
    return serverMessage;
  }
}
