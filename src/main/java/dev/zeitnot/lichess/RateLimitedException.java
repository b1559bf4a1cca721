package dev.zeitnot.lichess;

import java.time.Instant;

/**
 * A call was not made, or was answered 429, because the server rate-limits this endpoint: the
 * gate for {@link #endpoint()} stays closed until {@link #retryAt()}. Calls during the gate fail
 * fast with this exception (no waiting inside the client); the streams wait by themselves.
 */
public final class RateLimitedException extends LichessException {

  private final Endpoint endpoint;
  private final Instant retryAt;
  private final String serverMessage;

  public RateLimitedException(Endpoint endpoint, Instant retryAt, String serverMessage) {
    super(endpoint.description() + " is rate-limited until " + retryAt
        + (serverMessage.isEmpty() ? "" : " (server said: " + serverMessage + ")"), null);
    this.endpoint = endpoint;
    this.retryAt = retryAt;
    this.serverMessage = serverMessage;
  }

  public Endpoint endpoint() {
    return endpoint;
  }

  public Instant retryAt() {
    return retryAt;
  }

  /** The text of the 429 that closed the gate. */
  public String serverMessage() {
    return serverMessage;
  }
}
